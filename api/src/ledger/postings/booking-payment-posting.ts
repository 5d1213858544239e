/**
 * A booking's money: a capture online or at the desk, and a refund once the provider completed
 * it. The money account depends on how it was paid, the revenue on the kind of booking; the
 * taxes the booking was sold with (sold taxes, never recomputed) take their share of each
 * payment, in proportion, so a deposit carries its part of the tax.
 */
import {
  addMoney,
  subtractMoney,
  type BookingKind,
  type CalendarDate,
  type Currency,
  type JournalSourceType,
  type MoneyString,
  type PostingRuleKey,
} from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { EventBooking } from '../../events/event-booking.entity.js';
import { RoomBooking } from '../../rooms/room-booking.entity.js';
import { SaunaBooking } from '../../sauna/sauna-booking.entity.js';
import type { BookingPayment } from '../../payments/booking-payment.entity.js';
import { postEntry, type NotPosted } from '../ledger-writer.js';
import type { JournalEntry } from '../../finance/journal-entry.entity.js';
import { proportionalShare } from './proportional-share.js';
import { creditSettled, mealsSettled } from './folio-settlement-lines.js';

export const BOOKING_SOURCE: Readonly<Record<BookingKind, JournalSourceType>> = {
  room: 'room_booking',
  sauna: 'sauna_booking',
  event: 'event_booking',
};

const REVENUE: Readonly<Record<BookingKind, PostingRuleKey>> = {
  room: 'revenue.room',
  sauna: 'revenue.sauna',
  event: 'revenue.event',
};

/** Where the money went: the drawer by currency for desk cash, card clearing for cards, PayPal's otherwise. */
function moneyAccount(payment: BookingPayment): PostingRuleKey {
  if (payment.provider === 'desk') {
    if (payment.providerReference === 'cash_gtq') return 'cash.Q';
    if (payment.providerReference === 'cash_usd') return 'cash.USD';
    return 'clearing.card';
  }
  // The simulated provider stands in for PayPal offline.
  return payment.provider === 'recurrente' ? 'clearing.card' : 'clearing.paypal';
}

/** booking_payments say 'GTQ' (ISO); the ledger, like the till, 'Q'. */
const ledgerCurrency = (currency: string): Currency => (currency === 'USD' ? 'USD' : 'Q');

/** The posting key of a payment row: one entry per capture and per refund. */
export const bookingPaymentKind = (payment: Pick<BookingPayment, 'kind' | 'id'>): string =>
  `${payment.kind}-${payment.id}`;

export async function postBookingPayment(
  manager: EntityManager,
  payment: BookingPayment,
  date: CalendarDate,
): Promise<JournalEntry | NotPosted | null> {
  if (payment.status !== 'completed') return null;
  const booking = await soldBooking(manager, payment.bookingKind, payment.bookingId);
  const total = booking.total;
  const taxes = addMoney(booking.taxIncluded ?? '0.00', booking.taxAdded ?? '0.00');
  const currency = ledgerCurrency(payment.currency);
  const refund = payment.kind === 'refund';
  // Meals charged to the room that this payment settled clear the receivable, not revenue.
  const meals = refund ? null : await mealsSettled(manager, payment, currency, date);
  const forBooking = meals ? subtractMoney(payment.amount, meals.inPaymentCurrency) : payment.amount;
  // Nights an invoice on credit already posted as revenue clear its receivable instead.
  const credited = refund ? null : await creditSettled(manager, payment, forBooking, currency, date);
  const tax = credited ? '0.00' : proportionalShare(forBooking, taxes, total);
  const net = credited ? '0.00' : subtractMoney(forBooking, tax);
  const what = refund ? 'Refund' : payment.provider === 'desk' ? 'Payment at the desk' : 'Payment captured';
  return postEntry(manager, {
    sourceType: BOOKING_SOURCE[payment.bookingKind],
    sourceId: payment.bookingId,
    kind: bookingPaymentKind(payment),
    date,
    description: `${what}: ${booking.reference} (${payment.bookingKind})`,
    referenceNumber: booking.reference,
    origin: 'automatic',
    lines: [
      { account: moneyAccount(payment), side: refund ? 'credit' : 'debit', amount: payment.amount, currency },
      {
        account: refund ? 'refunds' : REVENUE[payment.bookingKind],
        side: refund ? 'debit' : 'credit',
        amount: net,
        currency,
      },
      { account: 'taxes.payable', side: refund ? 'debit' : 'credit', amount: tax, currency },
      ...(meals?.lines ?? []),
      ...(credited?.lines ?? []),
    ],
    ...(meals?.rate || credited?.rate ? { rate: meals?.rate ?? credited?.rate } : {}),
  });
}

interface SoldBooking {
  reference: string;
  total: MoneyString;
  taxIncluded: MoneyString | null;
  taxAdded: MoneyString | null;
}

/** What a payment's share of tax is computed from: the booking's total and the taxes it was sold with. */
async function soldBooking(manager: EntityManager, kind: BookingKind, id: number): Promise<SoldBooking> {
  if (kind === 'event') {
    const booking = await manager.findOneByOrFail(EventBooking, { id });
    return { ...booking, total: booking.totalAmount };
  }
  const booking = await manager.findOneByOrFail(kind === 'room' ? RoomBooking : SaunaBooking, { id });
  return { ...booking, total: booking.totalPrice };
}
