/** The manage page's view of any booking, from what its kind knows about it. */
import {
  PAYMENT_PROVIDER_NAMES,
  type BookingKind,
  type ManagedBookingReply,
  type MoneyString,
  type PaymentProviderName,
} from '@lakeside/contracts';
import type { BookingPayment } from '../payments/booking-payment.entity.js';
import { captureBalances, refundableFrom } from '../payments/booking-payments.js';
import type { FolioCharge } from '../folio/folio-charge.entity.js';
import { folioBalance } from '../folio/folio-balance.js';
import { isFreeCancellation } from './cancellation-terms.js';
import type { LineTaxes } from '../taxes/tax-lines.js';

export interface ManagedFacts {
  kind: BookingKind;
  reference: string;
  status: ManagedBookingReply['status'];
  title: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  people: number;
  guestName: string;
  email: string;
  language: string;
  total: string;
  /** The taxes it was sold with (soldTaxes of the row). */
  taxes: LineTaxes['taxes'];
  taxIncluded: string;
  taxAdded: string;
  currency: string;
  freeCancellationUntil: Date | null;
  /** Whether the guest may still cancel (active, not started). */
  cancellable: boolean;
  /** Whether the guest may move it to other dates from the page (room stays only). */
  movable: boolean;
  /** A room stay's meals charged to the room: they are part of its balance (folio). */
  folioCharges?: readonly FolioCharge[];
}

export function toManagedBookingView(facts: ManagedFacts, payments: BookingPayment[], now: Date): ManagedBookingReply {
  const { freeCancellationUntil, cancellable, movable, folioCharges: _charges, ...rest } = facts;
  const paidOnline = captureBalances(payments).length > 0;
  const refundable = cancellable && isFreeCancellation(freeCancellationUntil, now);
  return {
    ...rest,
    paidOnline,
    // A balance order the guest has not paid (yet) is no payment to show.
    payments: payments.filter(shown).map((payment) => ({
      kind: payment.kind,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      at: payment.createdAt.toISOString(),
    })),
    freeCancellationUntil: freeCancellationUntil?.toISOString() ?? null,
    canCancel: cancellable,
    refundIfCancelledNow: refundable ? refundableFrom(payments) : '0.00',
    canChangeDates: movable,
    balanceDue: balanceDueOf(facts, payments),
    balanceProvider: balanceProviderOf(facts, payments),
  };
}

/**
 * The provider a confirmed booking's balance is paid through online: the one its first online
 * capture went through. Null when nothing is owed or it was never paid online (the desk takes it).
 */
function balanceProviderOf(facts: ManagedFacts, payments: readonly BookingPayment[]): PaymentProviderName | null {
  const provider = captureBalances(payments)[0]?.capture.provider;
  const owes = facts.status === 'confirmed' && balanceDueOf(facts, payments) !== '0.00';
  return owes ? (PAYMENT_PROVIDER_NAMES.find((name) => name === provider) ?? null) : null;
}

function shown(payment: BookingPayment): boolean {
  return payment.kind === 'refund' || payment.status === 'completed';
}

/** What a held or confirmed booking still owes (a room stay's folio); a cancelled or expired one owes nothing. */
function balanceDueOf(facts: ManagedFacts, payments: readonly BookingPayment[]): MoneyString {
  return folioBalance(facts, payments, facts.folioCharges).balanceDue;
}
