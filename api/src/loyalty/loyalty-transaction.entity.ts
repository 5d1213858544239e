import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { LoyaltyTransactionType } from '@lakeside/contracts';
import { CreatedAt, TextColumn } from '../database/columns.js';
import { RestaurantOrder } from '../restaurant/restaurant-order.entity.js';
import { LoyaltyMember } from './loyalty-member.entity.js';

/** Points earned or spent: the member's ledger, never edited. Deleted with the member. */
@Entity('loyalty_transactions')
@Index('IDX_loyalty_transactions_loyaltyId', ['loyaltyId'])
@Index('IDX_loyalty_transactions_orderId', ['orderId'])
// An order earns once and redeems once, however often its payment is replayed.
@Index('UQ_loyalty_transactions_orderId_type', ['orderId', 'transactionType'], { unique: true })
export class LoyaltyTransaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  loyaltyId: number;

  @ManyToOne(() => LoyaltyMember, (member) => member.transactions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'loyaltyId', foreignKeyConstraintName: 'FK_loyalty_transactions_loyaltyId' })
  member: Relation<LoyaltyMember>;

  /** The order the points came from or were spent on; cleared if it is deleted (SET NULL). */
  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  @ManyToOne(() => RestaurantOrder, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'FK_loyalty_transactions_orderId' })
  order: Relation<RestaurantOrder> | null;

  @TextColumn(20)
  transactionType: LoyaltyTransactionType;

  /** Signed: positive for points earned, negative for points spent or expired. */
  @Column({ type: 'int' })
  pointsChanged: number;

  @TextColumn(255, { nullable: true })
  description: string | null;

  @CreatedAt()
  createdAt: Date;
}
