/**
 * Event tickets as the desk and the guest's manage page change them: cancelled (the seats go
 * back to the session in the same transaction), and the guest's attendance or no-show
 * recorded. Each change is one conditional UPDATE on what was read, so of two desks tapping at
 * once, or a desk and the guest, one changes the row and gives the seats back.
 */
import { Injectable } from '@nestjs/common';
import { localized, type Language } from '@lakeside/contracts';
import { IsNull, type EntityManager } from 'typeorm';
import { nextCalendarSequence } from '../bookings/calendar-sequence.js';
import {
  markSessionStay,
  sharedSessionFields,
  type DeskSession,
  type DeskSessions,
  type StayMark,
} from '../bookings/session-desk/desk-sessions.js';
import { EventBooking } from './event-booking.entity.js';
import { EventSession } from './event-session.entity.js';
import { EventWeeklyTemplate } from './event-weekly-template.entity.js';
import { Event } from './event.entity.js';
import { SeatReservationService } from './seat-reservation.service.js';
import { addMinutes } from './session-time.js';

/** An event's length when the calendar needs an end and the event names none. */
export const EVENT_CALENDAR_MINUTES = 120;

/** The title of the session's one-off event or weekly template, in `language`. */
export async function eventTitleOf(manager: EntityManager, session: EventSession, language: Language): Promise<string> {
  const source = session.eventId
    ? await manager.findOneBy(Event, { id: session.eventId })
    : await manager.findOneBy(EventWeeklyTemplate, { id: session.templateId ?? 0 });
  return source ? localized(source, language).title : '';
}

@Injectable()
export class EventDeskSessions implements DeskSessions {
  readonly kind = 'event' as const;
  readonly resource = 'event-bookings';

  constructor(private readonly seats: SeatReservationService) {}

  async find(manager: EntityManager, id: number): Promise<DeskSession | null> {
    const booking = await manager.findOneBy(EventBooking, { id });
    if (!booking) return null;
    const session = await manager.findOneByOrFail(EventSession, { id: booking.sessionId });
    const language: Language = booking.language === 'es' ? 'es' : 'en';
    const start = { date: session.sessionDate, time: session.startTime };
    const titleEn = await eventTitleOf(manager, session, 'en');
    return {
      ...sharedSessionFields(booking),
      kind: 'event',
      title: language === 'en' ? titleEn : await eventTitleOf(manager, session, language),
      titleEn,
      eventKey: session.eventId ? `event:${session.eventId}` : `template:${session.templateId ?? 0}`,
      start,
      end: addMinutes(start, EVENT_CALENDAR_MINUTES),
      people: booking.numberOfTickets,
      phone: booking.phone,
      total: booking.totalAmount,
      paysAtRetreat: booking.paymentStatus === 'confirmed',
    };
  }

  cancel(manager: EntityManager, booking: DeskSession, now: Date): Promise<boolean> {
    return cancelEventTickets(manager, this.seats, booking, now);
  }

  mark(manager: EntityManager, id: number, mark: StayMark, at: Date): Promise<boolean> {
    return markSessionStay(manager, EventBooking, id, mark, at);
  }
}

/**
 * Cancels the tickets as read (still standing, their paymentStatus unchanged) and gives their
 * seats back; false when they changed meanwhile. The one write of an event cancellation, for
 * the guest and staff.
 */
export async function cancelEventTickets(
  manager: EntityManager,
  seats: SeatReservationService,
  booking: Pick<EventBooking, 'id' | 'paymentStatus' | 'calendarSequence'>,
  now: Date,
): Promise<boolean> {
  const result = await manager.update(
    EventBooking,
    { id: booking.id, cancelledAt: IsNull(), paymentStatus: booking.paymentStatus },
    { cancelledAt: now, calendarSequence: nextCalendarSequence(booking) },
  );
  if (!result.affected) return false;
  const row = await manager.findOneByOrFail(EventBooking, { id: booking.id });
  await seats.release(manager, row);
  return true;
}
