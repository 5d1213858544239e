import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { StockMovementType } from '@lakeside/contracts';
import { CreatedAt, LongTextColumn, MoneyColumn, QuantityColumn, TextColumn } from '../database/columns.js';
import { InventoryItem } from './inventory-item.entity.js';

/**
 * A change to an item's stock, kept as history (never edited). An item with movements
 * cannot be deleted (RESTRICT): deactivate it instead.
 */
@Entity('stock_movements')
@Index('IDX_stock_movements_item_createdAt', ['inventoryItemId', 'createdAt'])
@Index('IDX_stock_movements_reference', ['referenceType', 'referenceId'])
export class StockMovement {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  inventoryItemId: number;

  @ManyToOne(() => InventoryItem, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'inventoryItemId', foreignKeyConstraintName: 'FK_stock_movements_inventoryItemId' })
  inventoryItem: Relation<InventoryItem>;

  @TextColumn(20)
  movementType: StockMovementType;

  /** Signed, in the item's unit: positive adds stock, negative removes it. */
  @QuantityColumn()
  quantity: string;

  @MoneyColumn({ nullable: true })
  unitCost: string | null;

  @MoneyColumn({ nullable: true })
  totalCost: string | null;

  @TextColumn(255, { nullable: true })
  reason: string | null;

  /** Id or number of what caused it, e.g. an order number or an invoice number (max 50). */
  @TextColumn(50, { nullable: true })
  referenceId: string | null;

  /** restaurant_order | purchase | stocktake | … (max 30). */
  @TextColumn(30, { nullable: true })
  referenceType: string | null;

  @LongTextColumn({ nullable: true })
  notes: string | null;

  /** admin_users.id of the staff account that recorded it; no FK so history survives. */
  @Column({ type: 'int', nullable: true })
  performedBy: number | null;

  @CreatedAt()
  createdAt: Date;
}
