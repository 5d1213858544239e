import { Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, Column, type Relation } from 'typeorm';
import type { AccountType } from '@lakeside/contracts';
import { BooleanColumn, CreatedAt, LongTextColumn, TextColumn, UpdatedAt } from '../database/columns.js';

/**
 * One account of the chart of accounts (`chart_of_accounts`). Codes follow the usual ranges:
 * 1000 assets, 2000 liabilities, 3000 equity, 4000 revenue, 5000 expenses.
 */
@Entity('chart_of_accounts')
@Unique('UQ_chart_of_accounts_accountCode', ['accountCode'])
@Index('IDX_chart_of_accounts_parentAccountId', ['parentAccountId'])
export class Account {
  @PrimaryGeneratedColumn()
  id: number;

  /** Short numeric code such as "4100"; the natural key (max 20). */
  @TextColumn(20)
  accountCode: string;

  @TextColumn(150)
  accountName: string;

  @TextColumn(20)
  accountType: AccountType;

  /** Grouping account this one rolls up into; null for a top-level account. */
  @Column({ type: 'int', nullable: true })
  parentAccountId: number | null;

  /** A parent with sub-accounts cannot be deleted (RESTRICT): deactivate it instead. */
  @ManyToOne(() => Account, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'parentAccountId', foreignKeyConstraintName: 'FK_chart_of_accounts_parentAccountId' })
  parentAccount: Relation<Account> | null;

  /** Inactive accounts stay for history but are not offered for new postings. */
  @BooleanColumn(true)
  isActive: boolean;

  @LongTextColumn({ nullable: true })
  description: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
