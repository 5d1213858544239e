/**
 * One sauna (docs/decisions/0010-shared-resources.md), over HTTP on a seeded database (SQLite, or
 * MariaDB with DATABASE_URL): on Wednesdays the weekly communal 'Sauna Session' (17:00–21:00)
 * has the sauna, so its private slots are not offered and not sold; the slot that ends as it
 * starts still is. Staff cannot put a communal session naming the sauna over a private session
 * already sold — 409, nothing saved — and other edits of such a session go through.
 */
import {
  addDays,
  dayOfWeek,
  saunaAvailabilityReply,
  type CalendarDate,
  type SaunaBookedReply,
  type SaunaSlot,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURATION_NEEDED_FOR_SHARED_RESOURCE } from '../src/events/communal-session-guard.js';
import { EventWeeklyTemplate } from '../src/events/event-weekly-template.entity.js';
import { Event } from '../src/events/event.entity.js';
import { SaunaBooking } from '../src/sauna/sauna-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { daysFromToday, saunaBooking } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let guest: ApiClient;
let manager: StaffApiClient;

/** The first `weekday` (0 = Sunday) at least `days` from today: far enough that no slot has started. */
function nextWeekday(weekday: number, days: number): CalendarDate {
  let date = daysFromToday(days);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

const WEDNESDAY = nextWeekday(3, 2);
const THURSDAY = addDays(WEDNESDAY, 1);

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  guest = apiClient(t);
  manager = await signInAs(t, 'manager');
});
afterAll(async () => t?.close());

const availability = (date: CalendarDate) => guest.read(`/api/sauna/availability?date=${date}`, saunaAvailabilityReply);
const book = (date: CalendarDate, timeSlot: SaunaSlot, duration: 60 | 90 | 120, email = 'ana@example.com') =>
  guest.send<SaunaBookedReply>(
    'POST',
    '/api/sauna-bookings',
    saunaBooking({ sessionDate: date, timeSlot, duration, email }),
  );
const bookingsOn = (date: CalendarDate, timeSlot: string) =>
  t.dataSource.getRepository(SaunaBooking).countBy({ sessionDate: date, timeSlot });

/** A one-off communal session as the console's Events form sends it. */
function communalEvent(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    title: 'Full moon sauna',
    description: 'The sauna open to everyone under the full moon.',
    eventDate: THURSDAY,
    eventTime: '19:00',
    duration: '1 hour',
    maxAttendees: 8,
    ticketPrice: '10.00',
    category: 'wellness',
    tags: [],
    availableTimeSlots: [],
    sharedResource: 'sauna',
    ...fields,
  };
}

describe('a private slot during the communal Sauna Session', () => {
  it('is not offered: the day shows the communal session holding 17:00 and 19:00', async () => {
    const { slots } = await availability(WEDNESDAY);
    expect(slots.map((slot) => [slot.time, slot.available, slot.reason])).toEqual([
      ['09:00', true, null],
      ['11:00', true, null],
      ['13:00', true, null],
      ['15:00', true, null],
      ['17:00', false, 'communal_session'],
      ['19:00', false, 'communal_session'],
    ]);
    expect(slots.every((slot) => !slot.booked)).toBe(true);
  });

  it('is refused with 409 sauna.slotTakenByCommunalSession, and nothing is saved', async () => {
    expect(await book(WEDNESDAY, '17:00', 60)).toEqual({
      status: 409,
      body: refusal('sauna.slotTakenByCommunalSession'),
    });
    expect(await book(WEDNESDAY, '19:00', 120)).toEqual({
      status: 409,
      body: refusal('sauna.slotTakenByCommunalSession'),
    });
    expect(await bookingsOn(WEDNESDAY, '17:00')).toBe(0);
    expect(await bookingsOn(WEDNESDAY, '19:00')).toBe(0);
  });

  it('still sells the slot that ends as the session starts, and the evening of other days', async () => {
    const beforeSession = await book(WEDNESDAY, '15:00', 120);
    expect(beforeSession.status).toBe(201);
    expect(beforeSession.body).toMatchObject({ sessionDate: WEDNESDAY, timeSlot: '15:00', duration: 120 });

    const thursday = await book(THURSDAY, '17:00', 90);
    expect(thursday.status).toBe(201);
    expect(await bookingsOn(THURSDAY, '17:00')).toBe(1);
  });

  it('is for sale again once staff take the sauna off the weekly session', async () => {
    const templates = t.dataSource.getRepository(EventWeeklyTemplate);
    const session = await templates.findOneByOrFail({ title: 'Sauna Session' });
    expect(session.sharedResource).toBe('sauna');
    const cleared = await manager.send('PUT', `/api/admin/event-weekly-templates/${session.id}`, {
      sharedResource: null,
    });
    expect(cleared.status).toBe(200);
    try {
      expect((await availability(WEDNESDAY)).slots.find((slot) => slot.time === '17:00')).toMatchObject({
        available: true,
        reason: null,
      });
    } finally {
      await templates.update({ id: session.id }, { sharedResource: 'sauna' });
    }
  });
});

