/**
 * Event tickets held while the guest pays online (paymentStatus 'held' until holdExpiresAt):
 * their seats are taken like any booking's (SeatReservationService: the conditional UPDATE
 * decides), and given back when the hold is released, expires, or lapses under a guest who
 * wants the seats. Confirmed once by the capture, with its booking_payments row.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, type DataSource } from 'typeorm';
import { CatalogueCache } from '../common/cache/catalogue-cache.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { CheckoutError } from '../bookings/checkout/checkout-error.js';
import type { HeldBooking, HeldBookings, HoldState } from '../bookings/checkout/held-bookings.js';
import { HoldSweeper } from '../bookings/checkout/hold-sweeper.js';
import { recordCapture, type CapturedPayment } from '../payments/booking-payments.js';
import { EventBooking } from './event-booking.entity.js';
import { OCCURRENCE_TABLES } from './event-occurrences.service.js';
import { SeatReservationService } from './seat-reservation.service.js';

/** With growing pauses, about two seconds of a database that keeps dropping connections. */
const RELEASE_ATTEMPTS = 12;

@Injectable()
export class EventHolds implements HeldBookings, OnModuleInit {
  readonly kind = 'event' as const;
  private readonly logger = new Logger('EventHolds');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly seats: SeatReservationService,
    private readonly cache: CatalogueCache,
    private readonly sweeper: HoldSweeper,
  ) {}

  onModuleInit(): void {
    this.sweeper.register(this);
  }

  async findByOrder(orderId: string): Promise<HeldBooking | null> {
    const booking = await this.dataSource.getRepository(EventBooking).findOneBy({ paypalOrderId: orderId });
    if (!booking) return null;
    return {
      id: booking.id,
      state: stateOf(booking),
      paymentProvider: booking.paymentProvider,
      total: booking.totalAmount,
      currency: booking.currency,
    };
  }

  async attachOrder(bookingId: number, orderId: string): Promise<void> {
    await runWriteTransaction(
      this.dataSource,
      (manager) => manager.update(EventBooking, { id: bookingId }, { paypalOrderId: orderId }),
      { idempotent: true },
    );
  }

  async release(bookingId: number): Promise<void> {
    await runWriteTransaction(
      this.dataSource,
      async (manager) => {
        const hold = await manager.findOneBy(EventBooking, { id: bookingId, paymentStatus: 'held' });
        if (!hold) return;
        const deleted = await manager.delete(EventBooking, { id: bookingId, paymentStatus: 'held' });
        if (deleted.affected) await this.seats.release(manager, hold);
      },
      { idempotent: true, attempts: RELEASE_ATTEMPTS },
    );
    this.seatsChanged();
  }

  async confirmPaid(bookingId: number, paid: CapturedPayment, now: Date): Promise<{ newlyConfirmed: boolean }> {
    const newlyConfirmed = await runWriteTransaction(this.dataSource, async (manager) => {
      const confirmed = { paymentStatus: 'paid', holdExpiresAt: null };
      // A hold past holdExpiresAt but not yet expired still has its seats: it is confirmed like any other.
      const fromHeld = await manager.update(
        EventBooking,
        { id: bookingId, paymentStatus: 'held', cancelledAt: IsNull() },
        confirmed,
      );
      const booking = await manager.findOneByOrFail(EventBooking, { id: bookingId });
      if (!fromHeld.affected) {
        if (booking.cancelledAt !== null) throw new CheckoutError('checkout.bookingCancelled');
        if (booking.paymentStatus !== 'expired') return false;
        // Expired: its seats went back. Take them again if they are still free.
        const taken =
          (await this.seats.take(manager, booking)) ||
          ((
            await this.seats.expireHolds(manager, { sessionId: booking.sessionId, holdExpiresAt: LessThanOrEqual(now) })
          ).length > 0 &&
            (await this.seats.take(manager, booking)));
        if (!taken) {
          this.logger.error(
            `REFUND NEEDED: event booking ${bookingId} was paid after its hold expired and its seats are sold. ` +
              'Refund the payment from the console.',
          );
          throw new CheckoutError('checkout.paidButTaken');
        }
        const fromExpired = await manager.update(EventBooking, { id: bookingId, paymentStatus: 'expired' }, confirmed);
        if (!fromExpired.affected) throw new Error(`Event booking ${bookingId} changed while being confirmed`);
        this.logger.warn(`Event booking ${bookingId} was paid after its hold expired; its seats were still free.`);
      }
      await recordCapture(manager, { kind: 'event', id: bookingId }, paid);
      return true;
    });
    this.seatsChanged();
    return { newlyConfirmed };
  }

  async expireLapsed(now: Date, orderlessBefore: Date): Promise<number> {
    const expired = await runWriteTransaction(this.dataSource, async (manager) => [
      ...(await this.seats.expireHolds(manager, { holdExpiresAt: LessThanOrEqual(now) })),
      ...(await this.seats.expireHolds(manager, {
        paypalOrderId: IsNull(),
        createdAt: LessThanOrEqual(orderlessBefore),
      })),
    ]);
    if (expired.length) this.seatsChanged();
    return expired.length;
  }

  /** Seats changed after commit: the guest pages' cached sessions must be read again. */
  private seatsChanged(): void {
    for (const table of OCCURRENCE_TABLES) this.cache.invalidateTable(table);
  }
}

function stateOf(booking: EventBooking): HoldState {
  if (booking.cancelledAt !== null || booking.paymentStatus === 'cancelled') return 'cancelled';
  if (booking.paymentStatus === 'held' || booking.paymentStatus === 'expired') return booking.paymentStatus;
  return 'paid';
}
