/**
 * The till's arithmetic, pure and in integer cents: what a guest owes in the currency they pay
 * with, and the change to hand back. Menu prices and order totals are quetzales; cash in US
 * dollars is converted at the day's rate (exchange_rates, set by a manager), and its change is
 * given in quetzales, the currency the drawer has plenty of. The API settles every payment with
 * it; the console's test API does too.
 */
import type { Currency, PosPaymentMethod } from './enums/payments.js';
import { dollarsToQuetzales, quetzalesToDollars } from './exchange-rate.js';
import { addMoney, compareMoney, normalizeMoney, subtractMoney } from './money.js';

/** The currency each way of paying hands over: cards are charged in quetzales. */
export const TENDER_CURRENCY: Record<PosPaymentMethod, Currency> = { cash_gtq: 'Q', cash_usd: 'USD', card: 'Q' };

/** Change always comes out of the drawer in quetzales. */
export const CHANGE_CURRENCY: Currency = 'Q';

/** How amounts are written on the POS: Q45.00, $5.81. */
export const CURRENCY_SIGN: Record<Currency, string> = { Q: 'Q', USD: '$' };

export interface Settlement {
  method: PosPaymentMethod;
  /** Currency of amountDue and tendered. */
  currency: Currency;
  /** The order's total in `currency` (dollars: rounded up to the cent). */
  amountDue: string;
  /** Cash handed over; for a card, what the terminal charged (total + tip). */
  tendered: string;
  /** Quetzales the guest left as a tip. */
  tip: string;
  /** Change in quetzales (CHANGE_CURRENCY). */
  changeDue: string;
  changeCurrency: Currency;
  /** Quetzales per dollar used for a dollar payment; null otherwise. */
  exchangeRate: string | null;
}

export interface TenderInput {
  method: PosPaymentMethod;
  totalQuetzales: string;
  /** Cash handed over in the method's currency; ignored for cards. */
  tendered: string | null;
  /** Quetzales the guest leaves as a tip ('0.00' when none). */
  tip: string;
  /** The day's rate; needed for cash in dollars. */
  usdToGtq: string | null;
}

export type SettleResult =
  | { ok: true; settlement: Settlement }
  | { ok: false; reason: 'tendered-required' | 'tendered-too-low'; currency: Currency; amountDue: string };

/** Settles an order total (quetzales) paid by `method`; cash needs `tendered`, in its own currency. */
export function settle({ method, totalQuetzales, tendered, tip, usdToGtq }: TenderInput): SettleResult {
  const currency = TENDER_CURRENCY[method];
  const total = normalizeMoney(totalQuetzales);
  const owed = addMoney(total, tip);
  const rate = currency === 'USD' ? requireRate(usdToGtq) : null;
  const inTender = (quetzales: string) => (rate ? quetzalesToDollars(quetzales, rate) : quetzales);
  const settlement = (handedOver: string, changeDue: string): SettleResult => ({
    ok: true,
    settlement: {
      method,
      currency,
      amountDue: inTender(total),
      tendered: handedOver,
      tip: normalizeMoney(tip),
      changeDue,
      changeCurrency: CHANGE_CURRENCY,
      exchangeRate: rate,
    },
  });

  if (method === 'card') return settlement(owed, '0.00');
  if (tendered === null) return { ok: false, reason: 'tendered-required', currency, amountDue: inTender(owed) };
  const worth = rate ? dollarsToQuetzales(tendered, rate) : normalizeMoney(tendered);
  if (compareMoney(worth, owed) < 0)
    return { ok: false, reason: 'tendered-too-low', currency, amountDue: inTender(owed) };
  return settlement(normalizeMoney(tendered), subtractMoney(worth, owed));
}

function requireRate(usdToGtq: string | null): string {
  if (usdToGtq === null) throw new RangeError('A dollar payment needs the day’s exchange rate');
  return usdToGtq;
}
