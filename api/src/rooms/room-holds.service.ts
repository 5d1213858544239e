import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_MESSAGES } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { isUniqueViolation, TransactionOutcomeUnknownError } from '../common/errors/database-errors.js';
import type { PaymentProviderName } from '../payments/payment-provider.js';
import type { RoomBookingDraft } from './dto/room-payment-order.schema.js';
import { RoomBooking } from './room-booking.entity.js';
import { claimNights, expireLapsedHolds, expireOrderlessHolds, releaseNights } from './room-nights.js';
import type { StayPrice } from './room-price.js';
import { runWriteTransaction } from '../database/write-transaction.js';

/** A checkout attaches its payment order within a second or two; a hold still without one after this never will. */
export const ORDERLESS_HOLD_GRACE_MS = 2 * 60_000;

/** With growing pauses, about two seconds of a database that keeps dropping connections. */
const RELEASE_ATTEMPTS = 12;

/**
 * Holds: a booking with status 'held' that owns its nights while the guest pays, until
 * holdExpiresAt. Placing one is a single transaction — lapsed holds of the room are expired
 * first, then the booking and all its nights are inserted — so a failure at any step leaves
 * no booking and no night behind, and two guests can never hold the same night. When the
 * connection breaks during COMMIT, the hold may exist without the guest knowing: it is released.
 */
@Injectable()
export class RoomHoldsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Holds the stay until `holdExpiresAt`; 409 datesUnavailable when any night is taken. */
  async place(
    draft: RoomBookingDraft,
    price: StayPrice,
    provider: PaymentProviderName,
    holdExpiresAt: Date,
    now = new Date(),
  ): Promise<RoomBooking> {
    let placed: number | undefined;
    try {
      return await runWriteTransaction(this.dataSource, async (manager) => {
        await expireLapsedHolds(manager, now, draft.roomType);
        const booking = await manager.save(
          manager.create(RoomBooking, {
            checkinDate: draft.checkinDate,
            checkoutDate: draft.checkoutDate,
            roomType: draft.roomType,
            guests: draft.guests,
            guestName: draft.guestName,
            email: draft.email,
            phone: draft.phone,
            language: draft.language,
            totalPrice: price.totalPrice,
            currency: price.currency,
            status: 'held',
            holdExpiresAt,
            paymentProvider: provider,
          }),
        );
        await claimNights(manager, booking);
        placed = booking.id;
        return booking;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(ERROR_MESSAGES.datesUnavailable);
      if (error instanceof TransactionOutcomeUnknownError && placed !== undefined) await this.release(placed);
      throw error;
    }
  }

  /** Records the provider's order id on the hold; the order id is unique across bookings. */
  async attachOrder(bookingId: number, orderId: string): Promise<void> {
    await runWriteTransaction(
      this.dataSource,
      (manager) => manager.update(RoomBooking, { id: bookingId }, { paypalOrderId: orderId }),
      { idempotent: true },
    );
  }

  /**
   * Undoes a hold that never got a payment order: nothing was charged, so nothing is kept.
   * Tried harder than other writes, through a flapping connection: the guest is about to be
   * told there is no hold, and a hold left behind would block its nights until it expires.
   */
  async release(bookingId: number): Promise<void> {
    await runWriteTransaction(
      this.dataSource,
      async (manager) => {
        await releaseNights(manager, bookingId);
        await manager.delete(RoomBooking, { id: bookingId, status: 'held' });
      },
      { idempotent: true, attempts: RELEASE_ATTEMPTS },
    );
  }

  /**
   * Expires every lapsed hold (the periodic sweep), and every hold that has waited
   * ORDERLESS_HOLD_GRACE_MS without a payment order: checkout releases those itself, so one is
   * left only when the database stayed away through the release too. Returns how many.
   */
  async expireLapsed(now = new Date()): Promise<number> {
    const orderlessSince = new Date(now.getTime() - ORDERLESS_HOLD_GRACE_MS);
    const expired = await runWriteTransaction(this.dataSource, async (manager) => [
      ...(await expireLapsedHolds(manager, now)),
      ...(await expireOrderlessHolds(manager, orderlessSince)),
    ]);
    return expired.length;
  }
}
