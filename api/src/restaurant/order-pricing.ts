/**
 * Prices an order from the menu, never from the client: each line's unit price is the dish's
 * price plus its chosen options' adjustments, in exact cents. The client's own figures are
 * only compared, so a tampered or stale price is refused instead of charged. Pure: the caller
 * loads the menu rows and turns the problems into HTTP replies.
 */
import { compareMoney, MAX_MONEY, moneyEquals, multiplyMoney, sumMoney, addMoney } from '@lakeside/contracts';
import { taxLines, type LineTaxes, type TaxTerms } from '../taxes/tax-lines.js';
import { RESTAURANT_MESSAGES } from './restaurant-messages.js';

export interface MenuOption {
  id: number;
  name: string;
  priceAdjustment: string;
  isDefault: boolean;
}

export interface MenuChoice {
  id: number;
  name: string;
  type: 'single' | 'multiple';
  isRequired: boolean;
  options: readonly MenuOption[];
}

/** A dish as the pricing needs it; `orderable` is false when it or its category is switched off. */
export interface OrderableItem {
  id: number;
  name: string;
  price: string;
  orderable: boolean;
  modifiers: readonly MenuChoice[];
}

export interface RequestedLine {
  menuItemId: number;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
  specialRequests: string | null;
  modifierOptionIds: readonly number[];
}

export interface RequestedTotals {
  items: readonly RequestedLine[];
  subtotal: string;
  totalAmount: string;
}

export interface ChosenOption {
  modifierOptionId: number;
  name: string;
  priceAdjustment: string;
}

/** A line priced from the menu, with its food and drink taxes (included in totalPrice, or added). */
export interface PricedLine extends LineTaxes {
  menuItemId: number;
  itemName: string;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
  specialRequests: string | null;
  options: ChosenOption[];
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotal: string;
  /** The lines' added taxes. */
  taxAmount: string;
  /** subtotal + the added taxes (the retreat adds no service charge or discount). */
  totalAmount: string;
}

/**
 * Why an order cannot be taken, by the reply it deserves: 'invalid' (400: no such dish or
 * choice), 'unavailable' (409: the dish exists but is off), 'price' (422: the client's figure
 * differs from the menu's).
 */
export type PricingProblem =
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'unavailable'; field: string; itemName: string }
  | { kind: 'price'; field: string; message: string };

export type PricingResult = { ok: true; order: PricedOrder } | { ok: false; problems: PricingProblem[] };

/**
 * `taxes`: the active food and drink rules (tax-rules.ts), applied to each line's total; the
 * added ones are charged on top of the subtotal, so the client's total must include them.
 */
export function priceOrder(
  menu: ReadonlyMap<number, OrderableItem>,
  request: RequestedTotals,
  taxes: readonly TaxTerms[],
): PricingResult {
  const problems: PricingProblem[] = [];
  const lines: PricedLine[] = [];
  request.items.forEach((requested, index) => {
    const field = `items.${index}`;
    const item = menu.get(requested.menuItemId);
    if (!item) {
      problems.push({
        kind: 'invalid',
        field: `${field}.menuItemId`,
        message: RESTAURANT_MESSAGES.unknownMenuItem(requested.menuItemId),
      });
      return;
    }
    if (!item.orderable) {
      problems.push({ kind: 'unavailable', field: `${field}.menuItemId`, itemName: item.name });
      return;
    }
    const chosen = chooseOptions(item, requested.modifierOptionIds, `${field}.modifierOptionIds`);
    if ('problem' in chosen) {
      problems.push(chosen.problem);
      return;
    }
    const unitPrice = addMoney(item.price, ...chosen.options.map((option) => option.priceAdjustment));
    const totalPrice = multiplyMoney(unitPrice, requested.quantity);
    if (!moneyEquals(requested.unitPrice, unitPrice) || !moneyEquals(requested.totalPrice, totalPrice)) {
      problems.push({
        kind: 'price',
        field: `${field}.unitPrice`,
        message: RESTAURANT_MESSAGES.linePrice(item.name, unitPrice),
      });
    }
    lines.push({
      menuItemId: item.id,
      itemName: item.name,
      quantity: requested.quantity,
      unitPrice,
      totalPrice,
      ...taxLines(totalPrice, taxes),
      specialRequests: requested.specialRequests,
      options: chosen.options,
    });
  });
  if (problems.length) return { ok: false, problems };

  const subtotal = sumMoney(lines.map((line) => line.totalPrice));
  const taxAmount = sumMoney(lines.map((line) => line.taxAdded));
  const totalAmount = addMoney(subtotal, taxAmount);
  if (compareMoney(totalAmount, MAX_MONEY) > 0) {
    return { ok: false, problems: [{ kind: 'invalid', field: 'items', message: RESTAURANT_MESSAGES.orderTooLarge }] };
  }
  if (!moneyEquals(request.subtotal, subtotal) || !moneyEquals(request.totalAmount, totalAmount)) {
    return {
      ok: false,
      problems: [{ kind: 'price', field: 'totalAmount', message: RESTAURANT_MESSAGES.orderTotal(totalAmount) }],
    };
  }
  return { ok: true, order: { lines, subtotal, taxAmount, totalAmount } };
}

/**
 * The options of one line, checked against the dish's modifiers. A required single choice the
 * client left out gets its default option (docs/requirements/restaurant.md#orders: clients of
 * the first version know nothing of modifiers), and a default never changes the price the guest
 * saw unless staff priced it so.
 */
function chooseOptions(
  item: OrderableItem,
  optionIds: readonly number[],
  field: string,
): { options: ChosenOption[] } | { problem: PricingProblem } {
  const invalid = (message: string) => ({ problem: { kind: 'invalid' as const, field, message } });
  if (new Set(optionIds).size !== optionIds.length) return invalid(RESTAURANT_MESSAGES.unknownOption(item.name));
  const known = new Set(item.modifiers.flatMap((modifier) => modifier.options.map((option) => option.id)));
  if (optionIds.some((id) => !known.has(id))) return invalid(RESTAURANT_MESSAGES.unknownOption(item.name));

  const options: ChosenOption[] = [];
  for (const modifier of item.modifiers) {
    let picked = modifier.options.filter((option) => optionIds.includes(option.id));
    if (modifier.type === 'single' && picked.length > 1) {
      return invalid(RESTAURANT_MESSAGES.oneOptionOnly(modifier.name, item.name));
    }
    if (picked.length === 0 && modifier.isRequired) {
      const fallback = modifier.type === 'single' ? modifier.options.find((option) => option.isDefault) : undefined;
      if (!fallback) return invalid(RESTAURANT_MESSAGES.optionRequired(modifier.name, item.name));
      picked = [fallback];
    }
    options.push(
      ...picked.map((option) => ({
        modifierOptionId: option.id,
        name: option.name,
        priceAdjustment: option.priceAdjustment,
      })),
    );
  }
  return { options };
}