describe('staff scheduling a communal session over a sold private slot', () => {
  // Sold above: Thursday 17:00–18:30 and Wednesday 15:00–17:00.

  it('refuses a one-off event that overlaps it with 409 events.resourceBusy, and saves nothing', async () => {
    const reply = await manager.send('POST', '/api/admin/events', communalEvent({ eventTime: '18:00' }));
    expect(reply).toEqual({
      status: 409,
      body: refusal('events.resourceBusy', { params: { resource: 'sauna', date: THURSDAY, time: '17:00' } }),
    });
    expect(await t.dataSource.getRepository(Event).countBy({ title: 'Full moon sauna' })).toBe(0);
  });

  it('saves one that starts as the private session ends, and the sauna day then shows it', async () => {
    const created = await manager.send<{ id: number }>(
      'POST',
      '/api/admin/events',
      communalEvent({ eventTime: '18:30' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { slots } = await availability(THURSDAY);
    expect(slots.find((slot) => slot.time === '17:00')).toMatchObject({ booked: true, reason: 'booked' });
    // 19:00 would overlap the 18:30–19:30 session.
    expect(slots.find((slot) => slot.time === '19:00')).toMatchObject({ available: false, reason: 'communal_session' });
    expect(await book(THURSDAY, '19:00', 60)).toEqual({
      status: 409,
      body: refusal('sauna.slotTakenByCommunalSession'),
    });

    // Moving it over the private session is refused and leaves the row as it was.
    const moved = await manager.send('PUT', `/api/admin/events/${created.body.id}`, { eventTime: '17:30' });
    expect(moved).toEqual({
      status: 409,
      body: refusal('events.resourceBusy', { params: { resource: 'sauna', date: THURSDAY, time: '17:00' } }),
    });
    expect(await t.dataSource.getRepository(Event).findOneByOrFail({ id: created.body.id })).toMatchObject({
      eventTime: '18:30',
    });

    // An edit that does not move it goes through.
    const renamed = await manager.send('PUT', `/api/admin/events/${created.body.id}`, {
      description: 'Bring a towel.',
    });
    expect(renamed.status).toBe(200);
  });

  it('refuses a weekly session on the private session’s weekday, and moving the Sauna Session there', async () => {
    const templates = t.dataSource.getRepository(EventWeeklyTemplate);
    const weekly = await manager.send('POST', '/api/admin/event-weekly-templates', {
      title: 'Thursday sauna',
      dayOfWeek: dayOfWeek(THURSDAY),
      startTime: '17:00',
      endTime: '21:00',
      duration: '4 hours',
      ticketPrice: '8.00',
      maxAttendees: 8,
      category: 'wellness',
      extras: [],
      sharedResource: 'sauna',
    });
    expect(weekly).toEqual({
      status: 409,
      body: refusal('events.resourceBusy', { params: { resource: 'sauna', date: THURSDAY, time: '17:00' } }),
    });
    expect(await templates.countBy({ title: 'Thursday sauna' })).toBe(0);

    const session = await templates.findOneByOrFail({ title: 'Sauna Session' });
    const moved = await manager.send('PUT', `/api/admin/event-weekly-templates/${session.id}`, {
      dayOfWeek: dayOfWeek(THURSDAY),
    });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('events.resourceBusy');
    expect((await templates.findOneByOrFail({ id: session.id })).dayOfWeek).toBe(3);

    // Starting it earlier on Wednesdays would overlap the 15:00–17:00 session sold above.
    const earlier = await manager.send('PUT', `/api/admin/event-weekly-templates/${session.id}`, {
      startTime: '16:00',
    });
    expect(earlier).toEqual({
      status: 409,
      body: refusal('events.resourceBusy', { params: { resource: 'sauna', date: WEDNESDAY, time: '15:00' } }),
    });
    expect((await templates.findOneByOrFail({ id: session.id })).startTime).toBe('17:00');
  });

  it('lets an event that names no shared resource overlap the sauna, and refuses one whose length is unreadable', async () => {
    const elsewhere = await manager.send(
      'POST',
      '/api/admin/events',
      communalEvent({ title: 'Yoga at the dock', eventTime: '17:00', sharedResource: null }),
    );
    expect(elsewhere.status).toBe(201);

    const unreadable = await manager.send(
      'POST',
      '/api/admin/events',
      communalEvent({ title: 'Sauna all evening', eventDate: addDays(THURSDAY, 7), duration: 'all evening' }),
    );
    expect(unreadable).toEqual({
      status: 400,
      body: refusal('common.validationFailed', {
        errors: [{ field: 'duration', message: DURATION_NEEDED_FOR_SHARED_RESOURCE }],
      }),
    });
    expect(await t.dataSource.getRepository(Event).countBy({ title: 'Sauna all evening' })).toBe(0);
  });

  it('refuses a resource the contracts do not know', async () => {
    const reply = await manager.send(
      'POST',
      '/api/admin/events',
      communalEvent({ title: 'Hot tub night', eventDate: addDays(THURSDAY, 14), sharedResource: 'hot tub' }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.map((error) => error.field)).toEqual(['sharedResource']);
  });
});
