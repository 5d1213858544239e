import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { Currency, InvoiceBookingType, InvoiceStatus, InvoiceType } from '@lakeside/contracts';
import {
  CreatedAt,
  DateOnlyColumn,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  TimestampColumn,
  UpdatedAt,
} from '../database/columns.js';
import { SoldTaxColumns } from '../taxes/sold-tax-columns.js';
import { InvoiceLineItem } from './invoice-line-item.entity.js';

/**
 * A bill issued to a guest, or the credit note that voids one (docs/decisions/0018-invoices.md).
 * Amounts are in `currency` and derived from the lines and the taxes the sale stored
 * (SoldTaxColumns, summed per rule): subtotal = Σ lines, taxAmount = included + added, total =
 * subtotal + added. Written only by invoices/invoice-writer.ts; lines are deleted with it.
 */
@Entity('invoices')
@Unique('UQ_invoices_invoiceNumber', ['invoiceNumber'])
@Index('IDX_invoices_status', ['status'])
@Index('IDX_invoices_issueDate', ['issueDate'])
@Index('IDX_invoices_booking', ['bookingType', 'bookingId'])
export class Invoice extends SoldTaxColumns {
  @PrimaryGeneratedColumn()
  id: number;

  /**
   * "2026-000123", or "NC-2026-000004" for a credit note: given on issue from the year's gapless
   * series (invoice-numbers.ts). A draft holds a provisional "draft-…" value, never shown, because
   * the column is unique and not nullable in tables that hold live data.
   */
  @TextColumn(30)
  invoiceNumber: string;

  /** invoice | credit_note; null on rows typed before credit notes existed (read as invoice). */
  @TextColumn(20, { nullable: true })
  invoiceType: InvoiceType | null;

  /** The stay's reference or the order's number, as staff and guests read it. */
  @TextColumn(20, { nullable: true })
  sourceReference: string | null;

  /** The buyer's NIT; null reads as CF (consumidor final). */
  @TextColumn(20, { nullable: true })
  buyerNit: string | null;

  /** en | es: the guest's language, for the PDF and the mail; null reads as en. */
  @TextColumn(2, { nullable: true })
  language: string | null;

  /** When the number was given; null while a draft. */
  @TimestampColumn({ nullable: true })
  issuedAt: Date | null;

  /** On a credit note: the invoice it voids (invoices.id). */
  @Column({ type: 'int', nullable: true })
  creditedInvoiceId: number | null;

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
