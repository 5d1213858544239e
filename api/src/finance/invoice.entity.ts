import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { Currency, InvoiceBookingType, InvoiceStatus } from '@lakeside/contracts';
import { CreatedAt, DateOnlyColumn, LongTextColumn, MoneyColumn, TextColumn, UpdatedAt } from '../database/columns.js';
import { InvoiceLineItem } from './invoice-line-item.entity.js';

/** A bill issued to a guest. Amounts are in `currency`; lines are owned and deleted with it. */
@Entity('invoices')
@Unique('UQ_invoices_invoiceNumber', ['invoiceNumber'])
@Index('IDX_invoices_status', ['status'])
@Index('IDX_invoices_issueDate', ['issueDate'])
@Index('IDX_invoices_booking', ['bookingType', 'bookingId'])
export class Invoice {
  @PrimaryGeneratedColumn()
  id: number;

  /** Human-facing number such as "INV-2026-0042" (max 30). */
  @TextColumn(30)
  invoiceNumber: string;

  /** What the invoice bills for; with `bookingId` it points at that booking's row. */
  @TextColumn(20, { nullable: true })
  bookingType: InvoiceBookingType | null;

  /**
   * Id of the booking in the table `bookingType` names. No foreign key: it points into one
   * of several tables, and an invoice must outlive a deleted booking.
   */
  @Column({ type: 'int', nullable: true })
  bookingId: number | null;

  @TextColumn(100)
  guestName: string;

  @TextColumn(255, { nullable: true })
  guestEmail: string | null;

  @DateOnlyColumn()
  issueDate: string;

  @DateOnlyColumn({ nullable: true })
  dueDate: string | null;

  @MoneyColumn()
  subtotal: string;

  @MoneyColumn({ default: 0 })
  taxAmount: string;

  @MoneyColumn()
  totalAmount: string;

  /** 'USD' (rooms are priced in dollars), 'Q' for quetzales. */
  @TextColumn(3, { default: 'USD' })
  currency: Currency;

  @TextColumn(20, { default: 'draft' })
  status: InvoiceStatus;

  /** cash | card | transfer | check | paypal | recurrente (max 20). */
  @TextColumn(20, { nullable: true })
  paymentMethod: string | null;

  @DateOnlyColumn({ nullable: true })
  paymentDate: string | null;

  @TextColumn(50, { nullable: true })
  paypalOrderId: string | null;

  @LongTextColumn({ nullable: true })
  notes: string | null;

  @OneToMany(() => InvoiceLineItem, (line) => line.invoice)
  lineItems: Relation<InvoiceLineItem>[];

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
