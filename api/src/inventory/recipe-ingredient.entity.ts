import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { InventoryUnit } from '@lakeside/contracts';
import { CreatedAt, MoneyColumn, QuantityColumn, TextColumn, UpdatedAt } from '../database/columns.js';
import { MenuItem } from '../restaurant/menu-item.entity.js';
import { InventoryItem } from './inventory-item.entity.js';

/**
 * How much of a stock item one portion of a dish uses. Part of the dish's recipe (deleted with
 * the dish); a stock item used in a recipe cannot be deleted (RESTRICT).
 */
@Entity('recipe_ingredients')
@Unique('UQ_recipe_ingredients_menuItem_inventoryItem', ['menuItemId', 'inventoryItemId'])
@Index('IDX_recipe_ingredients_inventoryItemId', ['inventoryItemId'])
export class RecipeIngredient {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  menuItemId: number;

  @ManyToOne(() => MenuItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'menuItemId', foreignKeyConstraintName: 'FK_recipe_ingredients_menuItemId' })
  menuItem: Relation<MenuItem>;

  @Column({ type: 'int' })
  inventoryItemId: number;

  @ManyToOne(() => InventoryItem, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'inventoryItemId', foreignKeyConstraintName: 'FK_recipe_ingredients_inventoryItemId' })
  inventoryItem: Relation<InventoryItem>;

  /** Per portion, in `unit`. */
  @QuantityColumn()
  quantityNeeded: string;

  /** Usually the stock item's unit; recorded so a recipe reads on its own. */
  @TextColumn(10)
  unit: InventoryUnit;

  /** Cost of one `unit` when the recipe was costed; null if not costed. */
  @MoneyColumn({ nullable: true })
  costPerUnit: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
