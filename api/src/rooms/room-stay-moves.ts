/**
 * Moving a room stay to other dates (and, for staff, another room): the quote a guest reads
 * before deciding, and the move itself with what follows it — the refund of a cheaper stay
 * sent to the provider after the commit, the change mail with its updated .ics, and the
 * retreat's notice. The guest's manage page and the desk both come here; the booking writer
 * does the write (docs/requirements/policies.md#changing-dates).
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, PAY_AT_RETREAT, tooManyGuests, type CalendarDate, type DateChangeQuoteReply } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { BookingError } from '../bookings/booking-errors.js';
import { fieldError } from '../common/errors/field-error.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { MailService } from '../mail/mail.service.js';
import { refundableOf } from '../payments/booking-payments.js';
import { amountGivenBack, RefundsService } from '../payments/refunds.service.js';
import { RoomAvailabilityService } from './room-availability.service.js';
import type { RoomBooking } from './room-booking.entity.js';
import { RoomBookingWriter, type StayMover } from './room-booking-writer.js';
import { RoomConfirmationMailer } from './room-confirmation-mail.js';
import { roomMovedNotice } from './room-moved-notice.js';
import { moveMoney } from '../bookings/move-money.js';
import { requireMinimumStay, type StayPrice } from './room-price.js';
import { RoomPricing } from './room-pricing.js';
import { roomPolicyAtBooking } from './room-terms.js';
import type { Room } from './room.entity.js';
import { RoomsService } from './rooms.service.js';

/** Where the stay should go: new dates, and another room when staff move it. */
export interface StayDestination {
  roomType: string;
  checkinDate: CalendarDate;
  checkoutDate: CalendarDate;
}

@Injectable()
export class RoomStayMoves {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rooms: RoomsService,
    private readonly availability: RoomAvailabilityService,
    private readonly writer: RoomBookingWriter,
    private readonly refunds: RefundsService,
    private readonly mailer: RoomConfirmationMailer,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pricing: RoomPricing,
  ) {}

  /** The new stay priced as a new booking would be, whether it is free, and what follows for the money. */
  async quote(booking: RoomBooking, to: StayDestination, now = new Date()): Promise<DateChangeQuoteReply> {
    const { room, price } = await this.pricedDestination(booking, to);
    const taken = await this.availability.takenRoomIds(to.checkinDate, to.checkoutDate, now, booking.id);
    const paid = await refundableOf(this.dataSource.manager, { kind: 'room', id: booking.id });
    const { refund, toPay } = moveMoney(paid, price.totalPrice);
    return {
      reference: booking.reference,
      currency: price.currency,
      current: { checkinDate: booking.checkinDate, checkoutDate: booking.checkoutDate, total: booking.totalPrice },
      proposed: {
        checkinDate: to.checkinDate,
        checkoutDate: to.checkoutDate,
        nights: price.nights,
        nightly: price.nightly,
        total: price.totalPrice,
        taxes: price.taxes,
        taxIncluded: price.taxIncluded,
        taxAdded: price.taxAdded,
        minNights: price.minNights,
        freeCancellationUntil: roomPolicyAtBooking(to.checkinDate).freeCancellationUntil.toISOString(),
      },
      available: !taken.has(room.id),
      refund,
      toPay: paidOnline(booking) ? toPay : '0.00',
    };
  }

  /**
   * Moves the stay, then settles the refund it owes and mails the guest and the retreat.
   * `token`: the manage link the guest moved it from, which the change mail keeps.
   */
  async move(booking: RoomBooking, to: StayDestination, by: StayMover, token?: string): Promise<RoomBooking> {
    const { room, price } = await this.pricedDestination(booking, to);
    const { taxes, taxIncluded, taxAdded, totalPrice } = price;
    const newStay = { ...to, totalPrice, taxes, taxIncluded, taxAdded };
    const { booking: moved, refunds, money: difference } = await this.writer.moveStay(booking.id, newStay, by);
    const settled = await this.refunds.settleAll(refunds, `Changed booking ${booking.reference}`);
    const money = {
      refunded: amountGivenBack(settled) ?? '0.00',
      toPay: paidOnline(moved) ? difference.toPay : '0.00',
    };
    if (moved.email) await this.mailer.sendChange(moved, room, money, token);
    await this.mail.send(roomMovedNotice(booking, moved, room.name, by, this.config.CONTACT_INBOX));
    return moved;
  }

  /** The room the stay goes to and the new stay priced as a new booking would be, its season's minimum met. */
  private async pricedDestination(
    booking: RoomBooking,
    to: StayDestination,
  ): Promise<{ room: Room; price: StayPrice }> {
    const room = await this.destinationRoom(booking, to);
    const price = await this.pricing.price(room, to.checkinDate, to.checkoutDate);
    requireMinimumStay(price, 'checkoutDate');
    return { room, price };
  }

  /** The room the stay goes to: its own, or the active one staff chose, big enough for the party. */
  private async destinationRoom(booking: RoomBooking, to: StayDestination): Promise<Room> {
    const sameDates = to.checkinDate === booking.checkinDate && to.checkoutDate === booking.checkoutDate;
    if (sameDates && to.roomType === booking.roomType) throw new BookingError('bookings.sameDates');
    const room = await this.rooms.get(to.roomType).catch(() => null);
    if (!room) throw fieldError('roomType', MESSAGES.roomNotBookable);
    if (booking.guests > room.maxGuests) throw fieldError('roomType', tooManyGuests(room.name, room.maxGuests));
    return room;
  }
}

/** Paid through a provider, so a dearer stay leaves a difference to pay online or at the desk. */
function paidOnline(booking: RoomBooking): boolean {
  return booking.status === 'confirmed' && booking.paymentProvider !== PAY_AT_RETREAT;
}
