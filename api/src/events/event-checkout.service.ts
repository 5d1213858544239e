import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventBookingReply, SessionPaymentOrderReply } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { BookingCheckout } from '../bookings/checkout/booking-checkout.js';
import type { EventBookingBody } from './dto/event-booking.body.js';
import { EventBooking } from './event-booking.entity.js';
import { EventBookingService } from './event-booking.service.js';
import { toEventBookingView } from './event-booking-view.js';
import { EventHolds } from './event-holds.js';
import { EventOccurrencesService } from './event-occurrences.service.js';
import { EventSession } from './event-session.entity.js';

/**
 * Event tickets paid online: the seats are held for the server's price while the guest pays
 * (POST /api/event-bookings/checkout), and confirmed by the capture
 * (POST /api/event-bookings/checkout/:orderId/capture), which mails the tickets once. Paid on
 * a hosted checkout (Recurrente), its webhook confirms through the same capture.
 */
@Injectable()
export class EventCheckoutService implements OnModuleInit {
  private readonly logger = new Logger('EventCheckout');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: EventBookingService,
    private readonly occurrences: EventOccurrencesService,
    private readonly holds: EventHolds,
    private readonly checkout: BookingCheckout,
  ) {}

  onModuleInit(): void {
    this.checkout.completeOrdersOf(this.holds, (orderId) => this.capture(orderId));
  }

  async start(body: EventBookingBody, now = new Date()): Promise<SessionPaymentOrderReply> {
    const { occurrence, session, sessionId, row } = await this.bookings.price(body, now);
    this.checkout.assertSomethingToPay(row.totalAmount);
    const terms = this.checkout.holdTerms(body.provider, now);
    const hold = await this.bookings.reserve(
      sessionId,
      { ...row, paymentStatus: 'held', holdExpiresAt: terms.holdExpiresAt, paymentProvider: terms.provider.name },
      now,
    );
    const tickets = `${hold.numberOfTickets} ticket${hold.numberOfTickets === 1 ? '' : 's'}`;
    return this.checkout.placeOrder(this.holds, terms, {
      bookingId: hold.id,
      reference: hold.reference,
      amount: hold.totalAmount,
      currency: hold.currency,
      holdExpiresAt: terms.holdExpiresAt,
      description: `${occurrence.title}, ${tickets}, ${session.date} ${session.time}`,
      language: hold.language,
    });
  }

  async capture(orderId: string, now = new Date()): Promise<EventBookingReply> {
    const { bookingId, newlyConfirmed } = await this.checkout.capture(this.holds, orderId, now);
    const booking = await this.dataSource.getRepository(EventBooking).findOneByOrFail({ id: bookingId });
    if (!newlyConfirmed) return toEventBookingView(booking, false);
    try {
      const { occurrence, session } = await this.occurrenceOf(booking, now);
      return await this.bookings.confirm(booking, occurrence, session);
    } catch (error) {
      // Paid and confirmed: a mail that cannot be written (the event deactivated meanwhile) is not the guest's failure.
      this.logger.error(
        `Event booking ${booking.reference} is paid but its confirmation was not sent: ${String(error)}`,
      );
      return toEventBookingView(booking, false);
    }
  }

  /** The occurrence and session the booking's seats belong to, as the confirmation mail shows them. */
  private async occurrenceOf(booking: EventBooking, now: Date) {
    const row = await this.dataSource.getRepository(EventSession).findOneByOrFail({ id: booking.sessionId });
    const occurrence = await this.occurrences.findForBooking(
      row.eventId !== null
        ? { kind: 'event', eventId: row.eventId }
        : { kind: 'template', templateId: row.templateId ?? 0, date: row.sessionDate },
      now,
    );
    const session = occurrence.sessions.find((candidate) => candidate.time === row.startTime);
    if (!session) throw new Error(`Session ${row.id} is no longer listed`);
    return { occurrence, session };
  }
}
