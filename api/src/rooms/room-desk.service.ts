import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  ERROR_MESSAGES,
  PAY_AT_RETREAT,
  ROOM_DESK_ACCESS,
  ROOM_DESK_MESSAGES,
  tooManyGuests,
  type StaffRole,
  type StaffRoomBookingParsed,
} from '@lakeside/contracts';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { RoomBooking } from './room-booking.entity.js';
import { toRoomBookingView, type RoomBookingView } from './room-booking.view.js';
import { RoomConfirmationMailer } from './room-confirmation-mail.js';
import { claimNights, expireLapsedHolds, releaseNights } from './room-nights.js';
import { stayPrice } from './room-price.js';
import { Room } from './room.entity.js';

/** Reply of POST /api/room-bookings/staff. */
export interface DeskBookingCreated {
  booking: RoomBookingView;
  /** True when an SMTP server accepted the guest's confirmation; false when not asked for or not sent. */
  emailSent: boolean;
}

/** The audit trail's name for room bookings, as in the console's resources. */
const AUDIT_RESOURCE = 'room-bookings';

/**
 * Room bookings taken by staff at the desk (walk-in and phone guests): no payment step, the
 * guest pays at the retreat. The nights are claimed exactly as the guest flow claims them —
 * one INSERT of every night under the unique key (roomId, night), in the same transaction as
 * the booking row and its audit row — so the desk and the website can never sell one night twice.
 */
@Injectable()
export class RoomDeskService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Room) private readonly rooms: Repository<Room>,
    private readonly mailer: RoomConfirmationMailer,
  ) {}

  /** Confirmed at once; 400 on the room or party size, 409 datesUnavailable when a night is taken. */
  async book(input: StaffRoomBookingParsed, staff: AdminUser, now = new Date()): Promise<DeskBookingCreated> {
    const room = await this.bookableRoom(input);
    const price = stayPrice(room, input.checkinDate, input.checkoutDate);
    let booking: RoomBooking;
    try {
      booking = await runWriteTransaction(this.dataSource, async (manager) => {
        // A lapsed guest hold still owns its nights until swept: free them so the desk can sell them.
        await expireLapsedHolds(manager, now, input.roomType);
        const saved = await manager.save(
          manager.create(RoomBooking, {
            checkinDate: input.checkinDate,
            checkoutDate: input.checkoutDate,
            roomType: input.roomType,
            guests: input.guests,
            guestName: input.guestName,
            email: input.email,
            phone: input.phone,
            language: input.language,
            notes: input.notes,
            totalPrice: price.totalPrice,
            currency: price.currency,
            status: 'confirmed',
            // Whole seconds: MySQL DATETIME drops the milliseconds.
            confirmedAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
            holdExpiresAt: null,
            paymentProvider: PAY_AT_RETREAT,
          }),
        );
        await claimNights(manager, saved);
        const stored = await manager.findOneByOrFail(RoomBooking, { id: saved.id });
        await recordAudit(manager, staff, {
          action: 'create',
          resource: AUDIT_RESOURCE,
          recordId: stored.id,
          changes: { after: { ...stored } },
        });
        return stored;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(ERROR_MESSAGES.datesUnavailable);
      throw error;
    }
    // After the commit: SMTP must never hold the write queue or the night rows' locks.
    const emailSent = input.sendConfirmation ? await this.mailer.send(booking, room) : false;
    return { booking: toRoomBookingView(booking), emailSent };
  }

  /**
   * Cancels a held or confirmed booking and frees its nights, with an audit row saying who
   * and why. A booking paid online needs a manager, who also refunds it with the provider.
   */
  async cancel(id: number, reason: string | null, staff: AdminUser): Promise<RoomBookingView> {
    const cancelled = await runWriteTransaction(this.dataSource, (manager) =>
      this.cancelIn(manager, id, reason, staff),
    );
    return toRoomBookingView(cancelled);
  }

  private async cancelIn(
    manager: EntityManager,
    id: number,
    reason: string | null,
    staff: AdminUser,
  ): Promise<RoomBooking> {
    const booking = await manager.findOneBy(RoomBooking, { id });
    if (!booking) throw new NotFoundException(ERROR_MESSAGES.notFound);
    const from = booking.status;
    if (from !== 'held' && from !== 'confirmed') throw new ConflictException(ROOM_DESK_MESSAGES.alreadyCancelled);
    const paidOnline = from === 'confirmed' && booking.paymentProvider !== PAY_AT_RETREAT;
    if (paidOnline && !(ROOM_DESK_ACCESS.cancelPaidOnline as readonly StaffRole[]).includes(staff.role)) {
      throw new ForbiddenException(ROOM_DESK_MESSAGES.paidOnlineNeedsManager);
    }
    // Conditional on the status read above: a capture that confirmed the hold meanwhile wins,
    // and the desk is told to look again rather than cancel a booking it has not seen paid.
    const result = await manager.update(
      RoomBooking,
      { id, status: from },
      { status: 'cancelled', holdExpiresAt: null },
    );
    if (!result.affected) throw new ConflictException(ROOM_DESK_MESSAGES.changedMeanwhile);
    await releaseNights(manager, id);
    await recordAudit(manager, staff, {
      action: 'update',
      resource: AUDIT_RESOURCE,
      recordId: id,
      changes: { before: { status: from }, after: { status: 'cancelled', reason } },
    });
    return manager.findOneByOrFail(RoomBooking, { id });
  }

  /** The active room of the booking, big enough for the party; field errors otherwise. */
  private async bookableRoom(input: Pick<StaffRoomBookingParsed, 'roomType' | 'guests'>): Promise<Room> {
    const room = await this.rooms.findOneBy({ id: input.roomType, isActive: true });
    if (!room) throw fieldError('roomType', ROOM_DESK_MESSAGES.roomNotFound);
    if (input.guests > room.maxGuests) throw fieldError('guests', tooManyGuests(room.name, room.maxGuests));
    return room;
  }
}

/** A 400 in the API's error shape, the message on one field. */
function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ message: ERROR_MESSAGES.validationFailed, errors: [{ field, message }] });
}
