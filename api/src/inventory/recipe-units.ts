/**
 * Recipe quantities in stock units, in whole thousandths (a quantity has 3 decimals), so sums
 * of many portions stay exact. A recipe line names its own unit — usually the stock item's; a
 * recipe in grams of an item kept in kilograms (or pounds, ounces) is converted. Units that do
 * not convert (liters and pieces, or either against a weight) are read as the item's unit: the
 * console shows the recipe beside the item, and a wrong unit shows there, not as a refused serve.
 */
import type { InventoryUnit } from '@lakeside/contracts';

/** Grams per unit of weight. */
const GRAMS: Partial<Record<InventoryUnit, number>> = { grams: 1, kg: 1000, ounces: 28.349523125, lbs: 453.59237 };

/** "0.020" → 20. */
export function toMilli(quantity: string | number): number {
  return Math.round(Number(quantity) * 1000);
}

/** 20 → "0.020", -1500 → "-1.500". */
export function fromMilli(milli: number): string {
  return (milli / 1000).toFixed(3);
}

/** `milli` thousandths of `from` as thousandths of `to`. */
export function convertMilli(milli: number, from: InventoryUnit, to: InventoryUnit): number {
  const fromGrams = GRAMS[from];
  const toGrams = GRAMS[to];
  if (from === to || fromGrams === undefined || toGrams === undefined) return milli;
  return Math.round((milli * fromGrams) / toGrams);
}
