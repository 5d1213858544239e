import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, MoneyColumn, TextColumn, UpdatedAt } from '../database/columns.js';
import { Invoice } from './invoice.entity.js';

/** One billed line of an invoice; deleted with its invoice (CASCADE). */
@Entity('invoice_line_items')
@Index('IDX_invoice_line_items_invoiceId', ['invoiceId'])
export class InvoiceLineItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  invoiceId: number;

  @ManyToOne(() => Invoice, (invoice) => invoice.lineItems, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoiceId', foreignKeyConstraintName: 'FK_invoice_line_items_invoiceId' })
  invoice: Relation<Invoice>;

  @TextColumn(255)
  description: string;

  /**
   * Whole units: nights, tickets, sessions, dishes. An integer keeps
   * lineTotal = quantity × unitPrice exact in cents. Negative on a credit note.
   */
  @Column({ type: 'int', default: 1 })
  quantity: number;

  @MoneyColumn()
  unitPrice: string;

  @MoneyColumn()
  lineTotal: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
