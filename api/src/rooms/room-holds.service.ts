import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_MESSAGES } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import type { PaymentProviderName } from '../payments/payment-provider.js';
import type { RoomBookingDraft } from './dto/room-payment-order.schema.js';
import { RoomBooking } from './room-booking.entity.js';
import { claimNights, expireLapsedHolds, releaseNights } from './room-nights.js';
import type { StayPrice } from './room-price.js';
import { runWriteTransaction } from '../database/write-transaction.js';

/**
 * Holds: a booking with status 'held' that owns its nights while the guest pays, until
 * holdExpiresAt. Placing one is a single transaction — lapsed holds of the room are expired
 * first, then the booking and all its nights are inserted — so a failure at any step leaves
 * no booking and no night behind, and two guests can never hold the same night.
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
        return booking;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(ERROR_MESSAGES.datesUnavailable);
      throw error;
    }
  }

  /** Records the provider's order id on the hold; the order id is unique across bookings. */
  async attachOrder(bookingId: number, orderId: string): Promise<void> {
    await runWriteTransaction(this.dataSource, (manager) =>
      manager.update(RoomBooking, { id: bookingId }, { paypalOrderId: orderId }),
    );
  }

  /** Undoes a hold that never got a payment order: nothing was charged, so nothing is kept. */
  async release(bookingId: number): Promise<void> {
    await runWriteTransaction(this.dataSource, async (manager) => {
      await releaseNights(manager, bookingId);
      await manager.delete(RoomBooking, { id: bookingId, status: 'held' });
    });
  }

  /** Expires every lapsed hold (the periodic sweep); returns how many. */
  async expireLapsed(now = new Date()): Promise<number> {
    const expired = await runWriteTransaction(this.dataSource, (manager) => expireLapsedHolds(manager, now));
    return expired.length;
  }
}
