import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last number given in one series (invoice or credit_note) of one year
 * (`invoice_number_counters`). Issuing bumps it in the issuing transaction, so a number is
 * taken only by an invoice that commits: no gap, and the row lock queues concurrent issues.
 */
@Entity('invoice_number_counters')
export class InvoiceNumberCounter {
  /** invoice | credit_note. */
  @PrimaryColumn({ type: 'varchar', length: 20 })
  series: string;

  @PrimaryColumn({ type: 'int' })
  year: number;

  @Column({ type: 'int', default: 0 })
  lastNumber: number;
}
