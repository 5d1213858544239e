import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { subtractMoney, toCents, type DishCostReply } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { MenuItem } from '../restaurant/menu-item.entity.js';
import { ModifierOptionIngredient } from './modifier-option-ingredient.entity.js';
import { RecipeIngredient } from './recipe-ingredient.entity.js';
import { convertMilli, toMilli } from './recipe-units.js';

/** A recipe line of the dish or of one of its default options. */
type CostedLine = Pick<RecipeIngredient, 'quantityNeeded' | 'unit' | 'inventoryItem'>;

/**
 * GET /api/inventory/dish-costs: each dish's cost by its recipe and its default options' (a
 * portion as usually sold), priced at its ingredients' average cost (the last purchase price, or
 * the price typed on the item, before there is an average), and the margin at its menu price.
 */
@Injectable()
export class DishCostsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(): Promise<DishCostReply[]> {
    const dishes = await this.dataSource.getRepository(MenuItem).find({
      select: { id: true, name: true, price: true },
      order: { name: 'ASC' },
    });
    const recipes = await this.dataSource.getRepository(RecipeIngredient).find({ relations: { inventoryItem: true } });
    // What a dish is usually sold with: the options preselected for it (whole milk in a latte).
    const defaults = await this.dataSource.getRepository(ModifierOptionIngredient).find({
      where: { modifierOption: { isDefault: true } },
      relations: { inventoryItem: true, modifierOption: { modifier: true } },
    });
    return dishes.map((dish) => {
      const lines: CostedLine[] = [
        ...recipes.filter((line) => line.menuItemId === dish.id),
        ...defaults.filter((line) => line.modifierOption.modifier.itemId === dish.id),
      ];
      let costMilliCents = 0;
      let uncosted = 0;
      for (const line of lines) {
        const price = line.inventoryItem.averageCost ?? line.inventoryItem.unitCost;
        if (price === null) uncosted += 1;
        const milli = convertMilli(toMilli(line.quantityNeeded), line.unit, line.inventoryItem.unit);
        // Quetzales per unit × thousandths of a unit = thousandths of a quetzal; × 100 for cents.
        costMilliCents += price === null ? 0 : milli * Number(price) * 100;
      }
      const cost = (Math.round(costMilliCents / 1000) / 100).toFixed(2);
      const margin = subtractMoney(dish.price, cost);
      const priceCents = toCents(dish.price);
      return {
        menuItemId: dish.id,
        name: dish.name,
        price: dish.price,
        cost,
        margin,
        marginPercent: priceCents > 0 ? Math.round((toCents(margin) / priceCents) * 1000) / 10 : null,
        ingredientCount: lines.length,
        uncostedIngredients: uncosted,
      };
    });
  }
}
