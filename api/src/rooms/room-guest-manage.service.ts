/**
 * A room booking as its guest manages it from the mailed link: the view, the cancellation
 * (with its refund through the provider), and a new link for "find my booking".
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { localized, type Language, type ManagedBookingReply } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { openedWithLink, sameEmail } from '../bookings/manage-access.js';
import { toManagedBookingView } from '../bookings/managed-booking-view.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { MailService } from '../mail/mail.service.js';
import { paymentsOf } from '../payments/booking-payments.js';
import { RefundsService } from '../payments/refunds.service.js';
import { RoomBooking } from './room-booking.entity.js';
import { guestMayCancel, RoomBookingWriter } from './room-booking-writer.js';
import { roomCancellationMail, roomCancelledNotice, type CancellationMoney } from './room-cancellation-mail.js';
import { RoomConfirmationMailer } from './room-confirmation-mail.js';
import { RoomsService } from './rooms.service.js';

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(reference: string, token: string, now = new Date()): Promise<ManagedBookingReply> {
    return this.toView(await this.opened(reference, token, now), now);
  }

  async cancel(reference: string, token: string, now = new Date()): Promise<ManagedBookingReply> {
    const booking = await this.opened(reference, token, now);
    const { booking: cancelled, refund } = await this.writer.cancelByGuest(booking.id, now);
    const settled = refund ? await this.refunds.settle(refund, `Cancelled booking ${reference}`) : null;
    const view = await this.toView(cancelled, now);
    await this.tellCancelled(cancelled, view.title, {
      refunded: settled && settled.status !== 'failed' ? settled.amount : null,
      paidOnline: view.paidOnline,
    });
    return view;
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
        currency: booking.currency,
        freeCancellationUntil: booking.freeCancellationUntil,
        cancellable: guestMayCancel(booking, now),
      },
      payments,
      now,
    );
  }
}
