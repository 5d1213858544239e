/**
 * The meals on a stay's invoice (docs/decisions/0019-folio-and-revenue.md): one line per order
 * charged to the room — its number and day, its total in the stay's currency as the folio holds
 * it (the rate of the day it was charged) — and the taxes its dishes were sold with, valued at
 * that same rate (named on the meal's line and summed per rule with the stay's), so the invoice
 * bills exactly what the folio charged.
 */
import { ledgerDollars, taxesPerRule, type InvoiceLine, type Language, type TaxLineReply } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { retreatToday } from '../common/time/retreat-clock.js';
import { OrderItem } from '../restaurant/order-item.entity.js';
import { soldTaxes } from '../taxes/tax-lines.js';
import { chargesOf } from './folio-balance.js';
import { orderNumbersOf } from './folio-view.js';

const WORDS = {
  en: {
    meal: (number: string, date: string) => `Restaurant, order ${number} (${date}), charged to the room`,
    included: 'incl.',
  },
  es: {
    meal: (number: string, date: string) => `Restaurante, pedido ${number} (${date}), cargado a la habitación`,
    included: 'incl.',
  },
} as const;

/** "IVA (12%) incl. 0.41": the meal's own taxes on its line, as the stay's currency values them. */
function taxNote(taxes: readonly TaxLineReply[], language: Language): string {
  const parts = taxes
    .filter((tax) => tax.amount !== '0.00')
    .map((tax) => `${tax.name} ${tax.included ? WORDS[language].included : '+'} ${tax.amount}`);
  return parts.length > 0 ? ` · ${parts.join(', ')}` : '';
}

export async function mealLines(
  manager: EntityManager,
  bookingId: number,
  language: Language,
): Promise<{ lines: InvoiceLine[]; taxes: TaxLineReply[] }> {
  const charges = await chargesOf(manager, [bookingId]);
  const numbers = await orderNumbersOf(manager, charges);
  const lines: InvoiceLine[] = [];
  const taxes: TaxLineReply[][] = [];
  for (const charge of charges) {
    const number = numbers.get(charge.orderId) ?? String(charge.orderId);
    const items = await manager.find(OrderItem, { where: { orderId: charge.orderId } });
    const rate = charge.exchangeRate;
    const sold = taxesPerRule(items.map((item) => soldTaxes(item).taxes));
    const own = rate ? sold.map((tax) => ({ ...tax, amount: ledgerDollars(tax.amount, rate) })) : sold;
    taxes.push(own);
    lines.push({
      description: `${WORDS[language].meal(number, retreatToday(charge.chargedAt))}${taxNote(own, language)}`.slice(
        0,
        255,
      ),
      quantity: 1,
      unitPrice: charge.amount,
    });
  }
  return { lines, taxes: taxesPerRule(taxes) };
}
