/**
 * What happens to a room booking at the retreat, written by the front desk: the guest checks
 * in (from the stay's first day), checks out, or is recorded as a no-show once their arrival
 * day ended without them; a pay-at-retreat booking is paid at the desk. The booking writer owns
 * the status and the nights; this one records the stay around them. Each change is one
 * conditional UPDATE on what it read, with its audit row, so two desks tapping at once do one.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, type DeskPayment } from '@lakeside/contracts';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { CommonError } from '../common/errors/app-error.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import type { BookingPayment } from '../payments/booking-payment.entity.js';
import { DESK_PROVIDER, paymentsOf, recordDeskPayment } from '../payments/booking-payments.js';
import { stayBalance } from '../folio/folio-balance.js';
import { lockStay } from '../folio/stay-lock.js';
import { RoomBooking } from './room-booking.entity.js';
import { ROOM_BOOKINGS_AUDIT } from './room-booking-writer.js';
import { RoomError } from './room-errors.js';
import { markRoomDirty } from './room-housekeeping-writer.js';

@Injectable()
export class RoomStayWriter {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** From the first day of the stay to its last, a confirmed booking's guest arrives once. */
  checkIn(id: number, staff: AdminUser, now = new Date()): Promise<RoomBooking> {
    return this.change(id, staff, now, 'checkedInAt', (booking) => {
      const today = retreatToday(now);
      const arriving = booking.status === 'confirmed' && !booking.noShowAt && today >= booking.checkinDate;
      if (!arriving || today >= booking.checkoutDate || booking.checkedInAt)
        throw new RoomError('rooms.notArrivingToday');
    });
  }

  /** The guest leaves, and the room is dirty in the same transaction: housekeeping sees it at once. */
  checkOut(id: number, staff: AdminUser, now = new Date()): Promise<RoomBooking> {
    return this.change(
      id,
      staff,
      now,
      'checkedOutAt',
      (booking) => {
        if (!booking.checkedInAt || booking.checkedOutAt) throw new RoomError('rooms.notInHouse');
      },
      (manager, booking) => markRoomDirty(manager, booking.roomType, staff),
    );
  }

  /** Only once the arrival day is over (retreat time) without a check-in. */
  markNoShow(id: number, staff: AdminUser, now = new Date()): Promise<RoomBooking> {
    return this.change(id, staff, now, 'noShowAt', (booking) => {
      const dayOver = retreatToday(now) >= addDays(booking.checkinDate, 1);
      if (booking.status !== 'confirmed' || booking.checkedInAt || booking.noShowAt || !dayOver) {
        throw new RoomError('rooms.noShowTooEarly');
      }
    });
  }

  /**
   * What a confirmed booking still owes, paid at the desk: the stay's folio balance — the whole
   * of a pay-at-retreat booking, the difference left when a stay paid online moved to dearer
   * dates, and the meals charged to the room. One booking_payments row (provider 'desk', the
   * method as its reference) in the same transaction as its audit row, under the stay's row
   * lock, so two taps (or a tap and a meal charged at the till) are taken one after the other
   * and the second finds nothing left to pay.
   */
  takePayment(id: number, payment: DeskPayment, staff: AdminUser): Promise<BookingPayment> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      await lockStay(manager, id);
      const booking = await this.booking(manager, id);
      const payments = await paymentsOf(manager, { kind: 'room', id });
      const owes = booking.status === 'confirmed' && (await stayBalance(manager, booking)).balanceDue !== '0.00';
      const atDesk = payments.filter((row) => row.provider === DESK_PROVIDER && row.kind === 'capture').length;
      const paid = owes ? await recordDeskPayment(manager, { kind: 'room', id }, payment, atDesk) : null;
      if (!paid) throw new RoomError('rooms.nothingToPayAtDesk');
      await recordAudit(manager, staff, {
        resource: ROOM_BOOKINGS_AUDIT,
        action: 'update',
        recordId: id,
        changes: { after: { paidAtDesk: { ...payment, currency: paid.currency } } },
      });
      return paid;
    });
  }

  private change(
    id: number,
    staff: AdminUser,
    now: Date,
    column: 'checkedInAt' | 'checkedOutAt' | 'noShowAt',
    allowed: (booking: RoomBooking) => void,
    /** More of the same change, in its transaction, once the column is written. */
    alongside?: (manager: EntityManager, booking: RoomBooking) => Promise<void>,
  ): Promise<RoomBooking> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const booking = await this.booking(manager, id);
      allowed(booking);
      // Whole seconds: MySQL DATETIME drops the milliseconds, and the reply should match the row.
      const at = new Date(Math.floor(now.getTime() / 1000) * 1000);
      const result = await manager.update(RoomBooking, { id, [column]: IsNull() }, { [column]: at });
      if (!result.affected)
        throw new RoomError(column === 'checkedOutAt' ? 'rooms.notInHouse' : 'rooms.notArrivingToday');
      await recordAudit(manager, staff, {
        resource: ROOM_BOOKINGS_AUDIT,
        action: 'update',
        recordId: id,
        changes: { after: { [column]: at.toISOString() } },
      });
      await alongside?.(manager, booking);
      return manager.findOneByOrFail(RoomBooking, { id });
    });
  }

  private async booking(manager: EntityManager, id: number): Promise<RoomBooking> {
    const booking = await manager.findOneBy(RoomBooking, { id });
    if (!booking) throw new CommonError('common.notFound');
    return booking;
  }
}
