import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { ROOM_CHECKOUT_MESSAGES } from './room-checkout.messages.js';
import { RoomBooking } from './room-booking.entity.js';
import { claimNights, expireLapsedHolds } from './room-nights.js';
import { runWriteTransaction } from '../database/write-transaction.js';

export interface Confirmation {
  booking: RoomBooking;
  /** False when an earlier (or concurrent) capture had already confirmed it: send no second mail. */
  newlyConfirmed: boolean;
}

/**
 * Turns a paid hold into a confirmed booking, once. Call only after the provider reported
 * the capture COMPLETED for the booking's exact price.
 */
@Injectable()
export class RoomBookingConfirmationService {
  private readonly logger = new Logger('RoomBookings');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async confirmPaid(bookingId: number, now = new Date()): Promise<Confirmation> {
    try {
      return await runWriteTransaction(this.dataSource, (manager) => this.confirm(manager, bookingId, now));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The guest paid, but after the hold lapsed someone else took a night: money without a room.
      this.logger.error(
        `REFUND NEEDED: room booking ${bookingId} was paid after its hold expired and its nights are taken. ` +
          'Refund the payment in the PayPal dashboard.',
      );
      throw new ConflictException(ROOM_CHECKOUT_MESSAGES.paidButDatesTaken);
    }
  }

  private async confirm(manager: EntityManager, bookingId: number, now: Date): Promise<Confirmation> {
    // The conditional UPDATE is the decision: of two concurrent captures, one changes the row
    // (the other waits on its row lock, then matches nothing). A hold past holdExpiresAt but
    // not yet swept still owns its nights, so it is confirmed like any other.
    if (await this.markConfirmed(manager, bookingId, 'held', now)) {
      return { booking: await manager.findOneByOrFail(RoomBooking, { id: bookingId }), newlyConfirmed: true };
    }
    const booking = await manager.findOneByOrFail(RoomBooking, { id: bookingId });
    if (booking.status === 'confirmed') return { booking, newlyConfirmed: false };
    if (booking.status === 'cancelled') throw new ConflictException(ROOM_CHECKOUT_MESSAGES.bookingCancelled);
    // Expired: its nights were freed. Take them again if they are still free; a unique
    // violation rolls the status change back with everything else.
    if (!(await this.markConfirmed(manager, bookingId, 'expired', now))) return this.confirm(manager, bookingId, now);
    await expireLapsedHolds(manager, now, booking.roomType);
    await claimNights(manager, booking);
    this.logger.warn(`Room booking ${bookingId} was paid after its hold expired; its nights were still free.`);
    return { booking: await manager.findOneByOrFail(RoomBooking, { id: bookingId }), newlyConfirmed: true };
  }

  private async markConfirmed(
    manager: EntityManager,
    bookingId: number,
    from: 'held' | 'expired',
    now: Date,
  ): Promise<boolean> {
    const result = await manager.update(
      RoomBooking,
      { id: bookingId, status: from },
      { status: 'confirmed', confirmedAt: now, holdExpiresAt: null },
    );
    return Boolean(result.affected);
  }
}
