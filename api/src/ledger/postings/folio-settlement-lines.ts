/**
 * The part of a stay's payment that paid meals charged to the room (docs/decisions/0019):
 * their revenue was posted when they were charged (Dr receivable), so this part credits the
 * receivable with exactly the quetzales it was debited with. A payment in dollars is valued at
 * its day's rate, the meals at the rate of the day they were charged: the difference is an
 * exchange gain or loss, not restaurant revenue.
 */
import {
  ledgerQuetzales,
  subtractMoney,
  sumMoney,
  toCents,
  type CalendarDate,
  type Currency,
  type MoneyString,
} from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { FolioCharge } from '../../folio/folio-charge.entity.js';
import type { BookingPayment } from '../../payments/booking-payment.entity.js';
import type { PostingLineDraft } from '../ledger-writer.js';
import { ledgerRate } from '../ledger-rates.js';
import { openCreditEntry } from './invoice-credit-posting.js';

export interface MealsSettled {
  /** What of the payment went to meals, in the payment's currency. */
  inPaymentCurrency: MoneyString;
  lines: PostingLineDraft[];
  /** The rate the dollar lines of the entry are valued at (the fx line was computed with it). */
  rate: string | null;
}

export async function mealsSettled(
  manager: EntityManager,
  payment: BookingPayment,
  currency: Currency,
  date: CalendarDate,
): Promise<MealsSettled | null> {
  if (payment.bookingKind !== 'room') return null;
  const charges = await manager.find(FolioCharge, { where: { settledByPaymentId: payment.id } });
  if (charges.length === 0) return null;
  const quetzales = sumMoney(charges.map((charge) => charge.quetzales));
  const receivable: PostingLineDraft = { account: 'receivable', side: 'credit', amount: quetzales, currency: 'Q' };
  if (currency === 'Q') return { inPaymentCurrency: quetzales, lines: [receivable], rate: null };
  const inPaymentCurrency = sumMoney(charges.map((charge) => charge.amount));
  const rate = await ledgerRate(manager, date);
  // Without a rate the entry waits for the backfill (postEntry answers 'no-rate'); no fx line yet.
  if (!rate) return { inPaymentCurrency, lines: [receivable], rate: null };
  const gain = subtractMoney(ledgerQuetzales(inPaymentCurrency, 'USD', rate), quetzales);
  return { inPaymentCurrency, lines: [receivable, ...fxLine(gain, 'Meals charged at another rate')], rate };
}

/**
 * The nights part of a stay's payment when an invoice issued on credit already posted their
 * revenue: it clears that receivable (with the quetzales it was debited with when it pays the
 * whole of it) instead of crediting room revenue and taxes a second time.
 */
export async function creditSettled(
  manager: EntityManager,
  payment: BookingPayment,
  forNights: MoneyString,
  currency: Currency,
  date: CalendarDate,
): Promise<Omit<MealsSettled, 'inPaymentCurrency'> | null> {
  if (payment.bookingKind !== 'room' || toCents(forNights) <= 0) return null;
  const entry = await openCreditEntry(manager, payment.bookingId);
  const owed = entry?.lines.find((line) => line.debitAmount !== '0.00');
  if (!entry || !owed) return null;
  const rate = currency === 'Q' ? null : await ledgerRate(manager, date);
  const whole = owed.currency === currency && owed.currencyAmount === forNights;
  const quetzales = whole
    ? owed.debitAmount
    : rate || currency === 'Q'
      ? ledgerQuetzales(forNights, currency, rate)
      : null;
  if (quetzales === null) {
    return { lines: [{ account: 'receivable', side: 'credit', amount: forNights, currency }], rate: null };
  }
  const receivable: PostingLineDraft = {
    account: { id: owed.accountId },
    side: 'credit',
    amount: quetzales,
    currency: 'Q',
  };
  const gain = currency === 'Q' ? '0.00' : subtractMoney(ledgerQuetzales(forNights, currency, rate), quetzales);
  return { lines: [receivable, ...fxLine(gain, 'Invoiced at another rate')], rate };
}

/** What the rate's move made of a receivable paid in dollars: a gain (credit) or a loss (debit). */
function fxLine(gain: MoneyString, description: string): PostingLineDraft[] {
  if (toCents(gain) === 0) return [];
  return [{ account: 'fx.differences', side: 'credit', amount: gain, currency: 'Q', description }];
}
