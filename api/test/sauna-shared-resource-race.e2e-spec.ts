/**
 * One sauna under concurrent writes (docs/decisions/0010-shared-resources.md; run it with
 * DATABASE_URL to see it hold on MariaDB): a guest booking a private session and staff
 * scheduling a communal session over the same time, at the same moment, never both succeed —
 * for one-off events and for weekly sessions alike. Whoever loses gets its 409 and leaves no row.
 */
import { addDays, dayOfWeek, type CalendarDate, type SaunaSlot } from '@lakeside/contracts';
import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventWeeklyTemplate } from '../src/events/event-weekly-template.entity.js';
import { Event } from '../src/events/event.entity.js';
import { SaunaBooking } from '../src/sauna/sauna-booking.entity.js';
import { apiClient, type ApiReply } from './support/api-client.js';
import { daysFromToday, saunaBooking, SAUNA_SESSION_WEEKDAY } from './support/builders.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let manager: StaffApiClient;

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  manager = await signInAs(t, 'manager');
});
afterAll(async () => t?.close());

const bookPrivately = (sessionDate: CalendarDate, timeSlot: SaunaSlot, index: number) =>
  apiClient(t).send(
    'POST',
    '/api/sauna-bookings',
    saunaBooking({ sessionDate, timeSlot, duration: 60, email: `racer${index}@example.com` }),
  );

/** Days from `first` days on, skipping the seeded communal session's weekday. */
function freeDays(first: number, count: number): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let offset = first; days.length < count; offset += 1) {
    const date = daysFromToday(offset);
    if (dayOfWeek(date) !== SAUNA_SESSION_WEEKDAY) days.push(date);
  }
  return days;
}

/** The next `count` dates of `weekday` from `first` days on. */
function weekdays(weekday: number, first: number, count: number): CalendarDate[] {
  let date = daysFromToday(first);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return Array.from({ length: count }, (_, week) => addDays(date, 7 * week));
}

describe('a private booking and a communal session for the same time, at once', () => {
  it('one-off events: in every round either the booking or the event is saved, never both', async () => {
    const dates = freeDays(20, 10);
    const rounds = dates.map((date, index) => ({
      date,
      title: `Race sauna ${index}`,
      booking: bookPrivately(date, '17:00', index),
      event: manager.send('POST', '/api/admin/events', {
        title: `Race sauna ${index}`,
        description: 'Who gets the sauna?',
        eventDate: date,
        eventTime: '17:30',
        duration: '1 hour',
        maxAttendees: 8,
        ticketPrice: '5.00',
        category: 'wellness',
        tags: [],
        availableTimeSlots: [],
        sharedResource: 'sauna',
      }),
    }));

    for (const round of rounds) {
      const [booking, event] = await Promise.all([round.booking, round.event]);
      const outcome = [booking.status, event.status];
      expect([
        [201, 409],
        [409, 201],
      ]).toContainEqual(outcome);
      if (booking.status === 409) expect(booking.body.code).toBe('sauna.slotTakenByCommunalSession');
      if (event.status === 409) expect(event.body.code).toBe('events.resourceBusy');

      const bookings = await t.dataSource.getRepository(SaunaBooking).countBy({ sessionDate: round.date });
      const events = await t.dataSource.getRepository(Event).countBy({ title: round.title });
      expect(bookings + events).toBe(1);
    }
  });

  it('weekly sessions: a template saved over the race means none of the bookings were', async () => {
    // Monday, Tuesday and Friday evenings: each round its own weekday and weeks.
    for (const [round, weekday] of [1, 2, 5].entries()) {
      const dates = weekdays(weekday, 40, 6);
      const title = `Race weekly sauna ${round}`;
      const template = manager.send('POST', '/api/admin/event-weekly-templates', {
        title,
        dayOfWeek: weekday,
        startTime: '18:30',
        endTime: '20:30',
        duration: '2 hours',
        ticketPrice: '8.00',
        maxAttendees: 8,
        category: 'wellness',
        extras: [],
        sharedResource: 'sauna',
      });
      const bookings: Promise<ApiReply>[] = dates.map((date, index) =>
        bookPrivately(date, '19:00', 100 * round + index),
      );
      const [saved, ...booked] = await Promise.all([template, ...bookings]);

      const sold = booked.filter((reply) => reply.status === 201).length;
      const rows = await t.dataSource
        .getRepository(SaunaBooking)
        .countBy({ timeSlot: '19:00', sessionDate: In(dates) });
      const templates = await t.dataSource.getRepository(EventWeeklyTemplate).countBy({ title });
      if (saved.status === 201) {
        expect(sold).toBe(0);
        expect(booked.map((reply) => reply.body.code)).toEqual(dates.map(() => 'sauna.slotTakenByCommunalSession'));
        expect(templates).toBe(1);
      } else {
        expect(saved.status).toBe(409);
        expect(saved.body.code).toBe('events.resourceBusy');
        expect(sold).toBeGreaterThan(0);
        expect(templates).toBe(0);
      }
      expect(rows).toBe(sold);
    }
  });
});
