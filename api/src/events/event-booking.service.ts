import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  MESSAGES,
  moneyEquals,
  multiplyMoney,
  type EventBookingReply,
  type EventQuoteQuery,
  type SessionQuoteReply,
} from '@lakeside/contracts';
import { CatalogueCache } from '../common/cache/catalogue-cache.js';
import { NewBookingNotices } from '../bookings/new-booking-notice.js';
import { MailService } from '../mail/mail.service.js';
import type { EventBookingBody } from './dto/event-booking.body.js';
import type { EventBooking } from './event-booking.entity.js';
import { toEventBookingView } from './event-booking-view.js';
import { eventConfirmationMail } from './event-confirmation-mail.js';
import { EventOccurrencesService, OCCURRENCE_TABLES } from './event-occurrences.service.js';
import type { EventOccurrence, SessionView } from './event-occurrence.js';
import { SeatReservationService, type NewEventBooking } from './seat-reservation.service.js';
import { chooseSession } from './session-choice.js';
import { startInstant } from './session-time.js';
import { newReference } from '../bookings/booking-identity.js';
import { policyAtBooking } from '../bookings/cancellation-terms.js';
import { BookingCheckout } from '../bookings/checkout/booking-checkout.js';
import { ManageLinks } from '../bookings/manage-links.js';
import { fieldError } from '../common/errors/field-error.js';
import { PaymentError } from '../payments/payment-errors.js';
import { EventError } from './event-errors.js';
import { taxedSale } from '../taxes/tax-rules.js';

/** The field message when the session's start cannot be read (the form offers a list). */
export const UNREADABLE_START_MESSAGE = 'Please choose a session from the list';

/** Tickets asked for, checked and priced by the server, before their seats are taken. */
export interface PricedTickets {
  occurrence: EventOccurrence;
  session: SessionView;
  sessionId: number;
  /** The booking row but for how it is paid. */
  row: Omit<NewEventBooking, 'paymentStatus'>;
}

/**
 * POST /api/event-bookings: resolves the session, prices the tickets, takes the seats, confirms
 * by e-mail — paid at the retreat. The online checkout (EventCheckoutService) shares the rest.
 */
@Injectable()
export class EventBookingService {
  constructor(
    private readonly occurrences: EventOccurrencesService,
    private readonly seats: SeatReservationService,
    private readonly cache: CatalogueCache,
    private readonly mail: MailService,
    private readonly links: ManageLinks,
    private readonly checkout: BookingCheckout,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notices: NewBookingNotices,
  ) {}

  async book(body: EventBookingBody, now = new Date()): Promise<EventBookingReply> {
    const { occurrence, session, sessionId, row } = await this.price(body, now);
    this.checkout.assertPayAtRetreatOffered(row.totalAmount);
    // Tickets are paid at the retreat; payment ids a client sends are not proof of payment.
    const booking = await this.reserve(sessionId, { ...row, paymentStatus: 'confirmed' }, now);
    return this.confirm(booking, occurrence, session);
  }

  /** GET /api/event-bookings/quote: tickets × price, the cancellation deadline, and whether paying at the retreat is offered. */
  async quote(query: EventQuoteQuery, now = new Date()): Promise<SessionQuoteReply> {
    const { occurrence, session, tickets, sale } = await this.priced(query, now);
    const line = {
      item: 'tickets' as const,
      quantity: query.numberOfTickets,
      unitPrice: occurrence.ticketPrice,
      amount: tickets,
      minutes: null,
    };
    return this.checkout.quote([line], occurrence.currency, policyAtBooking('event', startInstant(session)), sale);
  }

  /** Checks the session and the client's total against the server's price. */
  async price(body: EventBookingBody, now: Date): Promise<PricedTickets> {
    const { occurrence, session, sale } = await this.priced(body, now);
    const { total: totalAmount, taxes, taxIncluded, taxAdded } = sale;
    // The server's price is the price; a client that shows another total must not book blind.
    if (!moneyEquals(totalAmount, body.totalAmount)) {
      throw new PaymentError('payments.priceMismatch');
    }
    const sessionId = await this.seats.sessionRowId(occurrence, session);
    const row = {
      eventId: occurrence.eventId,
      guestName: body.guestName,
      email: body.email,
      phone: body.phone,
      numberOfTickets: body.numberOfTickets,
      selectedTimeSlot: session.time,
      selectedDateTime: startInstant(session),
      totalAmount,
      taxes,
      taxIncluded,
      taxAdded,
      currency: occurrence.currency,
      language: body.language,
      reference: newReference('event'),
      ...policyAtBooking('event', startInstant(session)),
    };
    return { occurrence, session, sessionId, row };
  }

  /** Takes the seats with the booking (held or confirmed); 409 when they are gone. */
  async reserve(sessionId: number, row: NewEventBooking, now: Date): Promise<EventBooking> {
    const booking = await this.seats.reserve(sessionId, row, now);
    // The subscriber already cleared the cache inside the transaction, where a concurrent read
    // could have cached the uncommitted state again; clear once more now that it is committed.
    for (const table of OCCURRENCE_TABLES) this.cache.invalidateTable(table);
    if (!booking) {
      const left = await this.seats.spotsLeft(sessionId);
      throw left > 0 ? new EventError('events.notEnoughSpots', { params: { left } }) : new EventError('events.soldOut');
    }
    return booking;
  }

  /** Issues the manage link and mails the confirmation of a confirmed or paid booking. */
  async confirm(booking: EventBooking, occurrence: EventOccurrence, session: SessionView): Promise<EventBookingReply> {
    const manageUrl = await this.links.issue({ kind: 'event', ...booking });
    const { sent } = await this.mail.send(eventConfirmationMail(booking, occurrence, session, manageUrl));
    await this.notices.announce({
      reference: booking.reference,
      what: `${booking.numberOfTickets} × ${occurrence.title}`,
      when: `${session.date} ${session.time}`,
      guestName: booking.guestName,
      email: booking.email,
      phone: booking.phone || null,
      total: booking.totalAmount,
      currency: booking.currency,
      paidOnline: booking.paymentStatus === 'paid',
    });
    return toEventBookingView(booking, sent);
  }

  /**
   * The session asked for, not yet begun, its tickets at the server's price, and the sale with
   * the event taxes (its total is what the guest pays).
   */
  async priced(query: EventQuoteQuery, now: Date) {
    const occurrence = await this.occurrences.findForBooking(query.eventId, now);
    const session = this.sessionOf(occurrence, query);
    if (startInstant(session).getTime() <= now.getTime()) {
      throw new EventError('events.sessionStarted');
    }
    const tickets = multiplyMoney(occurrence.ticketPrice, query.numberOfTickets);
    const sale = await taxedSale(this.dataSource.manager, 'events', tickets);
    return { occurrence, session, tickets, sale };
  }

  private sessionOf(occurrence: EventOccurrence, body: EventQuoteQuery): SessionView {
    const choice = chooseSession(occurrence.sessions, body);
    if ('session' in choice) return choice.session;
    switch (choice.problem) {
      case 'slotRequired':
        throw fieldError('selectedTimeSlot', MESSAGES.timeSlotRequired);
      case 'unreadableStart':
        throw fieldError('selectedDateTime', UNREADABLE_START_MESSAGE);
      case 'noSuchSession':
        throw new EventError('events.sessionNotFound');
    }
  }
}
