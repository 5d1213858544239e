/**
 * Events far ahead: staff schedule retreats months ahead and guests find them. GET
 * /api/events/upcoming lists every active one-off event from today to the events horizon
 * (EVENT_LIMITS.horizonDays, event-horizon.ts); the week list reaches any week up to that
 * horizon and refuses a later one; the console's event form refuses a date past it with the
 * same message; and a retreat months ahead can be booked. Runs on SQLite and, with
 * DATABASE_URL, on MariaDB.
 */
import {
  addDays,
  EVENT_LIMITS,
  eventBookingReply,
  eventListReply,
  MESSAGES,
  upcomingEventListReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { Event } from '../src/events/event.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { daysFromToday, eventBooking } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: StaffApiClient;
let guest: ApiClient;

const HORIZON = EVENT_LIMITS.horizonDays;

/** An event as the console's form creates it, `days` from today. */
function eventForm(days: number, title: string, changes: Record<string, unknown> = {}) {
  return {
    title,
    description: `${title} by the lake.`,
    eventDate: daysFromToday(days),
    eventTime: '10:00',
    duration: '3 days',
    maxAttendees: 12,
    ticketPrice: '450.00',
    category: 'wellness',
    location: 'Lakeside deck',
    tags: ['retreat'],
    availableTimeSlots: [],
    ...changes,
  };
}

async function schedule(days: number, title: string, changes: Record<string, unknown> = {}) {
  const reply = await admin.send<{ id: number }>('POST', '/api/admin/events', eventForm(days, title, changes));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id;
}

/** A row written past the horizon before staff were held to it (the console accepted one in 2028). */
async function legacyEvent(days: number, title: string) {
  const events = t.dataSource.getRepository(Event);
  await events.save(events.create({ ...eventForm(days, title), currentAttendees: 0 }));
}

const titles = (list: { title: string }[]) => list.map((event) => event.title);

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: UNLIMITED_WRITES });
  admin = await signInAs(t, 'admin', 'far-ahead-admin');
  guest = apiClient(t);
  await schedule(120, 'Silent Retreat');
  await schedule(300, 'Cacao Retreat');
  await schedule(HORIZON, 'Horizon Gathering');
  await schedule(200, 'Cancelled Retreat', { isActive: false });
  await schedule(-3, 'Last Week Workshop');
  await legacyEvent(HORIZON + 400, 'Retreat in Two Years');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/events/upcoming', () => {
  it('lists every active one-off event from today to the horizon, by date, and no weekly activity', async () => {
    const list = await guest.read('/api/events/upcoming', upcomingEventListReply);

    expect(titles(list)).toEqual(expect.arrayContaining(['Silent Retreat', 'Cacao Retreat', 'Horizon Gathering']));
    expect(titles(list)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Cancelled Retreat|Last Week Workshop|Two Years/)]),
    );
    expect(list.every((event) => event.kind === 'event' && event.eventId !== null)).toBe(true);
    const dates = list.map((event) => event.eventDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]! >= retreatToday()).toBe(true);
    expect(dates.at(-1)).toBe(daysFromToday(HORIZON));
    // The seeded events of the next weeks are there too: the list starts today unless told otherwise.
    expect(list.filter((event) => event.eventDate < daysFromToday(28)).length).toBeGreaterThan(0);

    const retreat = list.find((event) => event.title === 'Cacao Retreat');
    expect(retreat).toMatchObject({
      eventDate: daysFromToday(300),
      ticketPrice: '450.00',
      spotsLeft: 12,
      sessions: [{ date: daysFromToday(300), time: '10:00', spotsLeft: 12, bookable: true }],
    });
  });

  it('starts at `from`, so the events page asks only for what its four weeks do not show', async () => {
    const list = await guest.read(`/api/events/upcoming?from=${daysFromToday(28)}`, upcomingEventListReply);
    expect(titles(list)).toEqual(['Silent Retreat', 'Cacao Retreat', 'Horizon Gathering']);
  });

  it('reads a `from` before today as today, and refuses one past the horizon as the week list does', async () => {
    const fromYesterday = await guest.read(`/api/events/upcoming?from=${daysFromToday(-10)}`, upcomingEventListReply);
    expect(fromYesterday).toEqual(await guest.read('/api/events/upcoming', upcomingEventListReply));

    const tooFar = refusal('common.validationFailed', {
      errors: [{ field: 'from', message: MESSAGES.dateBeyondEventHorizon }],
    });
    expect(await guest.send('GET', `/api/events/upcoming?from=${daysFromToday(HORIZON + 1)}`)).toEqual({
      status: 400,
      body: tooFar,
    });
    expect(await guest.send('GET', `/api/events?from=${daysFromToday(HORIZON + 1)}&days=7`)).toEqual({
      status: 400,
      body: tooFar,
    });
    expect(await guest.send('GET', '/api/events/upcoming?from=soon')).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field: 'from', message: MESSAGES.invalidDate }] }),
    });
  });
});

