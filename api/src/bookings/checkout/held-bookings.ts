/**
 * What the online checkout needs of a kind of booking whose place (event seats, a sauna slot)
 * is held while the guest pays. Each kind keeps its own rows and its own double-selling guard
 * (decision 0002); the checkout only drives hold → order → capture → confirm through this.
 */
import type { BookingKind } from '@lakeside/contracts';
import type { CapturedPayment } from '../../payments/booking-payments.js';

/** Where a held booking stands: held (waiting for the money), paid, expired unpaid, or cancelled. */
export type HoldState = 'held' | 'paid' | 'expired' | 'cancelled';

/** A booking as the capture needs it: the price it was held at and who takes the money. */
export interface HeldBooking {
  id: number;
  state: HoldState;
  /** The provider the order was made with; the capture goes to it. */
  paymentProvider: string | null;
  total: string;
  currency: string;
}

export interface HeldBookings {
  readonly kind: BookingKind;
  /** True when what is held is a booking's balance (bookings/balance/balance-orders.ts), not a new place. */
  readonly paysBalance?: boolean;
  /** The booking whose payment order this is, or null when the order is not ours. */
  findByOrder(orderId: string): Promise<HeldBooking | null>;
  /** Records the provider's order id on the hold (unique across bookings). */
  attachOrder(bookingId: number, orderId: string): Promise<void>;
  /** Undoes a hold that never got a payment order, freeing its place at once. */
  release(bookingId: number): Promise<void>;
  /**
   * Marks the booking paid once and records the capture in the same transaction. A hold that
   * expired meanwhile takes its place again if it is still free, else 409 checkout.paidButTaken;
   * a cancelled one is 409 checkout.bookingCancelled. `newlyConfirmed` is false when an
   * earlier (or concurrent) capture confirmed it.
   */
  confirmPaid(bookingId: number, paid: CapturedPayment, now: Date): Promise<{ newlyConfirmed: boolean }>;
  /**
   * Expires the holds that lapsed by `now`, and those placed by `orderlessBefore` that never got
   * a payment order, freeing their places; returns how many.
   */
  expireLapsed(now: Date, orderlessBefore: Date): Promise<number>;
}
