/**
 * A private sauna session as its guest manages it from the mailed link: the view, the
 * cancellation (which frees the slot at once: activeSlot goes NULL in the same UPDATE), and a
 * new link for "find my booking". A session paid online is refunded as the policy says: the
 * refund recorded as due in the cancelling transaction and sent to the provider after it.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ManagedBookingReply } from '@lakeside/contracts';
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
  type CancelledSession,
  type SessionCancelledBy,
} from '../bookings/session-cancellation-mail.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { isFreeCancellation } from '../bookings/cancellation-terms.js';
import { paidOnline, paymentsOf } from '../payments/booking-payments.js';
import { POLICY_REFUND, recordChosenRefund } from '../payments/refund-choice.js';
import { amountGivenBack, RefundsService } from '../payments/refunds.service.js';
import { addMinutes } from '../events/session-time.js';
import { MailService } from '../mail/mail.service.js';
import { slotHasStarted } from './sauna-clock.js';
import { saunaCalendarEntry } from './sauna-confirmation-mail.js';
import { SaunaBooking } from './sauna-booking.entity.js';
import { cancelSaunaSession } from './sauna-desk-sessions.js';
import { soldTaxes } from '../taxes/tax-lines.js';

const TITLE = { en: 'Private sauna session', es: 'Sesión privada de sauna' } as const;

@Injectable()
export class SaunaGuestManageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: ManageLinks,
    private readonly mail: MailService,
    private readonly refunds: RefundsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(reference: string, token: string, now = new Date()): Promise<ManagedBookingReply> {
    return this.toView(await this.opened(reference, token, now), now);
  }

  async cancel(reference: string, token: string, now = new Date()): Promise<ManagedBookingReply> {
    const { id } = await this.opened(reference, token, now);
    const { cancelled, refunds } = await runWriteTransaction(this.dataSource, async (manager) => {
      const booking = await manager.findOneByOrFail(SaunaBooking, { id });
      if (!mayCancel(booking, now)) throw new BookingError('bookings.notCancellable');
      if (!(await cancelSaunaSession(manager, booking, now))) throw new BookingError('bookings.notCancellable');
      const ref = { kind: 'sauna', id } as const;
      const refunds = await recordChosenRefund(
        manager,
        ref,
        POLICY_REFUND,
        isFreeCancellation(booking.freeCancellationUntil, now),
      );
      return { cancelled: await manager.findOneByOrFail(SaunaBooking, { id }), refunds };
    });
    const settled = await this.refunds.settleAll(refunds, `Cancelled booking ${reference}`);
    const money = {
      by: 'guest',
      refunded: amountGivenBack(settled),
      paidOnline: await paidOnline(this.dataSource.manager, { kind: 'sauna', id: cancelled.id }),
    } as const;
    await this.tellCancelled(cancelled, money);
    return this.toView(cancelled, now);
  }

  /** The session's calendar entry as it stands now, for the page's download. */
  async calendar(reference: string, token: string, now = new Date()): Promise<BookingCalendar> {
    const booking = await this.opened(reference, token, now);
    return { entry: saunaCalendarEntry(booking), cancelled: booking.cancelledAt !== null };
  }

  /** Mails a new link when the e-mail is the booking's; says nothing either way. */
  async resend(reference: string, email: string, now = new Date()): Promise<void> {
    const booking = await this.dataSource.getRepository(SaunaBooking).findOneBy({ reference });
    if (!booking || !sameEmail(booking, email) || !mayCancel(booking, now)) return;
    const manageUrl = await this.links.issue({ kind: 'sauna', ...booking });
    await this.mail.send(manageLinkMail(booking, manageUrl));
  }

  private async opened(reference: string, token: string, now: Date): Promise<SaunaBooking> {
    const booking = await this.dataSource.getRepository(SaunaBooking).findOneBy({ reference });
    return openedWithLink(booking, token, (found) => found.sessionDate, now);
  }

  private async tellCancelled(booking: SaunaBooking, money: SessionCancelledBy): Promise<void> {
    const start = { date: booking.sessionDate, time: booking.timeSlot };
    const session: CancelledSession = {
      ...booking,
      title: TITLE[booking.language === 'es' ? 'es' : 'en'],
      start,
      end: addMinutes(start, booking.duration),
    };
    const mails = [
      sessionCancellationMail(session, money),
      sessionCancelledNotice(session, this.config.CONTACT_INBOX, money),
    ];
    for (const mail of mails) {
      await this.mail.send(mail);
    }
  }

  private async toView(booking: SaunaBooking, now: Date): Promise<ManagedBookingReply> {
    const language = booking.language === 'es' ? 'es' : 'en';
    return toManagedBookingView(
      {
        kind: 'sauna',
        reference: booking.reference,
        status: booking.cancelledAt ? 'cancelled' : 'confirmed',
        title: TITLE[language],
        startDate: booking.sessionDate,
        endDate: null,
        startTime: booking.timeSlot,
        people: 1,
        guestName: booking.guestName,
        email: booking.email,
        language,
        total: booking.totalPrice,
        ...soldTaxes(booking),
        currency: booking.currency,
        freeCancellationUntil: booking.freeCancellationUntil,
        cancellable: mayCancel(booking, now),
        movable: false,
      },
      await paymentsOf(this.dataSource.manager, { kind: 'sauna', id: booking.id }),
      now,
    );
  }
}

/** Not cancelled, and its slot not yet begun. */
function mayCancel(booking: SaunaBooking, now: Date): boolean {
  return booking.cancelledAt === null && !slotHasStarted(booking.sessionDate, booking.timeSlot, now);
}
