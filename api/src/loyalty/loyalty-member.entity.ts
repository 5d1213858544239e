import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import type { LoyaltyTier } from '@lakeside/contracts';
import {
  BooleanColumn,
  CreatedAt,
  DateOnlyColumn,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  TimestampColumn,
  UpdatedAt,
} from '../database/columns.js';
import { User } from '../auth/user.entity.js';
import { LoyaltyTransaction } from './loyalty-transaction.entity.js';

/** A member of the restaurant's loyalty programme (`loyalty_program`). */
@Entity('loyalty_program')
@Unique('UQ_loyalty_program_membershipNumber', ['membershipNumber'])
@Unique('UQ_loyalty_program_customerId', ['customerId'])
@Index('UQ_loyalty_program_phone', ['phone'], { unique: true })
@Index('UQ_loyalty_program_email', ['email'], { unique: true })
export class LoyaltyMember {
  @PrimaryGeneratedColumn()
  id: number;

  /**
   * The member's website account (users.id, a uuid), if any; one membership per account.
   * Cleared if the account is deleted (SET NULL).
   */
  @TextColumn(36, { nullable: true })
  customerId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_loyalty_program_customerId' })
  customer: Relation<User> | null;

  /** How staff greet the member (walk-in diners have no website account to take it from). */
  @TextColumn(100, { nullable: true })
  name: string | null;

  /** Digits with the country code ("50255551234", normalizePhone); unique when present. */
  @TextColumn(20, { nullable: true })
  phone: string | null;

  /** Lower case (normalizeEmail); unique when present. */
  @TextColumn(255, { nullable: true })
  email: string | null;

  /** Printed on the member's card, e.g. "LS-000123" (max 20). */
  @TextColumn(20)
  membershipNumber: string;

  @TextColumn(20, { default: 'bronze' })
  membershipTier: LoyaltyTier;

  /** Current balance: the sum of the member's transactions' pointsChanged. */
  @Column({ type: 'int', default: 0 })
  totalPoints: number;

  /** Lifetime spend in quetzales; drives the tier. */
  @MoneyColumn({ default: 0 })
  totalSpent: string;

  @Column({ type: 'int', default: 0 })
  totalVisits: number;

  @TimestampColumn({ nullable: true })
  lastVisit: Date | null;

  @DateOnlyColumn()
  joinDate: string;

  @BooleanColumn(true)
  isActive: boolean;

  @LongTextColumn({ nullable: true })
  notes: string | null;

  @OneToMany(() => LoyaltyTransaction, (transaction) => transaction.member)
  transactions: Relation<LoyaltyTransaction>[];

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
