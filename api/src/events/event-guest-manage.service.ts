/**
 * Event tickets as their guest manages them from the mailed link: the view, the cancellation
 * (the seats go back to the session in the same transaction; tickets paid online are refunded
 * as the policy says, the refund recorded as due in that transaction and sent to the provider
 * after it), and a new link for "find my booking".
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { localized, type Language, type ManagedBookingReply } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import type { BookingCalendar } from '../bookings/booking-calendar.js';
import { BookingError } from '../bookings/booking-errors.js';
import { openedWithLink, sameEmail } from '../bookings/manage-access.js';
import { manageLinkMail } from '../bookings/manage-link-mail.js';
import { ManageLinks } from '../bookings/manage-links.js';
import { toManagedBookingView } from '../bookings/managed-booking-view.js';
import {
  sessionCancellationMail,
  sessionCancelledNotice,
  type SessionCancelledBy,
} from '../bookings/session-cancellation-mail.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { isFreeCancellation } from '../bookings/cancellation-terms.js';
import { paidOnline, paymentsOf } from '../payments/booking-payments.js';
import { POLICY_REFUND, recordChosenRefund } from '../payments/refund-choice.js';
import { amountGivenBack, RefundsService } from '../payments/refunds.service.js';
import { MailService } from '../mail/mail.service.js';
import { EventBooking } from './event-booking.entity.js';
import { cancelEventTickets } from './event-desk-sessions.js';
import { EventSession } from './event-session.entity.js';
import { EventWeeklyTemplate } from './event-weekly-template.entity.js';
import { Event } from './event.entity.js';
import { SeatReservationService } from './seat-reservation.service.js';
import { addMinutes } from './session-time.js';
import { soldTaxes } from '../taxes/tax-lines.js';

/** An event's length when the calendar needs an end and the event names none. */
const CALENDAR_MINUTES = 120;

@Injectable()
export class EventGuestManageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly seats: SeatReservationService,
    private readonly links: ManageLinks,
    private readonly mail: MailService,
    private readonly refunds: RefundsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(reference: string, token: string, now = new Date()): Promise<ManagedBookingReply> {
    const { booking, session } = await this.opened(reference, token, now);
    return this.toView(booking, session, now);
  }

  async cancel(reference: string, token: string, now = new Date()): Promise<ManagedBookingReply> {
    const { booking, session } = await this.opened(reference, token, now);
    const { cancelled, refunds } = await runWriteTransaction(this.dataSource, async (manager) => {
      if (!mayCancel(booking, now)) throw new BookingError('bookings.notCancellable');
      if (!(await cancelEventTickets(manager, this.seats, booking, now))) {
        throw new BookingError('bookings.notCancellable');
      }
      const ref = { kind: 'event', id: booking.id } as const;
      const refunds = await recordChosenRefund(
        manager,
        ref,
        POLICY_REFUND,
        isFreeCancellation(booking.freeCancellationUntil, now),
      );
      return { cancelled: await manager.findOneByOrFail(EventBooking, { id: booking.id }), refunds };
    });
    const settled = await this.refunds.settleAll(refunds, `Cancelled booking ${reference}`);
    const money = {
      by: 'guest',
      refunded: amountGivenBack(settled),
      paidOnline: await paidOnline(this.dataSource.manager, { kind: 'event', id: cancelled.id }),
    } as const;
    const view = await this.toView(cancelled, session, now);
    await this.tellCancelled(cancelled, session, view.title, money);
    return view;
  }

  /** Mails a new link when the e-mail is the booking's; says nothing either way. */
  async resend(reference: string, email: string, now = new Date()): Promise<void> {
    const booking = await this.dataSource.getRepository(EventBooking).findOneBy({ reference });
    if (!booking || !sameEmail(booking, email) || !mayCancel(booking, now)) return;
    const manageUrl = await this.links.issue({ kind: 'event', ...booking });
    await this.mail.send(manageLinkMail(booking, manageUrl));
  }

  private async opened(reference: string, token: string, now: Date) {
    const found = await this.dataSource.getRepository(EventBooking).findOneBy({ reference });
    const session = found ? await this.dataSource.getRepository(EventSession).findOneBy({ id: found.sessionId }) : null;
    const booking = openedWithLink(found, token, () => session?.sessionDate ?? '', now);
    return { booking, session: session as EventSession };
  }

  private async titleOf(session: EventSession, language: Language): Promise<string> {
    const source = session.eventId
      ? await this.dataSource.getRepository(Event).findOneBy({ id: session.eventId })
      : await this.dataSource.getRepository(EventWeeklyTemplate).findOneBy({ id: session.templateId ?? 0 });
    return source ? localized(source, language).title : '';
  }

  /** The tickets' calendar entry as it stands now, for the page's download. */
  async calendar(reference: string, token: string, now = new Date()): Promise<BookingCalendar> {
    const { booking, session } = await this.opened(reference, token, now);
    const language: Language = booking.language === 'es' ? 'es' : 'en';
    const { title, start, end } = sessionTimes(session, await this.titleOf(session, language));
    return {
      entry: {
        reference: booking.reference,
        sequence: booking.calendarSequence ?? 0,
        title,
        description: booking.reference,
        start,
        end,
        guest: { name: booking.guestName, email: booking.email },
      },
      cancelled: booking.cancelledAt !== null,
    };
  }

  private async tellCancelled(
    booking: EventBooking,
    session: EventSession,
    title: string,
    money: SessionCancelledBy,
  ): Promise<void> {
    const cancelled = { ...booking, ...sessionTimes(session, title) };
    for (const mail of [
      sessionCancellationMail(cancelled, money),
      sessionCancelledNotice(cancelled, this.config.CONTACT_INBOX, money),
    ]) {
      await this.mail.send(mail);
    }
  }

  private async toView(booking: EventBooking, session: EventSession, now: Date): Promise<ManagedBookingReply> {
    const language: Language = booking.language === 'es' ? 'es' : 'en';
    return toManagedBookingView(
      {
        kind: 'event',
        reference: booking.reference,
        status: booking.cancelledAt ? 'cancelled' : 'confirmed',
        title: await this.titleOf(session, language),
        startDate: session.sessionDate,
        endDate: null,
        startTime: session.startTime,
        people: booking.numberOfTickets,
        guestName: booking.guestName,
        email: booking.email,
        language,
        total: booking.totalAmount,
        ...soldTaxes(booking),
        currency: booking.currency,
        freeCancellationUntil: booking.freeCancellationUntil,
        cancellable: mayCancel(booking, now),
        movable: false,
      },
      await paymentsOf(this.dataSource.manager, { kind: 'event', id: booking.id }),
      now,
    );
  }
}

/** The session's title and times, as its calendar entries carry them. */
function sessionTimes(session: EventSession, title: string) {
  const start = { date: session.sessionDate, time: session.startTime };
  return { title, start, end: addMinutes(start, CALENDAR_MINUTES) };
}

/** Not cancelled, and its session not yet begun. */
function mayCancel(booking: EventBooking, now: Date): boolean {
  return booking.cancelledAt === null && (booking.selectedDateTime === null || now < booking.selectedDateTime);
}
