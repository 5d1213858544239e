/**
 * The retreat's own notice of every new booking (docs/requirements/policies.md#managing-a-booking):
 * staff read their inbox, so a room, a sauna session or event tickets booked online or at the
 * desk is said there at once, as changes and cancellations are. English, the staff's working
 * language for mail; the guest's address as Reply-To.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { renderMail } from '../mail/mail-layout.js';
import { MailService } from '../mail/mail.service.js';

export interface NewBooking {
  reference: string;
  /** The room's name, "Private sauna session", the event's title. */
  what: string;
  /** The dates or the day and time, as staff read them. */
  when: string;
  guestName: string;
  email: string | null;
  phone: string | null;
  total: string;
  currency: string;
  /** Paid online already, or to pay at the retreat. */
  paidOnline: boolean;
}

@Injectable()
export class NewBookingNotices {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Never throws (MailService keeps what SMTP refuses in the outbox). */
  async announce(booking: NewBooking): Promise<void> {
    const paid = booking.paidOnline ? 'paid online' : 'to pay at the retreat';
    const contact = [booking.email, booking.phone].filter(Boolean).join(', ');
    const body = renderMail({
      language: 'en',
      greeting: 'Hello,',
      paragraphs: [
        `${booking.guestName} booked ${booking.what}, ${booking.when} (${booking.reference}): ` +
          `${booking.currency} ${booking.total}, ${paid}.${contact ? ` Contact: ${contact}.` : ''}`,
      ],
    });
    await this.mail.send({
      to: this.config.CONTACT_INBOX,
      ...(booking.email ? { replyTo: booking.email } : {}),
      subject: `New booking: ${booking.reference} — ${booking.what}`,
      ...body,
    });
  }
}
