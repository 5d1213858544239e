/**
 * Private sauna sessions held while the guest pays online (paymentStatus 'held' until
 * holdExpiresAt). A hold is a booking row like any other: it has the slot (activeSlot 1 under
 * the unique key, and the sauna's lock when placed, decision 0010) until it is released,
 * expires, or lapses under a guest who wants the time. Confirmed once by the capture, with its
 * booking_payments row.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, type DataSource } from 'typeorm';
import { CheckoutError } from '../bookings/checkout/checkout-error.js';
import type { HeldBooking, HeldBookings, HoldState } from '../bookings/checkout/held-bookings.js';
import { HoldSweeper } from '../bookings/checkout/hold-sweeper.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { recordCapture, type CapturedPayment } from '../payments/booking-payments.js';
import { SaunaBooking } from './sauna-booking.entity.js';
import { SaunaError } from './sauna-errors.js';
import { claimSaunaTime, expireSaunaHolds } from './sauna-time-claim.js';

/** With growing pauses, about two seconds of a database that keeps dropping connections. */
const RELEASE_ATTEMPTS = 12;

@Injectable()
export class SaunaHolds implements HeldBookings, OnModuleInit {
  readonly kind = 'sauna' as const;
  private readonly logger = new Logger('SaunaHolds');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sweeper: HoldSweeper,
  ) {}

  onModuleInit(): void {
    this.sweeper.register(this);
  }

  async findByOrder(orderId: string): Promise<HeldBooking | null> {
    const booking = await this.dataSource.getRepository(SaunaBooking).findOneBy({ paypalOrderId: orderId });
    if (!booking) return null;
    return {
      id: booking.id,
      state: stateOf(booking),
      paymentProvider: booking.paymentProvider,
      total: booking.totalPrice,
      currency: booking.currency,
    };
  }

  async attachOrder(bookingId: number, orderId: string): Promise<void> {
    await runWriteTransaction(
      this.dataSource,
      (manager) => manager.update(SaunaBooking, { id: bookingId }, { paypalOrderId: orderId }),
      { idempotent: true },
    );
  }

  async release(bookingId: number): Promise<void> {
    await runWriteTransaction(
      this.dataSource,
      (manager) => manager.delete(SaunaBooking, { id: bookingId, paymentStatus: 'held' }),
      { idempotent: true, attempts: RELEASE_ATTEMPTS },
    );
  }

  async confirmPaid(bookingId: number, paid: CapturedPayment, now: Date): Promise<{ newlyConfirmed: boolean }> {
    try {
      const newlyConfirmed = await runWriteTransaction(this.dataSource, async (manager) => {
        // A hold past holdExpiresAt but not yet expired still has its slot: it is confirmed like any other.
        const fromHeld = await manager.update(
          SaunaBooking,
          { id: bookingId, paymentStatus: 'held', cancelledAt: IsNull() },
          { paymentStatus: 'paid', holdExpiresAt: null },
        );
        if (!fromHeld.affected) {
          const booking = await manager.findOneByOrFail(SaunaBooking, { id: bookingId });
          if (booking.cancelledAt !== null) throw new CheckoutError('checkout.bookingCancelled');
          if (booking.paymentStatus !== 'expired') return false;
          // Expired: its slot was freed. Take it again, as a new booking would, if it is still free.
          await claimSaunaTime(manager, booking, now);
          const fromExpired = await manager.update(
            SaunaBooking,
            { id: bookingId, paymentStatus: 'expired' },
            { paymentStatus: 'paid', holdExpiresAt: null, activeSlot: 1 },
          );
          if (!fromExpired.affected) throw new Error(`Sauna booking ${bookingId} changed while being confirmed`);
          this.logger.warn(`Sauna booking ${bookingId} was paid after its hold expired; its slot was still free.`);
        }
        await recordCapture(manager, { kind: 'sauna', id: bookingId }, paid);
        return true;
      });
      return { newlyConfirmed };
    } catch (error) {
      if (!(error instanceof SaunaError) && !isUniqueViolation(error)) throw error;
      // The guest paid, but after the hold lapsed someone else took the time: money without a session.
      this.logger.error(
        `REFUND NEEDED: sauna booking ${bookingId} was paid after its hold expired and its time is taken. ` +
          'Refund the payment from the console.',
      );
      throw new CheckoutError('checkout.paidButTaken');
    }
  }

  async expireLapsed(now: Date, orderlessBefore: Date): Promise<number> {
    return runWriteTransaction(
      this.dataSource,
      async (manager) =>
        (await expireSaunaHolds(manager, { holdExpiresAt: LessThanOrEqual(now) })) +
        (await expireSaunaHolds(manager, { paypalOrderId: IsNull(), createdAt: LessThanOrEqual(orderlessBefore) })),
    );
  }
}

function stateOf(booking: SaunaBooking): HoldState {
  if (booking.cancelledAt !== null) return 'cancelled';
  if (booking.paymentStatus === 'held' || booking.paymentStatus === 'expired') return booking.paymentStatus;
  return 'paid';
}
