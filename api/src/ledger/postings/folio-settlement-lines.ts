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
  const fx: PostingLineDraft[] =
    toCents(gain) === 0
      ? []
      : [{ account: 'fx.differences', side: 'credit', amount: gain, currency: 'Q', description: 'Meals charged at another rate' }];
  return { inPaymentCurrency, lines: [receivable, ...fx], rate };
}
