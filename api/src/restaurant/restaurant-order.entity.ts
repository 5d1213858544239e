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
import type {
  Currency,
  OrderPaymentStatus,
  OrderSource,
  OrderStatus,
  OrderType,
  PosPaymentMethod,
} from '@lakeside/contracts';
import { CreatedAt, LongTextColumn, MoneyColumn, TextColumn, TimestampColumn, UpdatedAt } from '../database/columns.js';
import { User } from '../auth/user.entity.js';
import { exchangeRateTransformer } from '../exchange-rates/exchange-rate-column.js';
import { OrderItem } from './order-item.entity.js';

/** An order taken at the point of sale or placed online. Money in `currency` (quetzales). */
@Entity('restaurant_orders')
@Unique('UQ_restaurant_orders_orderNumber', ['orderNumber'])
@Unique('UQ_restaurant_orders_clientOrderId', ['clientOrderId'])
// The console's grids: filtered by status and sorted by time, or newest first (scale-indexes migration).
@Index('IDX_restaurant_orders_status_orderTime', ['status', 'orderTime'])
@Index('IDX_restaurant_orders_createdAt', ['createdAt'])
@Index('IDX_restaurant_orders_orderTime', ['orderTime'])
@Index('IDX_restaurant_orders_customerId', ['customerId'])
@Index('IDX_restaurant_orders_tillSessionId', ['tillSessionId'])
@Index('IDX_restaurant_orders_clientPaymentId', ['clientPaymentId'], { unique: true })
@Index('IDX_restaurant_orders_loyaltyMemberId', ['loyaltyMemberId'])
export class RestaurantOrder {
  @PrimaryGeneratedColumn()
  id: number;

  /** Short number read out to the guest and shown on the ticket, "R-0142": see order-number.ts (max 20). */
  @TextColumn(20)
  orderNumber: string;

  /**
   * Id the client generated before its first submit; a retried submit carries the same id and
   * finds the existing order instead of creating a second one. Null for orders without one.
   */
  @TextColumn(36, { nullable: true })
  clientOrderId: string | null;

  /**
   * Fingerprint (SHA-256) of the request that created the order under clientOrderId: a retry
   * with a different body is refused instead of answered with this order (request-fingerprint.ts).
   */
  @TextColumn(64, { nullable: true })
  clientOrderHash: string | null;

  @TextColumn(20)
  orderType: OrderType;

  /** Who placed it: 'pos' (staff at the till) or 'guest' (the public menu page, no sign-in). */
  @TextColumn(10, { default: 'pos' })
  source: OrderSource;

  /** pending → confirmed → preparing → ready → served, or cancelled. */
  @TextColumn(20, { default: 'pending' })
  status: OrderStatus;

  /** The guest's website account, if they have one (users.id, a uuid). */
  @TextColumn(36, { nullable: true })
  customerId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_restaurant_orders_customerId' })
  customer: Relation<User> | null;

  @TextColumn(100)
  customerName: string;

  @TextColumn(20, { nullable: true })
  customerPhone: string | null;

  @TextColumn(255, { nullable: true })
  customerEmail: string | null;

  /** Room id or name for room service (max 30). */
  @TextColumn(30, { nullable: true })
  roomNumber: string | null;

  /** Table for dine-in (max 10). */
  @TextColumn(10, { nullable: true })
  tableNumber: string | null;

  /** Sum of the items' totalPrice, computed by the server. */
  @MoneyColumn()
  subtotal: string;

  @MoneyColumn({ default: 0 })
  taxAmount: string;

  @MoneyColumn({ default: 0 })
  serviceCharge: string;

  @MoneyColumn({ default: 0 })
  discountAmount: string;

  /** subtotal + taxAmount + serviceCharge − discountAmount. */
  @MoneyColumn()
  totalAmount: string;

  /** 'Q' (quetzales): menu prices are in Q. */
  @TextColumn(3, { default: 'Q' })
  currency: Currency;

  /** pending until the till takes the money, then paid. */
  @TextColumn(20, { default: 'pending' })
  paymentStatus: OrderPaymentStatus;

  /** cash_gtq | cash_usd | card (max 20). */
  @TextColumn(20, { nullable: true })
  paymentMethod: PosPaymentMethod | null;

  /** The payment provider's id for a card payment (max 100). */
  @TextColumn(100, { nullable: true })
  paymentId: string | null;

  /**
   * Currency the till received: 'USD' for cash in dollars, 'Q' for quetzales and cards. With
   * paidAmount it is what the cash drawer must hold at the end of the day.
   */
  @TextColumn(3, { nullable: true })
  paidCurrency: Currency | null;

  /** The order's total in paidCurrency (for USD: converted at exchangeRate, rounded up to the cent). */
  @MoneyColumn({ nullable: true })
  paidAmount: string | null;

  @TimestampColumn({ nullable: true })
  paidAt: Date | null;

  /**
   * Id the till made before its first attempt to take the payment (an offline device's queue
   * resends it): a replay finds this payment and gets the same reply. Unique: one payment per key.
   */
  @TextColumn(36, { nullable: true })
  clientPaymentId: string | null;

  /** Fingerprint of the payment request taken under clientPaymentId (request-fingerprint.ts). */
  @TextColumn(64, { nullable: true })
  clientPaymentHash: string | null;

  /**
   * The loyalty member the payment was for (loyalty_program.id), set with the payment: it earned
   * on it and may have redeemed points as discountAmount. No foreign key (added in place).
   */
  @Column({ type: 'int', nullable: true })
  loyaltyMemberId: number | null;

  /**
   * The till session the payment was taken in (till_sessions.id). No foreign key: the column
   * was added in place to a table with live data (see nullable-columns.ts).
   */
  @Column({ type: 'int', nullable: true })
  tillSessionId: number | null;

  /** Quetzales per dollar a dollar payment used, "7.7500" (the day's rate then); null otherwise. */
  @Column({ type: 'decimal', precision: 10, scale: 4, nullable: true, transformer: exchangeRateTransformer })
  exchangeRate: string | null;

  /** Cash handed over, in paidCurrency; for a card, what the terminal charged (total and tip). */
  @MoneyColumn({ nullable: true })
  tendered: string | null;

  /** Change handed back, always in quetzales (dollars get their change in Q). */
  @MoneyColumn({ nullable: true })
  changeGiven: string | null;

  /** A tip in quetzales: kept from the cash, or added to the card charge. */
  @MoneyColumn({ nullable: true })
  tipAmount: string | null;

  @LongTextColumn({ nullable: true })
  specialInstructions: string | null;

  /** Minutes until ready, as promised to the guest. */
  @Column({ type: 'int', nullable: true })
  estimatedTime: number | null;

  /** When the guest placed the order (UTC). */
  @TimestampColumn()
  orderTime: Date;

  @TimestampColumn({ nullable: true })
  confirmedAt: Date | null;

  @TimestampColumn({ nullable: true })
  readyAt: Date | null;

  @TimestampColumn({ nullable: true })
  servedAt: Date | null;

  @OneToMany(() => OrderItem, (item) => item.order)
  items: Relation<OrderItem>[];

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
