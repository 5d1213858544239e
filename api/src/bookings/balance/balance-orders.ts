/**
 * Paying a booking's balance online (what a move to dearer dates left to pay) as the checkout
 * drives any held booking: hold → order → capture → confirm (checkout/held-bookings.ts). What is
 * "held" here is not a place but the payment itself: a booking_payments capture row, pending
 * from the order until the provider reports the money taken, for the amount owed when the guest
 * asked. Its requestId is the capture's idempotency key at the provider, so the order finds it
 * and a replayed capture completes it once.
 */
import type { BookingKind } from '@lakeside/contracts';
import { randomUUID } from 'node:crypto';
import { In, LessThan, Like, type DataSource } from 'typeorm';
import { runWriteTransaction } from '../../database/write-transaction.js';
import { BookingPayment } from '../../payments/booking-payment.entity.js';
import { postPayment, type CapturedPayment } from '../../payments/booking-payments.js';
import { captureRequestId } from '../checkout/booking-checkout.js';
import type { HeldBooking, HeldBookings, HoldState } from '../checkout/held-bookings.js';
import { BOOKING_TABLES } from '../booking-tables.js';

/** A balance payment's row before the provider has given its order an id. */
const UNORDERED = 'balance-unordered-';
/** Why a balance order that was never paid stopped counting as on its way. */
export const BALANCE_LAPSED = 'The guest did not complete this payment.';

/** What the guest asked to pay: the booking, the amount owed then, and the provider it goes through. */
export interface BalanceRequest {
  bookingId: number;
  provider: string;
  amount: string;
  currency: string;
}

export class BalanceOrders implements HeldBookings {
  /** The return page confirms through the balance capture, not the kind's own. */
  readonly paysBalance = true;

  constructor(
    private readonly dataSource: DataSource,
    readonly kind: BookingKind,
    /** How long an order stays on its way before it shows as not paid. */
    private readonly lapseMs: number,
  ) {}

  /** Records the payment about to be asked for, pending; its id is what the checkout calls the hold. */
  async hold(request: BalanceRequest): Promise<number> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const { identifiers } = await manager.insert(BookingPayment, {
        bookingKind: this.kind,
        bookingId: request.bookingId,
        kind: 'capture',
        provider: request.provider,
        providerReference: null,
        amount: request.amount,
        currency: request.currency,
        status: 'pending',
        requestId: `${UNORDERED}${randomUUID()}`,
        failureReason: null,
      });
      return (identifiers[0] as { id: number }).id;
    });
  }

  async findByOrder(orderId: string): Promise<HeldBooking | null> {
    const row = await this.dataSource.manager.findOneBy(BookingPayment, {
      requestId: captureRequestId(orderId),
      bookingKind: this.kind,
      kind: 'capture',
    });
    if (!row) return null;
    const booking = await this.dataSource.manager.findOneBy(BOOKING_TABLES[this.kind], { id: row.bookingId });
    return {
      id: row.id,
      state: booking && isCancelled(booking) ? 'cancelled' : STATES[row.status],
      paymentProvider: row.provider,
      total: row.amount,
      currency: row.currency,
    };
  }

  async attachOrder(paymentId: number, orderId: string): Promise<void> {
    await runWriteTransaction(this.dataSource, (manager) =>
      manager.update(BookingPayment, { id: paymentId }, { requestId: captureRequestId(orderId) }),
    );
  }

  /** The order could not be made: the payment was never asked for, so its row goes. */
  async release(paymentId: number): Promise<void> {
    await runWriteTransaction(
      this.dataSource,
      (manager) => manager.delete(BookingPayment, { id: paymentId, status: 'pending' }),
      { idempotent: true },
    );
  }

  /**
   * The capture completes the pending row, once: of two captures of one order (the guest's
   * return and the provider's notice) the conditional UPDATE lets one through. A lapsed one is
   * completed too: the money was taken, so it is recorded (and posted to the ledger).
   */
  async confirmPaid(paymentId: number, paid: CapturedPayment, now: Date): Promise<{ newlyConfirmed: boolean }> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const result = await manager.update(
        BookingPayment,
        { id: paymentId, kind: 'capture', status: In(['pending', 'failed']) },
        { status: 'completed', providerReference: paid.captureId, failureReason: null },
      );
      const newlyConfirmed = result.affected === 1;
      // The money event and its ledger entry in one transaction, as every capture posts.
      if (newlyConfirmed) await postPayment(manager, paymentId, now);
      return { newlyConfirmed };
    });
  }

  /**
   * Balance orders left unpaid by `now` stop showing as on their way (failed, with why); one paid
   * late is still completed by its capture. Orders never made are removed.
   */
  async expireLapsed(now: Date, orderlessBefore: Date): Promise<number> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      await manager.delete(BookingPayment, {
        bookingKind: this.kind,
        status: 'pending',
        requestId: Like(`${UNORDERED}%`),
        createdAt: LessThan(orderlessBefore),
      });
      const lapsed = await manager.update(
        BookingPayment,
        {
          bookingKind: this.kind,
          kind: 'capture',
          status: 'pending',
          createdAt: LessThan(new Date(now.getTime() - this.lapseMs)),
        },
        { status: 'failed', failureReason: BALANCE_LAPSED },
      );
      return lapsed.affected ?? 0;
    });
  }
}

/** A pending capture waits for the money; a failed (lapsed) one may still be paid late. */
const STATES: Record<BookingPayment['status'], HoldState> = {
  pending: 'held',
  failed: 'expired',
  completed: 'paid',
};

/** A room booking says so by its status, a session or an event by when it was cancelled. */
function isCancelled(booking: { status?: string; cancelledAt?: Date | null }): boolean {
  return booking.status === 'cancelled' || booking.status === 'expired' || Boolean(booking.cancelledAt);
}
