import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, MoneyColumn } from '../database/columns.js';
import { ModifierOption } from './modifier-option.entity.js';
import { OrderItem } from './order-item.entity.js';

/** An option chosen for an order line, with its price as charged. Never edited. */
@Entity('order_item_modifiers')
@Index('IDX_order_item_modifiers_orderItemId', ['orderItemId'])
@Index('IDX_order_item_modifiers_modifierOptionId', ['modifierOptionId'])
export class OrderItemModifier {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  orderItemId: number;

  @ManyToOne(() => OrderItem, (item) => item.modifiers, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderItemId', foreignKeyConstraintName: 'FK_order_item_modifiers_orderItemId' })
  orderItem: Relation<OrderItem>;

  @Column({ type: 'int' })
  modifierOptionId: number;

  /** An option that has been ordered cannot be deleted (RESTRICT), like a menu item. */
  @ManyToOne(() => ModifierOption, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'modifierOptionId', foreignKeyConstraintName: 'FK_order_item_modifiers_modifierOptionId' })
  modifierOption: Relation<ModifierOption>;

  /** The option's priceAdjustment when ordered. */
  @MoneyColumn()
  priceAdjustment: string;

  @CreatedAt()
  createdAt: Date;
}
