import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { OrderItemStatus } from '@lakeside/contracts';
import { CreatedAt, LongTextColumn, MoneyColumn, TextColumn, UpdatedAt } from '../database/columns.js';
import { SoldTaxColumns } from '../taxes/sold-tax-columns.js';
import { MenuItem } from './menu-item.entity.js';
import { OrderItemModifier } from './order-item-modifier.entity.js';
import { RestaurantOrder } from './restaurant-order.entity.js';

/**
 * One line of an order. unitPrice is the menu price at the time of ordering (plus modifier
 * adjustments), so later price changes do not rewrite past orders; likewise its food and drink
 * taxes as sold (SoldTaxColumns).
 */
@Entity('order_items')
@Index('IDX_order_items_orderId', ['orderId'])
@Index('IDX_order_items_menuItemId', ['menuItemId'])
// The console's grid: filtered by status and sorted by time, or newest first (scale-indexes migration).
@Index('IDX_order_items_status_createdAt', ['status', 'createdAt'])
@Index('IDX_order_items_createdAt', ['createdAt'])
export class OrderItem extends SoldTaxColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => RestaurantOrder, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'FK_order_items_orderId' })
  order: Relation<RestaurantOrder>;

  @Column({ type: 'int' })
  menuItemId: number;

  /** A dish that has been ordered cannot be deleted (RESTRICT): mark it unavailable instead. */
  @ManyToOne(() => MenuItem, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'menuItemId', foreignKeyConstraintName: 'FK_order_items_menuItemId' })
  menuItem: Relation<MenuItem>;

  @Column({ type: 'int' })
  quantity: number;

  @MoneyColumn()
  unitPrice: string;

  /** quantity × unitPrice. */
  @MoneyColumn()
  totalPrice: string;

  @LongTextColumn({ nullable: true })
  specialRequests: string | null;

  @TextColumn(20, { default: 'pending' })
  status: OrderItemStatus;

  @OneToMany(() => OrderItemModifier, (modifier) => modifier.orderItem)
  modifiers: Relation<OrderItemModifier>[];

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
