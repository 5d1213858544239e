import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RoomBooking } from './room-booking.entity.js';
import { expireLapsedHolds, expireOrderlessHolds, releaseNights } from './room-nights.js';
import { runWriteTransaction } from '../database/write-transaction.js';

/** A checkout attaches its payment order within a second or two; a hold still without one after this never will. */
export const ORDERLESS_HOLD_GRACE_MS = 2 * 60_000;

/** With growing pauses, about two seconds of a database that keeps dropping connections. */
const RELEASE_ATTEMPTS = 12;

/**
 * Holds: a booking with status 'held' that owns its nights while the guest pays, until
 * holdExpiresAt. The booking writer places them (RoomBookingWriter.create); this is their
 * bookkeeping until paid: the payment order recorded on the hold, the hold undone when no
 * order could be made (or its placing COMMIT was lost), and lapsed holds expired.
 */
@Injectable()
export class RoomHoldsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
