import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, MoneyColumn, TextColumn } from '../database/columns.js';
import { Account } from './account.entity.js';
import { JournalEntry } from './journal-entry.entity.js';

/**
 * One side of a journal entry: a debit or a credit to one account (the other amount is 0).
 * Deleted with its entry; an account with postings cannot be deleted (RESTRICT).
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

  @TextColumn(255, { nullable: true })
  description: string | null;

  @CreatedAt()
  createdAt: Date;
}
