import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TaxCategory } from '@lakeside/contracts';
import { BooleanColumn, CreatedAt, decimalTransformer, TextColumn } from '../database/columns.js';

/**
 * A tax the retreat charges (`tax_rules`), as data: its rate, the sales it applies to, and
 * whether prices already include it (IVA) or it is added on top (the tourism tax). The active
 * rules of a sale's category are applied per line by tax-lines.ts and the amounts stored with
 * the sale, so changing a rule never changes what was sold.
 */
@Entity('tax_rules')
export class TaxRule {
  @PrimaryGeneratedColumn()
  id: number;

  /** As receipts print it, e.g. 'IVA'. */
  @TextColumn(60)
  name: string;

  /** Percent, DECIMAL(5,2): '12.00'. */
  @Column({ type: 'decimal', precision: 5, scale: 2, transformer: decimalTransformer(2) })
  rate: string;

  /** One of TAX_CATEGORIES: lodging, food_drink, events, wellness. */
  @TextColumn(20)
  appliesTo: TaxCategory;

  /** True when prices already contain the tax; false when it is added to them. */
  @BooleanColumn(true)
  included: boolean;

  /** Only active rules are charged; a rule switched off stays for the record. */
  @BooleanColumn(true)
  isActive: boolean;

  /** Order on breakdowns and receipts, lowest first. */
  @Column({ type: 'int', default: 0 })
  displayOrder: number;

  @CreatedAt()
  createdAt: Date;
}