describe('the week list', () => {
  it('reaches the week of the horizon, with its event', async () => {
    const horizon = daysFromToday(HORIZON);
    const week = await guest.read(`/api/events?from=${addDays(horizon, -6)}&days=7`, eventListReply);
    expect(week.filter((event) => event.kind === 'event').map((event) => event.title)).toEqual(['Horizon Gathering']);
  });
});

describe("the console's event form", () => {
  it('refuses an event past the horizon, with the message the guest list uses, and writes nothing', async () => {
    const reply = await admin.send('POST', '/api/admin/events', eventForm(HORIZON + 1, 'Too Far Retreat'));
    expect(reply).toEqual({
      status: 400,
      body: refusal('common.validationFailed', {
        errors: [{ field: 'eventDate', message: MESSAGES.dateBeyondEventHorizon }],
      }),
    });
    expect(await t.dataSource.getRepository(Event).countBy({ title: 'Too Far Retreat' })).toBe(0);
  });

  it('refuses moving an event past the horizon, and keeps its date', async () => {
    const id = await schedule(150, 'Moving Retreat');
    const { body: record } = await admin.send<Record<string, unknown>>('GET', `/api/admin/events/${id}`);
    const moved = await admin.send('PUT', `/api/admin/events/${id}`, {
      ...record,
      eventDate: daysFromToday(HORIZON + 30),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([{ field: 'eventDate', message: MESSAGES.dateBeyondEventHorizon }]);
    expect(await t.dataSource.getRepository(Event).findOneByOrFail({ id })).toMatchObject({
      eventDate: daysFromToday(150),
    });

    const renamed = await admin.send('PUT', `/api/admin/events/${id}`, { ...record, title: 'Moved Retreat' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  });
});

describe('a retreat months ahead', () => {
  it('can be booked from the upcoming list', async () => {
    const list = await guest.read(`/api/events/upcoming?from=${daysFromToday(28)}`, upcomingEventListReply);
    const retreat = list.find((event) => event.title === 'Silent Retreat');
    const session = retreat?.sessions[0];
    const reply = await guest.send(
      'POST',
      '/api/event-bookings',
      eventBooking({
        eventId: retreat?.id ?? '',
        totalAmount: '900.00',
        numberOfTickets: 2,
        selectedTimeSlot: session?.time,
        selectedDateTime: session?.startsAt,
      }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(eventBookingReply.parse(reply.body)).toMatchObject({ numberOfTickets: 2 });

    const after = await guest.read(`/api/events/upcoming?from=${daysFromToday(28)}`, upcomingEventListReply);
    expect(after.find((event) => event.title === 'Silent Retreat')?.spotsLeft).toBe(10);
  });

  it('is not sold when it lies past the horizon, where no guest can find it', async () => {
    const legacy = await t.dataSource.getRepository(Event).findOneByOrFail({ title: 'Retreat in Two Years' });
    const reply = await guest.send(
      'POST',
      '/api/event-bookings',
      eventBooking({ eventId: `event:${legacy.id}`, totalAmount: '450.00', selectedTimeSlot: '10:00' }),
    );
    expect(reply).toEqual({ status: 404, body: refusal('events.notFound') });
  });
});
