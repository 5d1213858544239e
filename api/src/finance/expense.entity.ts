import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Currency, ExpenseCategory, PaymentMethod, RecurringFrequency } from '@lakeside/contracts';
import {
  BooleanColumn,
  CreatedAt,
  DateOnlyColumn,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  UpdatedAt,
} from '../database/columns.js';
import { Account } from './account.entity.js';
import { Vendor } from './vendor.entity.js';

/** Money the retreat spent, as entered on the expense screen. */
@Entity('expenses')
@Index('IDX_expenses_expenseDate', ['expenseDate'])
@Index('IDX_expenses_vendorId', ['vendorId'])
@Index('IDX_expenses_accountId', ['accountId'])
export class Expense {
  @PrimaryGeneratedColumn()
  id: number;

  @DateOnlyColumn()
  expenseDate: string;

  /** The vendor record, when the payee is a known vendor. */
  @Column({ type: 'int', nullable: true })
  vendorId: number | null;

  @ManyToOne(() => Vendor, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'vendorId', foreignKeyConstraintName: 'FK_expenses_vendorId' })
  vendor: Relation<Vendor> | null;

  /** Payee as typed; kept even without (or after deleting) a vendor record. */
  @TextColumn(200)
  vendorName: string;

  /** The expense account it is booked to; an account with expenses cannot be deleted. */
  @Column({ type: 'int' })
  accountId: number;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'accountId', foreignKeyConstraintName: 'FK_expenses_accountId' })
  account: Relation<Account>;

  @MoneyColumn()
  amount: string;

  /** 'Q' (quetzales) or 'USD'. */
  @TextColumn(3, { default: 'Q' })
  currency: Currency;

  @TextColumn(500)
  description: string;

  @TextColumn(500, { nullable: true })
  receiptUrl: string | null;

  /** One of EXPENSE_CATEGORIES; each is booked to its own 5xxx account. */
  @TextColumn(50)
  category: ExpenseCategory;

  @TextColumn(20, { default: 'cash' })
  paymentMethod: PaymentMethod;

  /** Receipt, cheque or transfer number (max 50). */
  @TextColumn(50, { nullable: true })
  referenceNumber: string | null;

  @BooleanColumn(false)
  isRecurring: boolean;

  /** weekly | monthly | quarterly | yearly, when isRecurring. */
  @TextColumn(20, { nullable: true })
  recurringFrequency: RecurringFrequency | null;

  /** IVA included in `amount`, for the tax return. */
  @MoneyColumn({ default: 0 })
  taxAmount: string;

  @LongTextColumn({ nullable: true })
  notes: string | null;

  /** admin_users.id of the staff account that entered it; no FK so history survives. */
  @Column({ type: 'int', nullable: true })
  createdBy: number | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
