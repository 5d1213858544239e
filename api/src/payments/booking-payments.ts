/**
 * Writes booking_payments rows inside the caller's transaction, so a capture is recorded with
 * the confirmation it pays for, and a refund with the cancellation that owes it.
 */
import {
  compareMoney,
  deskPaymentCurrency,
  subtractMoney,
  sumMoney,
  type BookingKind,
  type DeskPayment,
  type MoneyString,
} from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { BookingPayment } from './booking-payment.entity.js';
import { PaymentError } from './payment-errors.js';
import { postBookingPayment } from '../ledger/postings/booking-payment-posting.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { settleFolio } from '../folio/folio-settlement.js';

/**
 * The provider of money taken at the retreat's desk (cash or card there): given back at the
 * desk if ever, never through an online provider, so it is not refundable here.
 */
export const DESK_PROVIDER = 'desk';

/** What the provider reported for a completed capture. */
export interface CapturedPayment {
  provider: string;
  captureId: string | null;
  amount: string;
  currency: string;
}

export interface BookingRef {
  kind: BookingKind;
  id: number;
}

/** Records the capture that paid `booking`; a second call for the same booking changes nothing. */
export async function recordCapture(manager: EntityManager, booking: BookingRef, paid: CapturedPayment): Promise<void> {
  const requestId = `capture-${booking.kind}-${booking.id}`;
  if (await manager.existsBy(BookingPayment, { requestId })) return;
  const { identifiers } = await manager.insert(BookingPayment, {
    bookingKind: booking.kind,
    bookingId: booking.id,
    kind: 'capture',
    provider: paid.provider,
    providerReference: paid.captureId,
    amount: paid.amount,
    currency: paid.currency,
    status: 'completed',
    requestId,
    failureReason: null,
  });
  await postPayment(manager, (identifiers[0] as { id: number }).id);
}

/**
 * A payment taken at the retreat's desk (cash in quetzales or dollars, or card there): provider
 * 'desk', the method as its reference, the currency from the method. Once per booking (its
 * requestId), null when it was already recorded — unless `again` says which later desk payment
 * this is (a stay's meals charged to the room after its nights were paid; the caller holds the
 * stay's row lock and has read a balance). Who took it is the audit row the caller writes in
 * the same transaction.
 */
export async function recordDeskPayment(
  manager: EntityManager,
  booking: BookingRef,
  payment: DeskPayment,
  again = 0,
): Promise<BookingPayment | null> {
  const requestId = `desk-${booking.kind}-${booking.id}${again > 0 ? `-${again + 1}` : ''}`;
  if (await manager.existsBy(BookingPayment, { requestId })) return null;
  const { identifiers } = await manager.insert(BookingPayment, {
    bookingKind: booking.kind,
    bookingId: booking.id,
    kind: 'capture',
    provider: DESK_PROVIDER,
    providerReference: payment.method,
    amount: payment.amount,
    currency: deskPaymentCurrency(payment.method),
    status: 'completed',
    requestId,
    failureReason: null,
  });
  return postPayment(manager, (identifiers[0] as { id: number }).id);
}

/** Posts a completed payment row to the ledger in the caller's transaction (docs/decisions/0017-ledger.md). */
export async function postPayment(manager: EntityManager, id: number, now = new Date()): Promise<BookingPayment> {
  const payment = await manager.findOneByOrFail(BookingPayment, { id });
  // A stay's payment pays the meals charged to its room first; the posting credits them to the receivable.
  await settleFolio(manager, payment);
  await postBookingPayment(manager, payment, retreatToday(now));
  return payment;
}

/**
 * Records a refund owed to the guest as pending, before the provider is asked: if the process
 * dies in between, the row says a refund is due, and its requestId makes the retry safe.
 * The amount (all that is refundable when left out) is split across the booking's captures,
 * the one with the most left to refund first, one row per capture it draws on (captureId);
 * a single row keeps `requestId`, split rows get `${requestId}-c${captureId}`. Nothing
 * refundable records nothing ([]); more than is refundable is 422 payments.refundOverRefundable.
 * Call it inside the transaction that changed the booking row (a conditional UPDATE), so two
 * refunds of one booking are serialized by that row's lock and cannot both spend one balance.
 */
export async function recordRefundsDue(
  manager: EntityManager,
  booking: BookingRef,
  refund: { amount?: MoneyString; requestId: string },
): Promise<BookingPayment[]> {
  const balances = captureBalances(await paymentsOf(manager, booking));
  const refundable = sumMoney(balances.map((balance) => balance.refundable));
  const amount = refund.amount ?? refundable;
  if (compareMoney(amount, refundable) > 0) {
    throw new PaymentError('payments.refundOverRefundable', { params: { refundable } });
  }
  const parts = splitAcross(balances, amount);
  const rows: BookingPayment[] = [];
  for (const { capture, amount: part } of parts) {
    const requestId = parts.length === 1 ? refund.requestId : `${refund.requestId}-c${capture.id}`;
    const { identifiers } = await manager.insert(BookingPayment, {
      bookingKind: booking.kind,
      bookingId: booking.id,
      kind: 'refund',
      provider: capture.provider,
      providerReference: null,
      amount: part,
      currency: capture.currency,
      status: 'pending',
      requestId,
      failureReason: null,
      captureId: capture.id,
    });
    rows.push(await manager.findOneByOrFail(BookingPayment, { id: (identifiers[0] as { id: number }).id }));
  }
  return rows;
}

