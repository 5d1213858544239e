import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MESSAGES,
  PAY_AT_RETREAT,
  tooManyGuests,
  type DeskBookingReply,
  type RoomBookingCancellation,
  type RoomBookingReply,
  type StaffRoomBookingParsed,
  type StaffStayMove,
  type DateChangeQuoteReply,
} from '@lakeside/contracts';
import type { Repository } from 'typeorm';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { staffName } from '../auth/staff-name.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { MailService } from '../mail/mail.service.js';
import { amountGivenBack, RefundsService } from '../payments/refunds.service.js';
import { deskStay } from './desk-contact.js';
import { roomCancellationMail, roomCancelledNotice } from './room-cancellation-mail.js';
import { RoomBookingWriter } from './room-booking-writer.js';
import { toRoomBookingView } from './room-booking.view.js';
import { RoomConfirmationMailer } from './room-confirmation-mail.js';
import { requireMinimumStay } from './room-price.js';
import { RoomPricing } from './room-pricing.js';
import { Room } from './room.entity.js';
import { fieldError } from '../common/errors/field-error.js';
import { CommonError } from '../common/errors/app-error.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { RoomBooking } from './room-booking.entity.js';
import { RoomStayMoves, type StayDestination } from './room-stay-moves.js';
import { NewBookingNotices } from '../bookings/new-booking-notice.js';
import { newStayNotice } from './new-stay-notice.js';

/**
 * Room bookings taken by staff at the desk (walk-in and phone guests): no payment step, the
 * guest pays at the retreat. The booking writer claims the nights exactly as for the guest
 * flow, with the audit row in the same transaction, so the desk and the website can never sell
 * one night twice.
 */
@Injectable()
export class RoomDeskService {
  constructor(
    @InjectRepository(Room) private readonly rooms: Repository<Room>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailer: RoomConfirmationMailer,
    private readonly writer: RoomBookingWriter,
    private readonly refunds: RefundsService,
    private readonly mail: MailService,
    private readonly moves: RoomStayMoves,
    private readonly notices: NewBookingNotices,
    @InjectRepository(RoomBooking) private readonly bookings: Repository<RoomBooking>,
    private readonly pricing: RoomPricing,
  ) {}

  /**
   * Confirmed at once; 400 on the room or party size, 409 datesUnavailable when a night is taken.
   * The confirmation is mailed when the desk asked for it and the guest gave an e-mail.
   */
  async book(input: StaffRoomBookingParsed, staff: AdminUser, now = new Date()): Promise<DeskBookingReply> {
    const room = await this.bookableRoom(input);
    const price = await this.pricing.price(room, input.checkinDate, input.checkoutDate);
    requireMinimumStay(price, 'checkoutDate');
    const booking = await this.writer.create(deskStay(input), price, { status: 'confirmed', bookedBy: staff }, now);
    // After the commit: SMTP must never hold the write queue or the night rows' locks. A guest
    // who gave only a phone gets no mail, whatever the desk's switch said.
    const emailSent = input.sendConfirmation && input.email ? await this.mailer.send(booking, room) : false;
    await this.notices.announce(newStayNotice(booking, room.name));
    return { booking: toRoomBookingView(booking), emailSent };
  }

  /**
   * Cancels a held or confirmed booking and frees its nights, with an audit row saying who
   * and why. A booking paid online needs a manager, whose refund choice (per the policy, in
   * full, in part, or none) is sent to the provider after the commit; the guest is told by mail.
   */
  async cancel(
    id: number,
    { reason, ...choice }: RoomBookingCancellation,
    staff: AdminUser,
  ): Promise<RoomBookingReply> {
    const { booking, refunds } = await this.writer.cancel(id, reason, staff, choice);
    const settled = await this.refunds.settleAll(refunds, `Cancelled booking ${booking.reference}`);
    const room = await this.rooms.findOneBy({ id: booking.roomType });
    const paidOnline = booking.paymentProvider !== PAY_AT_RETREAT && booking.confirmedAt !== null;
    const refunded = amountGivenBack(settled);
    const roomName = room?.name ?? booking.roomType;
    if (booking.email) await this.mail.send(roomCancellationMail(booking, roomName, { refunded, paidOnline }));
    // The retreat hears of every cancellation, whoever made it and whether the guest gave an e-mail.
    const notice = roomCancelledNotice(
      booking,
      roomName,
      { refunded, paidOnline },
      this.config.CONTACT_INBOX,
      staffName(staff),
    );
    await this.mail.send(notice);
    return toRoomBookingView(booking);
  }

  /**
   * Moves the stay to other dates or another room (re-priced, the nights re-claimed; 409
   * datesUnavailable when one is taken). A check-in may be in the past only if it stays where
   * it is: a guest in the house may stay longer, but a stay is not moved into the past.
   */
  async move(
    id: number,
    { reason, ...to }: StaffStayMove,
    staff: AdminUser,
    today = retreatToday(),
  ): Promise<RoomBookingReply> {
    const booking = await this.movable(id, to, today);
    return toRoomBookingView(await this.moves.move(booking, to, { staff, reason }));
  }

  /** The quote of a move, for the desk to read out before doing it. */
  async quoteMove(
    id: number,
    { reason: _reason, ...to }: StaffStayMove,
    today = retreatToday(),
  ): Promise<DateChangeQuoteReply> {
    return this.moves.quote(await this.movable(id, to, today), to);
  }

  /** The booking, when `to` does not move its check-in into the past. */
  private async movable(id: number, to: StayDestination, today: string): Promise<RoomBooking> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking) throw new CommonError('common.notFound');
    if (to.checkinDate !== booking.checkinDate && to.checkinDate < today) {
      throw fieldError('checkinDate', MESSAGES.checkinInPast);
    }
    return booking;
  }

  /** The active room of the booking, big enough for the party; field errors otherwise. */
  private async bookableRoom(input: Pick<StaffRoomBookingParsed, 'roomType' | 'guests'>): Promise<Room> {
    const room = await this.rooms.findOneBy({ id: input.roomType, isActive: true });
    if (!room) throw fieldError('roomType', MESSAGES.roomNotBookable);
    if (input.guests > room.maxGuests) throw fieldError('guests', tooManyGuests(room.name, room.maxGuests));
    return room;
  }
}
