import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Currency } from '@lakeside/contracts';
import { CreatedAt, MoneyColumn, TextColumn } from '../database/columns.js';
import { exchangeRateTransformer } from '../exchange-rates/exchange-rate-column.js';
import { Account } from './account.entity.js';
import { JournalEntry } from './journal-entry.entity.js';

/**
 * One side of a journal entry: a debit or a credit to one account (the other amount is 0),
 * in quetzales — the amounts every balance is checked and reported in. A line in dollars also
 * keeps its currency, its amount in dollars and the rate that valued it. Deleted with its entry;
 * an account with postings cannot be deleted (RESTRICT).
 */
@Entity('journal_entry_lines')
@Index('IDX_journal_entry_lines_journalEntryId', ['journalEntryId'])
@Index('IDX_journal_entry_lines_accountId', ['accountId'])
export class JournalEntryLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  journalEntryId: number;

  @ManyToOne(() => JournalEntry, (entry) => entry.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'journalEntryId', foreignKeyConstraintName: 'FK_journal_entry_lines_journalEntryId' })
  journalEntry: Relation<JournalEntry>;

  @Column({ type: 'int' })
  accountId: number;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'accountId', foreignKeyConstraintName: 'FK_journal_entry_lines_accountId' })
  account: Relation<Account>;

  @MoneyColumn({ default: 0 })
  debitAmount: string;

  @MoneyColumn({ default: 0 })
  creditAmount: string;

  /** 'Q' or 'USD'; null on lines written before the ledger kept currencies (quetzales). */
  @TextColumn(3, { nullable: true })
  currency: Currency | null;

  /** The line's amount in its own currency (debit or credit, whichever is set). */
  @MoneyColumn({ nullable: true })
  currencyAmount: string | null;

  /** Quetzales per dollar that valued a dollar line, "7.7500"; null for quetzales. */
  @Column({ type: 'decimal', precision: 10, scale: 4, nullable: true, transformer: exchangeRateTransformer })
  exchangeRate: string | null;

  @TextColumn(255, { nullable: true })
  description: string | null;

  @CreatedAt()
  createdAt: Date;
}
