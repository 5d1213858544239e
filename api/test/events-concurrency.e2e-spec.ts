/**
 * Event seats under concurrent bookings (run it with DATABASE_URL to see it hold on MariaDB):
 * 50 guests booking one ticket each for a session with 8 seats left get exactly 8 tickets,
 * and 30 first bookings of a weekly session that has no row yet create one row, not 30.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, dayOfWeek } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { EventBooking } from '../src/events/event-booking.entity.js';
import { EventSession } from '../src/events/event-session.entity.js';
import { EventWeeklyTemplate } from '../src/events/event-weekly-template.entity.js';
import { Event } from '../src/events/event.entity.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { apiClient } from './support/api-client.js';
import { eventBooking } from './support/builders.js';

let t: TestApp;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-events-race-outbox-'));
const today = retreatToday();

beforeAll(async () => {
  // No SMTP: confirmations go to a throw-away outbox, so the race is between bookings only.
  t = await startTestApp({ seed: true, env: { OUTBOX_DIR: outbox, PUBLIC_WRITES_PER_MINUTE: '1000' } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

/** One ticket for guest number `index`. */
function bookOne(eventId: string, index: number, totalAmount: string) {
  const body = eventBooking({ eventId, guestName: `Guest ${index}`, email: `guest${index}@example.com`, totalAmount });
  return apiClient(t).send('POST', '/api/event-bookings', body);
}

function tally(results: Array<{ status: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('event seats under concurrent bookings', () => {
  it('sells exactly the 8 seats left when 50 guests book at once', async () => {
    const events = t.dataSource.getRepository(Event);
    const event = await events.save(
      events.create({
        title: 'Sold-out ceremony',
        description: 'Popular',
        eventDate: addDays(today, 3),
        eventTime: '19:00',
        duration: '2 hours',
        maxAttendees: 20,
        currentAttendees: 12,
        ticketPrice: '35.00',
        category: 'spiritual',
      }),
    );
    const session = await t.dataSource.getRepository(EventSession).save({
      eventId: event.id,
      sessionDate: event.eventDate,
      startTime: event.eventTime,
      maxAttendees: 20,
      seatsTaken: 12,
    });

    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => bookOne(`event:${event.id}`, i, '35.00')));

    expect(tally(results)).toEqual({ 201: 8, 409: 42 });
    expect(results.find((r) => r.status === 409)?.body.code).toMatch(/^events\.(soldOut|notEnoughSpots)$/);
    const after = await t.dataSource.getRepository(EventSession).findOneByOrFail({ id: session.id });
    expect(after.seatsTaken).toBe(20);
    expect((await events.findOneByOrFail({ id: event.id })).currentAttendees).toBe(20);
    expect(await t.dataSource.getRepository(EventBooking).countBy({ sessionId: session.id })).toBe(8);
  });

  it('creates one session row when 30 guests make the first bookings of a weekly occurrence at once', async () => {
    // Cooking Class: Thursdays 16:00, $15, 8 seats; its next date has no session row yet.
    const template = await t.dataSource.getRepository(EventWeeklyTemplate).findOneByOrFail({ title: 'Cooking Class' });
    let date = addDays(today, 1);
    while (dayOfWeek(date) !== template.dayOfWeek) date = addDays(date, 1);

    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => bookOne(`template:${template.id}:${date}`, 100 + i, '15.00')),
    );

    expect(tally(results)).toEqual({ 201: 8, 409: 22 });
    const rows = await t.dataSource.getRepository(EventSession).findBy({ templateId: template.id, sessionDate: date });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ seatsTaken: 8, maxAttendees: 8 });
    expect(await t.dataSource.getRepository(EventBooking).countBy({ sessionId: rows[0]?.id })).toBe(8);
  });
});
