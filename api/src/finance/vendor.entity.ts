import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PaymentTerms } from '@lakeside/contracts';
import { BooleanColumn, CreatedAt, LongTextColumn, TextColumn, UpdatedAt } from '../database/columns.js';

/** A supplier the retreat buys from: produce, gas, laundry, repairs. */
@Entity('vendors')
export class Vendor {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(200)
  vendorName: string;

  @TextColumn(100, { nullable: true })
  contactPerson: string | null;

  @TextColumn(255, { nullable: true })
  email: string | null;

  @TextColumn(20, { nullable: true })
  phone: string | null;

  @LongTextColumn({ nullable: true })
  address: string | null;

  /** Tax id; in Guatemala the NIT (max 30). */
  @TextColumn(30, { nullable: true })
  taxId: string | null;

  /** When bills fall due: due_on_receipt | net_15 | net_30 | net_60 (max 20). */
  @TextColumn(20, { default: 'net_30' })
  paymentTerms: PaymentTerms;

  @BooleanColumn(true)
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
