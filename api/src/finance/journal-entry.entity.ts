import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { JournalSourceType } from '@lakeside/contracts';
import { BooleanColumn, CreatedAt, DateOnlyColumn, MoneyColumn, TextColumn } from '../database/columns.js';
import { JournalEntryLine } from './journal-entry-line.entity.js';

/**
 * A double-entry posting: its lines' debits equal its credits. Posted entries are never
 * edited (hence no updatedAt); a mistake is corrected by a reversing entry.
 */
@Entity('journal_entries')
@Index('IDX_journal_entries_entryDate', ['entryDate'])
@Index('IDX_journal_entries_source', ['sourceType', 'sourceId'])
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

  /** Sum of the debits (= sum of the credits). */
  @MoneyColumn()
  totalAmount: string;

  /** False flags an entry whose lines do not balance, for review. */
  @BooleanColumn(true)
  isBalanced: boolean;

  @OneToMany(() => JournalEntryLine, (line) => line.journalEntry)
  lines: Relation<JournalEntryLine>[];

  @CreatedAt()
  createdAt: Date;
}
