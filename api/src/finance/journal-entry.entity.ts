import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { JournalSourceType } from '@lakeside/contracts';
import { BooleanColumn, CreatedAt, DateOnlyColumn, MoneyColumn, TextColumn } from '../database/columns.js';
import { JournalEntryLine } from './journal-entry-line.entity.js';

/**
 * A double-entry posting: its lines' debits equal its credits (in quetzales). Written only by
 * the ledger's writer (api/src/ledger/ledger-writer.ts), which refuses an unbalanced entry;
 * posted entries are never edited (hence no updatedAt): a mistake is corrected by a reversing
 * entry. One entry per money event: (sourceType, sourceId, kind) is unique, so a replayed
 * event or a backfill run twice posts nothing twice.
 */
@Entity('journal_entries')
@Index('IDX_journal_entries_entryDate', ['entryDate'])
@Index('IDX_journal_entries_source', ['sourceType', 'sourceId'])
@Index('UQ_journal_entries_posting', ['sourceType', 'sourceId', 'kind'], { unique: true })
export class JournalEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @DateOnlyColumn()
  entryDate: string;

  /** Receipt, invoice or order number the entry came from (max 50). */
  @TextColumn(50, { nullable: true })
  referenceNumber: string | null;

  @TextColumn(255)
  description: string;

  /** What produced the entry; with `sourceId` it points at that row. */
  @TextColumn(30, { nullable: true })
  sourceType: JournalSourceType | null;

  /** Id of the source row; no foreign key, as it may point into several tables. */
  @Column({ type: 'int', nullable: true })
  sourceId: number | null;

  /**
   * Which event of the source this entry posts ("capture-12", "paid", "recorded", "reversal"):
   * with sourceType and sourceId the entry's unique posting key. Null on entries typed in the
   * grid before the ledger wrote them.
   */
  @TextColumn(40, { nullable: true })
  kind: string | null;

  /** Sum of the debits (= sum of the credits), in quetzales; derived from the lines. */
  @MoneyColumn()
  totalAmount: string;

  /**
   * Derived from the lines by the writer (debits = credits in quetzales); always true for entries
   * the ledger wrote. False only flags an entry typed in the old grid whose lines never balanced.
   */
  @BooleanColumn(true)
  isBalanced: boolean;

  /** The entry this one reverses (sourceType 'journal_entry'); null otherwise. */
  @Column({ type: 'int', nullable: true })
  reversesEntryId: number | null;

  /** admin_users.id of who posted a manual entry or a reversal; null for automatic postings. */
  @Column({ type: 'int', nullable: true })
  createdBy: number | null;

  @OneToMany(() => JournalEntryLine, (line) => line.journalEntry)
  lines: Relation<JournalEntryLine>[];

  @CreatedAt()
  createdAt: Date;
}
