/**
 * A room booking as its guest manages it from the mailed link: the view, the cancellation
 * (with its refund through the provider), and a new link for "find my booking".
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  localized,
  type CalendarDate,
  type DateChangeQuoteReply,
  type Language,
  type ManagedBookingReply,
} from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { openedWithLink, sameEmail } from '../bookings/manage-access.js';
import { toManagedBookingView } from '../bookings/managed-booking-view.js';
import { chargesOf } from '../folio/folio-balance.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { MailService } from '../mail/mail.service.js';
import { paymentsOf } from '../payments/booking-payments.js';
import { amountGivenBack, RefundsService } from '../payments/refunds.service.js';
import { RoomBooking } from './room-booking.entity.js';
import type { BookingCalendar } from '../bookings/booking-calendar.js';
import { BookingError } from '../bookings/booking-errors.js';
import { guestMayCancel, guestMayMoveStay, RoomBookingWriter } from './room-booking-writer.js';
import { RoomStayMoves, type StayDestination } from './room-stay-moves.js';
import { roomCancellationMail, roomCancelledNotice, type CancellationMoney } from './room-cancellation-mail.js';
import { roomCalendarEntry, RoomConfirmationMailer } from './room-confirmation-mail.js';
import { RoomsService } from './rooms.service.js';
import { soldTaxes } from '../taxes/tax-lines.js';

/** The guest's new dates (the room stays the same). */
export interface NewDates {
  checkinDate: CalendarDate;
  checkoutDate: CalendarDate;
}

@Injectable()
export class RoomGuestManageService {
  private readonly logger = new Logger('RoomBookings');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rooms: RoomsService,
    private readonly writer: RoomBookingWriter,
    private readonly refunds: RefundsService,
    private readonly mailer: RoomConfirmationMailer,
    private readonly mail: MailService,
    private readonly moves: RoomStayMoves,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(reference: string, token: string, now = new Date()): Promise<ManagedBookingReply> {
    return this.toView(await this.opened(reference, token, now), now);
  }

  async cancel(reference: string, token: string, now = new Date()): Promise<ManagedBookingReply> {
    const booking = await this.opened(reference, token, now);
    const { booking: cancelled, refunds } = await this.writer.cancelByGuest(booking.id, now);
    const settled = await this.refunds.settleAll(refunds, `Cancelled booking ${reference}`);
    const view = await this.toView(cancelled, now);
    await this.tellCancelled(cancelled, view.title, {
      refunded: amountGivenBack(settled),
      paidOnline: view.paidOnline,
    });
    return view;
  }

  /** What moving the stay to `dates` would cost or give back, and whether the nights are free. */
  async quoteMove(reference: string, token: string, dates: NewDates, now = new Date()): Promise<DateChangeQuoteReply> {
    const booking = await this.opened(reference, token, now);
    if (!guestMayMoveStay(booking, now)) throw new BookingError('bookings.datesNotChangeable');
    return this.moves.quote(booking, sameRoom(booking, dates), now);
  }

  /** Moves the stay to `dates` in the same room; the change mail keeps this link working. */
  async move(reference: string, token: string, dates: NewDates, now = new Date()): Promise<ManagedBookingReply> {
    const booking = await this.opened(reference, token, now);
    const moved = await this.moves.move(booking, sameRoom(booking, dates), 'guest', token);
    return this.toView(moved, now);
  }

  /** The stay's calendar entry as it stands now, for the page's download. */
  async calendar(reference: string, token: string, now = new Date()): Promise<BookingCalendar> {
    const booking = await this.opened(reference, token, now);
    const room = await this.rooms.get(booking.roomType).catch(() => ({ name: booking.roomType }));
    const cancelled = booking.status === 'cancelled' || booking.status === 'expired';
    return { entry: roomCalendarEntry(booking, room), cancelled };
  }

  /** Mails the guest and the retreat (MailService never throws: what SMTP refuses is kept in the outbox). */
  private async tellCancelled(booking: RoomBooking, roomName: string, money: CancellationMoney): Promise<void> {
    const mails = [
      roomCancellationMail(booking, roomName, money),
      roomCancelledNotice(booking, roomName, money, this.config.CONTACT_INBOX),
    ];
    for (const mail of mails) {
      await this.mail.send(mail);
    }
  }

  /** Mails a new link when the e-mail is the booking's; says nothing either way. */
  async resend(reference: string, email: string, now = new Date()): Promise<void> {
    const booking = await this.dataSource.getRepository(RoomBooking).findOneBy({ reference });
    const confirmed = booking?.status === 'confirmed';
    if (!booking || !confirmed || !sameEmail(booking, email) || !guestMayCancel(booking, now)) return;
    const room = await this.rooms.get(booking.roomType).catch(() => undefined);
    const sent = await this.mailer.send(booking, room ?? { name: booking.roomType });
    if (!sent) this.logger.warn(`The manage link of ${reference} was asked for again but not sent.`);
  }

  /** The booking the link opens; one 404 for unknown, forged and expired alike. */
  private async opened(reference: string, token: string, now: Date): Promise<RoomBooking> {
    const booking = await this.dataSource.getRepository(RoomBooking).findOneBy({ reference });
    return openedWithLink(booking, token, (found) => found.checkoutDate, now);
  }

  private async toView(booking: RoomBooking, now: Date): Promise<ManagedBookingReply> {
    const language: Language = booking.language === 'es' ? 'es' : 'en';
    const room = await this.rooms.get(booking.roomType).catch(() => undefined);
    const payments = await paymentsOf(this.dataSource.manager, { kind: 'room', id: booking.id });
    return toManagedBookingView(
      {
        kind: 'room',
        reference: booking.reference,
        status: booking.status,
        title: room ? localized(room, language).name : booking.roomType,
        startDate: booking.checkinDate,
        endDate: booking.checkoutDate,
        startTime: null,
        people: booking.guests,
        guestName: booking.guestName,
        email: booking.email,
        language,
        total: booking.totalPrice,
        ...soldTaxes(booking),
        currency: booking.currency,
        freeCancellationUntil: booking.freeCancellationUntil,
        cancellable: guestMayCancel(booking, now),
        movable: guestMayMoveStay(booking, now),
        folioCharges: await chargesOf(this.dataSource.manager, [booking.id]),
      },
      payments,
      now,
    );
  }
}

/** The guest's new dates in the booking's own room (only staff move a stay to another room). */
function sameRoom(booking: RoomBooking, { checkinDate, checkoutDate }: NewDates): StayDestination {
  return { roomType: booking.roomType, checkinDate, checkoutDate };
}
