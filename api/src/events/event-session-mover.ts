/**
 * Moving event tickets to another occurrence of the same event (SessionMoveService): the new
 * session priced as new tickets, its seats taken by the same conditional UPDATE as a new booking
 * (seatsTaken + tickets <= maxAttendees decides, whoever else is booking), the old session's
 * seats given back in the same transaction, so a move racing a new booking for the last seats
 * never lets both have them.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventMove } from '@lakeside/contracts';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { BookingError } from '../bookings/booking-errors.js';
import { policyAtBooking } from '../bookings/cancellation-terms.js';
import { nextCalendarSequence } from '../bookings/calendar-sequence.js';
import type { DeskSession } from '../bookings/session-desk/desk-sessions.js';
import type { SessionMovePlan, SessionMover } from '../bookings/session-desk/session-moves.js';
import { CatalogueCache } from '../common/cache/catalogue-cache.js';
import { EventBooking } from './event-booking.entity.js';
import { EventBookingService } from './event-booking.service.js';
import { EVENT_CALENDAR_MINUTES, EventDeskSessions } from './event-desk-sessions.js';
import { EventError } from './event-errors.js';
import type { EventOccurrence, SessionView } from './event-occurrence.js';
import { OCCURRENCE_TABLES } from './event-occurrences.service.js';
import { EventSession } from './event-session.entity.js';
import { SeatReservationService } from './seat-reservation.service.js';
import { addMinutes, startInstant } from './session-time.js';

interface EventMovePlan extends SessionMovePlan {
  occurrence: EventOccurrence;
  session: SessionView;
  tickets: number;
  /** The session's event_sessions row, made before the move's transaction (prepare). */
  sessionId: number | null;
}

@Injectable()
export class EventSessionMover implements SessionMover<EventMove, EventMovePlan> {
  readonly kind = 'event' as const;
  readonly resource = 'event-bookings';

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly desk: EventDeskSessions,
    private readonly events: EventBookingService,
    private readonly seats: SeatReservationService,
    private readonly cache: CatalogueCache,
  ) {}

  find(manager: EntityManager, id: number): Promise<DeskSession | null> {
    return this.desk.find(manager, id);
  }

  /** The occurrence asked for, of the same one-off event or weekly template; 404 sessionNotFound for another event's. */
  async plan(booking: DeskSession, to: EventMove, now: Date): Promise<EventMovePlan> {
    const row = await this.dataSource.manager.findOneByOrFail(EventBooking, { id: booking.id });
    const current = await this.dataSource.manager.findOneByOrFail(EventSession, { id: row.sessionId });
    const { occurrence, session, sale } = await this.events.priced(
      { ...to, numberOfTickets: row.numberOfTickets },
      now,
    );
    const sameEvent =
      (occurrence.eventId ?? null) === (current.eventId ?? null) &&
      (occurrence.templateId ?? null) === (current.templateId ?? null);
    if (!sameEvent) throw new EventError('events.sessionNotFound');
    if (session.date === current.sessionDate && session.time === current.startTime) {
      throw new BookingError('bookings.sameDates');
    }
    const start = { date: session.date, time: session.time };
    return {
      start,
      end: addMinutes(start, EVENT_CALENDAR_MINUTES),
      sale,
      ...policyAtBooking('event', startInstant(session)),
      occurrence,
      session,
      tickets: row.numberOfTickets,
      sessionId: session.id,
    };
  }

  isFree(_booking: DeskSession, plan: EventMovePlan): Promise<boolean> {
    return Promise.resolve(plan.session.maxAttendees - plan.session.seatsTaken >= plan.tickets);
  }

  /** The session's row, made on its first booking as a new booking makes it (its own short transaction). */
  async prepare(plan: EventMovePlan): Promise<EventMovePlan> {
    return { ...plan, sessionId: await this.seats.sessionRowId(plan.occurrence, plan.session) };
  }

  /** Seats are guarded by their conditional UPDATE: nothing to lock first. */
  lock(): Promise<void> {
    return Promise.resolve();
  }

  async move(manager: EntityManager, booking: DeskSession, plan: EventMovePlan): Promise<boolean> {
    const sessionId = plan.sessionId ?? 0;
    const before = await manager.findOneByOrFail(EventBooking, { id: booking.id });
    const eventId = plan.occurrence.eventId;
    if (!(await this.seats.take(manager, { sessionId, eventId, numberOfTickets: before.numberOfTickets }))) {
      // Read as committed now, not in this transaction's snapshot (MariaDB), for the message.
      const left = await this.seats.spotsLeft(sessionId);
      throw left > 0 ? new EventError('events.notEnoughSpots', { params: { left } }) : new EventError('events.soldOut');
    }
    const result = await manager.update(
      EventBooking,
      { id: booking.id, cancelledAt: IsNull(), paymentStatus: booking.paymentStatus },
      {
        sessionId,
        eventId,
        selectedTimeSlot: plan.session.time,
        selectedDateTime: startInstant(plan.session),
        totalAmount: plan.sale.total,
        taxes: plan.sale.taxes,
        taxIncluded: plan.sale.taxIncluded,
        taxAdded: plan.sale.taxAdded,
        freeCancellationUntil: plan.freeCancellationUntil,
        policyVersion: plan.policyVersion,
        calendarSequence: nextCalendarSequence(booking),
      },
    );
    if (!result.affected) return false;
    await this.seats.release(manager, before);
    return true;
  }

  /**
   * The guest pages cache occurrences: the subscriber cleared them inside the transaction, where
   * a concurrent read could cache the uncommitted seats again; clear once more now it committed.
   */
  committed(): void {
    for (const table of OCCURRENCE_TABLES) this.cache.invalidateTable(table);
  }
}
