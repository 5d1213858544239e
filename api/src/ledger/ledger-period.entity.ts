import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, TextColumn } from '../database/columns.js';

/**
 * A closed month of the ledger (`ledger_periods`): once its row exists nothing is posted into
 * the month (docs/decisions/0017-ledger.md). The month is unique, so two closes make one row.
 */
@Entity('ledger_periods')
@Index('UQ_ledger_periods_month', ['month'], { unique: true })
export class LedgerPeriod {
  @PrimaryGeneratedColumn()
  id: number;

  /** "yyyy-MM". */
  @TextColumn(7)
  month: string;

  @Column({ type: 'int' })
  closedById: number;

  @TextColumn(100)
  closedByName: string;

  /** When it was closed. */
  @CreatedAt()
  closedAt: Date;
}
