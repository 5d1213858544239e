import { sumMoney, type OrderReply, type TaxLineReply } from '@lakeside/contracts';

/**
 * An order's taxes as its receipt lists them: each rule once (its lines' amounts summed, as
 * stored when the order was placed), added taxes apart from included ones.
 */
export function orderTaxes(order: Pick<OrderReply, 'items'>): { added: TaxLineReply[]; included: TaxLineReply[] } {
  const byRule = new Map<string, TaxLineReply>();
  for (const tax of order.items.flatMap((line) => line.taxes)) {
    const key = `${tax.name}|${tax.rate}|${tax.included}`;
    const seen = byRule.get(key);
    byRule.set(key, seen ? { ...seen, amount: sumMoney([seen.amount, tax.amount]) } : tax);
  }
  const taxes = [...byRule.values()];
  return { added: taxes.filter((tax) => !tax.included), included: taxes.filter((tax) => tax.included) };
}
