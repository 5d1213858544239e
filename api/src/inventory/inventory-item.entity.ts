import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { InventoryUnit } from '@lakeside/contracts';
import {
  BooleanColumn,
  CreatedAt,
  DateOnlyColumn,
  decimalTransformer,
  MoneyColumn,
  QuantityColumn,
  TextColumn,
  UpdatedAt,
} from '../database/columns.js';
import { Vendor } from '../finance/vendor.entity.js';
import { InventoryCategory } from './inventory-category.entity.js';

/** Something kept in stock: an ingredient, a drink, a cleaning product. */
@Entity('inventory_items')
@Unique('UQ_inventory_items_sku', ['sku'])
@Index('IDX_inventory_items_categoryId', ['categoryId'])
@Index('IDX_inventory_items_supplierId', ['supplierId'])
@Index('IDX_inventory_items_expiryDate', ['expiryDate'])
export class InventoryItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  categoryId: number | null;

  @ManyToOne(() => InventoryCategory, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'categoryId', foreignKeyConstraintName: 'FK_inventory_items_categoryId' })
  category: Relation<InventoryCategory> | null;

  @TextColumn(150)
  name: string;

  /** Stock-keeping unit code, unique (max 50). */
  @TextColumn(50)
  sku: string;

  /** The unit every quantity of this item is counted in. */
  @TextColumn(10)
  unit: InventoryUnit;

  /** In `unit`; three decimals so 1.125 kg or 0.355 liters are exact. */
  @QuantityColumn({ default: 0 })
  currentStock: string;

  /** Reorder point: at or below it the item shows as low stock. */
  @QuantityColumn({ default: 0 })
  minimumStock: string;

  /** Shelf capacity; null when there is no upper limit. */
  @QuantityColumn({ nullable: true })
  maximumStock: string | null;

  /** Last purchase price per `unit`, in quetzales; null until first bought. */
  @MoneyColumn({ nullable: true })
  unitCost: string | null;

  /**
   * Weighted average cost per `unit` of the stock on hand, in quetzales with 4 decimals (a gram
   * costs less than a centavo). Each purchase folds its price in (stock-ledger.ts); null until
   * the first purchase. Dish costs are priced with it.
   */
  @Column({ type: 'decimal', precision: 12, scale: 4, nullable: true, transformer: decimalTransformer(4) })
  averageCost: string | null;

  /** The usual vendor; unset if that vendor is deleted (SET NULL). */
  @Column({ type: 'int', nullable: true })
  supplierId: number | null;

  @ManyToOne(() => Vendor, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'supplierId', foreignKeyConstraintName: 'FK_inventory_items_supplierId' })
  supplier: Relation<Vendor> | null;

  /** Best-before date of the current stock, for perishables. */
  @DateOnlyColumn({ nullable: true })
  expiryDate: string | null;

  /** Where it is kept: "Walk-in fridge", "Bar shelf 2" (max 100). */
  @TextColumn(100, { nullable: true })
  location: string | null;

  @BooleanColumn(true)
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
