/**
 * The till's arithmetic, pure and in integer cents: what a guest owes in the currency they pay
 * with, and the change to hand back. Menu prices and order totals are quetzales; cash in US
 * dollars is converted at USD_TO_GTQ.
 */
import {
  fromCents,
  subtractMoney,
  toCents,
  compareMoney,
  type Currency,
  type PosPaymentMethod,
} from '@lakeside/contracts';

/**
 * Quetzales per US dollar at the till: the one place the rate lives. A dollar total is rounded
 * up to the cent so the retreat never takes less than the quetzal price. Proposed to become
 * the env variable USD_TO_GTQ (config), so the manager can follow the bank rate without a release.
 */
export const USD_TO_GTQ = '7.75';

/** The currency each way of paying hands over: cards are charged in quetzales. */
export const TENDER_CURRENCY: Record<PosPaymentMethod, Currency> = { cash_gtq: 'Q', cash_usd: 'USD', card: 'Q' };

/** How amounts are written on the POS: Q45.00, $5.81. */
export const CURRENCY_SIGN: Record<Currency, string> = { Q: 'Q', USD: '$' };

export interface Settlement {
  method: PosPaymentMethod;
  /** Currency of amountDue, tendered and changeDue. */
  currency: Currency;
  amountDue: string;
  tendered: string;
  changeDue: string;
  /** Quetzales per dollar used for a dollar payment; null otherwise. */
  exchangeRate: string | null;
}

export type SettleResult =
  | { ok: true; settlement: Settlement }
  | { ok: false; reason: 'tendered-required' | 'tendered-too-low'; currency: Currency; amountDue: string };

/** Quetzales → dollars at `usdToGtq`, rounded up to the cent. */
export function quetzalesToDollars(quetzales: string, usdToGtq: string = USD_TO_GTQ): string {
  const gtqCents = BigInt(toCents(quetzales));
  const rateCents = BigInt(toCents(usdToGtq));
  // cents of USD = ceil(GTQ cents / rate) = ceil(GTQ cents × 100 / rate cents)
  return fromCents(Number((gtqCents * 100n + rateCents - 1n) / rateCents));
}

/** Settles an order total (quetzales) paid by `method`; cash needs `tendered`, in its own currency. */
export function settle(
  method: PosPaymentMethod,
  totalQuetzales: string,
  tendered: string | null,
  usdToGtq: string = USD_TO_GTQ,
): SettleResult {
  const currency = TENDER_CURRENCY[method];
  const amountDue =
    currency === 'USD' ? quetzalesToDollars(totalQuetzales, usdToGtq) : fromCents(toCents(totalQuetzales));
  const exchangeRate = currency === 'USD' ? usdToGtq : null;
  if (method === 'card') {
    return {
      ok: true,
      settlement: { method, currency, amountDue, tendered: amountDue, changeDue: '0.00', exchangeRate },
    };
  }
  if (tendered === null) return { ok: false, reason: 'tendered-required', currency, amountDue };
  if (compareMoney(tendered, amountDue) < 0) return { ok: false, reason: 'tendered-too-low', currency, amountDue };
  const changeDue = subtractMoney(tendered, amountDue);
  return { ok: true, settlement: { method, currency, amountDue, tendered, changeDue, exchangeRate } };
}
