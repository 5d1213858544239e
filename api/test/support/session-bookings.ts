/**
 * Sauna and event bookings moved in time, as days passing would, for the desk's actions that
 * depend on the session's day (attended, no-show): a sauna session to another date; event
 * tickets to a session of the same event on another date and time (made for them, with their
 * seats), leaving the seeded sessions as they were.
 */
import type { DataSource } from 'typeorm';
import { EventBooking } from '../../src/events/event-booking.entity.js';
import { EventSession } from '../../src/events/event-session.entity.js';
import { Event } from '../../src/events/event.entity.js';
import { SaunaBooking } from '../../src/sauna/sauna-booking.entity.js';

export async function moveSaunaBooking(dataSource: DataSource, id: number, sessionDate: string): Promise<void> {
  await dataSource.getRepository(SaunaBooking).update({ id }, { sessionDate });
}

export async function moveEventBooking(dataSource: DataSource, id: number, sessionDate: string, startTime: string) {
  const booking = await dataSource.getRepository(EventBooking).findOneByOrFail({ id });
  const { eventId, templateId, maxAttendees } = await dataSource
    .getRepository(EventSession)
    .findOneByOrFail({ id: booking.sessionId });
  const session = await dataSource
    .getRepository(EventSession)
    .save({ eventId, templateId, sessionDate, startTime, maxAttendees, seatsTaken: booking.numberOfTickets });
  await dataSource.getRepository(EventBooking).update({ id }, { sessionId: session.id });
}

/**
 * A one-off event of its own on `eventDate` at 19:00, `seats` seats with `taken` already sold,
 * $30 a ticket, with its session row: its occurrence id and start as the dialog sends them.
 */
export async function newPaidEvent(
  dataSource: DataSource,
  eventDate: string,
  seats: number,
  taken = 0,
  ticketPrice = '30.00',
) {
  const events = dataSource.getRepository(Event);
  const event = await events.save(
    events.create({
      title: `Paid ceremony ${eventDate}`,
      description: 'Paid online',
      eventDate,
      eventTime: '19:00',
      duration: '2 hours',
      maxAttendees: seats,
      currentAttendees: taken,
      ticketPrice,
      category: 'spiritual',
    }),
  );
  const session = await dataSource.getRepository(EventSession).save({
    eventId: event.id,
    sessionDate: event.eventDate,
    startTime: event.eventTime,
    maxAttendees: seats,
    seatsTaken: taken,
  });
  return { id: `event:${event.id}`, sessionId: session.id, startsAt: `${event.eventDate}T19:00:00-06:00` };
}