/** A completed online capture and what is left to refund of it. */
export interface CaptureBalance {
  capture: BookingPayment;
  refundable: MoneyString;
}

/**
 * Each completed online capture (not the desk's) with its amount less the refunds against it
 * that did not fail — a pending refund may yet be paid, so it counts. A refund with no
 * captureId (recorded before bookings had several captures) counts against the first capture.
 * Derived from the rows every time, never stored.
 */
export function captureBalances(payments: readonly BookingPayment[]): CaptureBalance[] {
  const captures = payments.filter(
    (row) => row.kind === 'capture' && row.status === 'completed' && row.provider !== DESK_PROVIDER,
  );
  const first = captures[0]?.id ?? null;
  return captures.map((capture) => {
    const refunded = payments.filter(
      (row) => row.kind === 'refund' && row.status !== 'failed' && (row.captureId ?? first) === capture.id,
    );
    return { capture, refundable: subtractMoney(capture.amount, sumMoney(refunded.map((row) => row.amount))) };
  });
}

/**
 * What is left to pay of `total`: less what was paid online and not given back. Money taken at
 * the desk settles the booking whatever its currency (the desk takes what is due, in quetzales
 * or dollars). Derived from the rows every time, never stored.
 */
export function balanceDue(total: MoneyString, payments: readonly BookingPayment[]): MoneyString {
  const atDesk = payments.some(
    (row) => row.provider === DESK_PROVIDER && row.kind === 'capture' && row.status === 'completed',
  );
  if (atDesk) return '0.00';
  const left = subtractMoney(total, refundableFrom(payments));
  return compareMoney(left, '0') > 0 ? left : '0.00';
}

/** Whether the booking was paid online at all (a completed capture through a provider, not the desk). */
export async function paidOnline(manager: EntityManager, booking: BookingRef): Promise<boolean> {
  return captureBalances(await paymentsOf(manager, booking)).length > 0;
}

/** What can still be refunded of a booking's rows: completed online captures less refunds not failed. */
export function refundableFrom(payments: readonly BookingPayment[]): MoneyString {
  return sumMoney(captureBalances(payments).map((balance) => balance.refundable));
}

/** What can still be refunded of the booking, read from its booking_payments rows. */
export async function refundableOf(manager: EntityManager, booking: BookingRef): Promise<MoneyString> {
  return refundableFrom(await paymentsOf(manager, booking));
}

/** `amount` taken from the captures with the most left first; each part at most its capture's balance. */
function splitAcross(
  balances: CaptureBalance[],
  amount: MoneyString,
): Array<{ capture: BookingPayment; amount: MoneyString }> {
  const parts: Array<{ capture: BookingPayment; amount: MoneyString }> = [];
  let left = amount;
  const largestFirst = [...balances].sort(
    (a, b) => compareMoney(b.refundable, a.refundable) || a.capture.id - b.capture.id,
  );
  for (const { capture, refundable } of largestFirst) {
    if (compareMoney(left, '0') <= 0) break;
    const part = compareMoney(left, refundable) <= 0 ? left : refundable;
    if (compareMoney(part, '0') <= 0) continue;
    parts.push({ capture, amount: part });
    left = subtractMoney(left, part);
  }
  return parts;
}

/**
 * The capture a refund goes against: its own (captureId), or for a refund recorded before
 * refunds named one, the booking's first completed capture.
 */
export async function captureOfRefund(manager: EntityManager, refund: BookingPayment): Promise<BookingPayment | null> {
  if (refund.captureId !== null) return manager.findOneBy(BookingPayment, { id: refund.captureId });
  return captureOf(manager, { kind: refund.bookingKind, id: refund.bookingId });
}

/** The first completed capture of a booking (a booking paid in one capture has only this one). */
export function captureOf(manager: EntityManager, booking: BookingRef): Promise<BookingPayment | null> {
  return manager.findOne(BookingPayment, {
    where: { bookingKind: booking.kind, bookingId: booking.id, kind: 'capture', status: 'completed' },
    order: { id: 'ASC' },
  });
}

export function paymentsOf(manager: EntityManager, booking: BookingRef): Promise<BookingPayment[]> {
  return manager.find(BookingPayment, {
    where: { bookingKind: booking.kind, bookingId: booking.id },
    order: { id: 'ASC' },
  });
}
