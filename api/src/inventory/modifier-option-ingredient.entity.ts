import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { InventoryUnit } from '@lakeside/contracts';
import { CreatedAt, QuantityColumn, TextColumn, UpdatedAt } from '../database/columns.js';
import { ModifierOption } from '../restaurant/modifier-option.entity.js';
import { InventoryItem } from './inventory-item.entity.js';

/**
 * What choosing a modifier option changes in a dish's recipe, per portion: "Oat milk" uses
 * 0.200 liters of oat milk, "Extra shot" 0.009 kg of coffee. Signed, so an option can also
 * take something out ("No cheese": −0.030 kg of cheese). Deleted with its option; a stock
 * item used here cannot be deleted (RESTRICT).
 */
@Entity('modifier_option_ingredients')
@Unique('UQ_modifier_option_ingredients_option_item', ['modifierOptionId', 'inventoryItemId'])
@Index('IDX_modifier_option_ingredients_inventoryItemId', ['inventoryItemId'])
export class ModifierOptionIngredient {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  modifierOptionId: number;

  @ManyToOne(() => ModifierOption, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'modifierOptionId', foreignKeyConstraintName: 'FK_modifier_option_ingredients_modifierOptionId' })
  modifierOption: Relation<ModifierOption>;

  @Column({ type: 'int' })
  inventoryItemId: number;

  @ManyToOne(() => InventoryItem, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'inventoryItemId', foreignKeyConstraintName: 'FK_modifier_option_ingredients_inventoryItemId' })
  inventoryItem: Relation<InventoryItem>;

  /** Per portion, in `unit`; negative takes it out of the dish's recipe. */
  @QuantityColumn()
  quantityNeeded: string;

  /** Usually the stock item's unit (see recipe-units.ts for the conversions). */
  @TextColumn(10)
  unit: InventoryUnit;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
