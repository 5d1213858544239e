import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, DateOnlyColumn, LongTextColumn, TextColumn } from '../database/columns.js';
import { exchangeRateTransformer } from './exchange-rate-column.js';

/**
 * The US dollar's rate in quetzales as a manager set it (`exchange_rates`). Rows are never
 * changed: setting a new rate adds a row, so the history of every rate the till used stays.
 * The rate in force on a day is the newest row whose effectiveDate is on or before it.
 */
@Entity('exchange_rates')
@Index('IDX_exchange_rates_effectiveDate', ['effectiveDate', 'id'])
export class ExchangeRate {
  @PrimaryGeneratedColumn()
  id: number;

  /** The first retreat day (America/Guatemala) the rate applies to. */
  @DateOnlyColumn()
  effectiveDate: string;

  /** Quetzales per US dollar, DECIMAL(10,4), read back as "7.7500". */
  @Column({ type: 'decimal', precision: 10, scale: 4, transformer: exchangeRateTransformer })
  usdToGtq: string;

  /** Where the rate came from ("Banguat 24/11"). */
  @LongTextColumn({ nullable: true })
  note: string | null;

  /** The manager who set it (admin_users.id; null for the seeded starting rate). */
  @Column({ type: 'int', nullable: true })
  setById: number | null;

  @TextColumn(100)
  setByName: string;

  @CreatedAt()
  createdAt: Date;
}
