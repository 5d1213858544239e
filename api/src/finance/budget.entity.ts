import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, LongTextColumn, MoneyColumn, TextColumn, UpdatedAt } from '../database/columns.js';
import { Account } from './account.entity.js';

/** A planned amount for one account over a month (or a whole year when budgetMonth is null). */
@Entity('budgets')
@Index('IDX_budgets_period', ['budgetYear', 'budgetMonth'])
@Index('IDX_budgets_accountId', ['accountId'])
export class Budget {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(100)
  budgetName: string;

  @Column({ type: 'int' })
  budgetYear: number;

  /** 1–12; null for a budget covering the whole year. */
  @Column({ type: 'int', nullable: true })
  budgetMonth: number | null;

  @Column({ type: 'int' })
  accountId: number;

  /** An account with budgets cannot be deleted (RESTRICT). */
  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'accountId', foreignKeyConstraintName: 'FK_budgets_accountId' })
  account: Relation<Account>;

  @MoneyColumn()
  budgetedAmount: string;

  /** Derived from the ledger by every posting (ledger/budget-actuals.ts); read-only in the grid. */
  @MoneyColumn({ default: 0 })
  actualAmount: string;

  /** budgetedAmount − actualAmount: positive means under budget. */
  @MoneyColumn({ default: 0 })
  variance: string;

  @LongTextColumn({ nullable: true })
  notes: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
