/**
 * Events and the schedule page over HTTP on a seeded database (SQLite, or MariaDB with
 * DATABASE_URL): occurrences of one-off events and weekly templates with their seats, ticket
 * bookings with the contract's rules, server pricing, sold-out and past sessions, the
 * confirmation mail with its .ics, and the wellness catalogue.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addDays,
  dayOfWeek,
  eventBookingSchema,
  eventListReply,
  MESSAGES,
  wellnessActivityListReply,
  type EventBookingReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { EventBooking } from '../src/events/event-booking.entity.js';
import { EventBookingService } from '../src/events/event-booking.service.js';
import { EventSession } from '../src/events/event-session.entity.js';
import { EventWeeklyTemplate } from '../src/events/event-weekly-template.entity.js';
import { Event } from '../src/events/event.entity.js';
import { EVENTS_WINDOW_MESSAGES } from '../src/events/dto/events-window.query.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { eventBooking } from './support/builders.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
let guest: ApiClient;
let inbox: SmtpInbox;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-events-outbox-'));
const today = retreatToday();
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    seed: true,
    env: { SMTP_URL: inbox.url, OUTBOX_DIR: outbox, PUBLIC_WRITES_PER_MINUTE: '1000' },
  });
  guest = apiClient(t);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

/** The occurrences of GET /api/events, checked against the contract the events pages read them with. */
const listEvents = (query = '') => guest.read(`/api/events${query}`, eventListReply);
const bookTickets = (body: unknown) => guest.send<EventBookingReply>('POST', '/api/event-bookings', body);

const eventId = async (title: string) => (await t.dataSource.getRepository(Event).findOneByOrFail({ title })).id;
const templateId = async (title: string) =>
  (await t.dataSource.getRepository(EventWeeklyTemplate).findOneByOrFail({ title })).id;

const saveEvent = (fields: Partial<Event>) => {
  const events = t.dataSource.getRepository(Event);
  return events.save(events.create(fields));
};

/** The first date from tomorrow on that falls on `weekday` (0 = Sunday). */
function nextWeekday(weekday: number): string {
  for (let offset = 1; ; offset += 1) if (dayOfWeek(day(offset)) === weekday) return day(offset);
}

/** The .ics stamp of a retreat wall-clock time: the retreat is UTC-6 all year. */
function icsUtc(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, h + 6, min))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

describe('GET /api/events', () => {
  it('lists four weeks of one-off events and weekly occurrences, sorted by date and time', async () => {
    const occurrences = await listEvents();
    const starts = occurrences.map((o) => `${o.eventDate}T${o.eventTime}`);
    expect(starts).toEqual([...starts].sort());
    expect(occurrences.every((o) => o.eventDate >= today && o.eventDate <= day(27))).toBe(true);
    // Daily activities every day, weekly ones once a week, the five seeded events once.
    expect(occurrences.filter((o) => o.title === 'Morning Yoga')).toHaveLength(28);
    expect(occurrences.filter((o) => o.title === 'Drum Night')).toHaveLength(4);
    expect(occurrences.filter((o) => o.kind === 'event')).toHaveLength(5);

    const circle = occurrences.find((o) => o.title === 'Sunrise Drum Circle');
    expect(circle).toEqual({
      id: `event:${await eventId('Sunrise Drum Circle')}`,
      kind: 'event',
      eventId: await eventId('Sunrise Drum Circle'),
      templateId: null,
      title: 'Sunrise Drum Circle',
      description: expect.any(String),
      titleEs: 'Círculo de tambores al amanecer',
      descriptionEs: expect.any(String),
      eventDate: day(5),
      eventTime: '06:00',
      endTime: null,
      duration: '90 min',
      ticketPrice: '15.00',
      currency: 'USD',
      maxAttendees: 20,
      currentAttendees: 8,
      spotsLeft: 12,
      category: 'community',
      location: 'Lakeshore',
      locationEs: 'Orilla del lago',
      tags: ['music', 'sunrise', 'community'],
      image: '🥁',
      imageUrl: null,
      extras: [],
      sessions: [
        {
          id: expect.any(Number),
          date: day(5),
          time: '06:00',
          startsAt: `${day(5)}T06:00:00-06:00`,
          maxAttendees: 20,
          seatsTaken: 8,
          spotsLeft: 12,
          bookable: true,
        },
      ],
    });
    const sauna = occurrences.find((o) => o.title === 'Sauna Session');
    expect(sauna).toMatchObject({
      id: `template:${await templateId('Sauna Session')}:${sauna?.eventDate}`,
      kind: 'template',
      dayOfWeek: 3,
      eventTime: '17:00',
      endTime: '21:00',
      ticketPrice: '8.00',
      extras: [{ name: 'Towel', price: '3.00' }],
      sessions: [{ id: null, seatsTaken: 0, spotsLeft: 8, maxAttendees: 8 }],
    });
    expect(dayOfWeek(sauna?.eventDate as string)).toBe(3);
  });

  it('takes a window; days before today list nothing', async () => {
    const week = await listEvents(`?from=${day(7)}&days=7`);
    const dates = new Set(week.map((o) => o.eventDate));
    expect([...dates].sort()).toEqual([7, 8, 9, 10, 11, 12, 13].map(day));

    const lastWeek = await listEvents(`?from=${day(-3)}&days=7`);
    const lastWeekDates = new Set(lastWeek.map((o) => o.eventDate));
    expect([...lastWeekDates].sort()).toEqual([0, 1, 2, 3].map(day));
    expect(await listEvents(`?from=${day(-30)}&days=7`)).toEqual([]);
  });

  it.each([
    ['?days=0', 'days', EVENTS_WINDOW_MESSAGES.days],
    ['?days=91', 'days', EVENTS_WINDOW_MESSAGES.days],
    ['?days=two', 'days', EVENTS_WINDOW_MESSAGES.days],
    ['?from=2026-13-01', 'from', MESSAGES.invalidDate],
    [`?from=${day(400)}`, 'from', EVENTS_WINDOW_MESSAGES.fromTooFar],
  ])('refuses %s', async (query, field, message) => {
    expect(await guest.send('GET', `/api/events${query}`)).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field, message }] }),
    });
  });
});

describe('POST /api/event-bookings', () => {
  it('books tickets for a one-off event, prices them itself and keeps the seat counts in step', async () => {
    const id = await eventId('Sunrise Drum Circle');
    const { status, body } = await bookTickets(
      eventBooking({ eventId: `event:${id}`, numberOfTickets: 2, totalAmount: '30.00' }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.any(Number),
      eventId: id,
      sessionId: expect.any(Number),
      guestName: 'Lucía Pérez',
      numberOfTickets: 2,
      selectedTimeSlot: '06:00',
      totalAmount: '30.00',
      currency: 'USD',
      paymentStatus: 'confirmed',
      language: 'en',
      emailSent: true,
    });
    expect(new Date(body.selectedDateTime as string).toISOString()).toBe(
      new Date(`${day(5)}T06:00:00-06:00`).toISOString(),
    );
    const session = await t.dataSource.getRepository(EventSession).findOneByOrFail({ id: body.sessionId });
    expect(session.seatsTaken).toBe(10);
    expect((await t.dataSource.getRepository(Event).findOneByOrFail({ id })).currentAttendees).toBe(10);
    // The cached list is cleared by the booking.
    const listed = (await listEvents()).find((o) => o.id === `event:${id}`);
    expect(listed).toMatchObject({ currentAttendees: 10, spotsLeft: 10 });
  });

  it('mails the confirmation with an .ics at the session time and the events policy', async () => {
    const mail = await inbox.waitFor('lucia@example.com');
    expect(mail.headers).toMatch(/Subject: Your tickets: Sunrise Drum Circle/);
    const text = mail.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
    expect(text).toContain('Your 2 tickets for Sunrise Drum Circle are reserved.');
    expect(text).toContain('Total: 30.00 USD');
    expect(text).toContain('Free cancellation up to 24 hours before the event');
    const ics = mail.parts.find((part) => part.contentType === 'text/calendar')?.body ?? '';
    expect(ics).toContain(`DTSTART:${icsUtc(day(5), '06:00')}`);
    expect(ics).toContain(`DTEND:${icsUtc(day(5), '07:30')}`);
  });

  it("takes a bare event id, as the first version's booking body sends it, and writes to Spanish speakers in Spanish", async () => {
    const id = await eventId('Permaculture Workshop');
    const { status, body } = await bookTickets(
      eventBooking({ eventId: id, email: 'marta@example.com', totalAmount: '25', language: 'es' }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ eventId: id, totalAmount: '25.00', language: 'es' });
    const mail = await inbox.waitFor('marta@example.com');
    // The event's Spanish title, as staff wrote it (the seed's).
    expect(mail.headers).toMatch(/Subject: Sus entradas: Taller de permacultura/);
    expect(mail.parts.find((part) => part.contentType === 'text/plain')?.body).toContain(
      'Cancelación gratuita hasta 24 horas',
    );
  });

  it('creates the session of a weekly occurrence on its first booking', async () => {
    const date = nextWeekday(1);
    const occurrenceId = `template:${await templateId('Drum Night')}:${date}`;
    const listed = (await listEvents(`?from=${date}&days=1`)).find((o) => o.id === occurrenceId);
    expect(listed?.sessions[0]).toMatchObject({ id: null, seatsTaken: 0 });

    const { status, body } = await bookTickets(
      eventBooking({
        eventId: occurrenceId,
        email: 'drums@example.com',
        numberOfTickets: 3,
        totalAmount: '15.00',
        selectedDateTime: listed?.sessions[0]?.startsAt,
      }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ eventId: null, numberOfTickets: 3, totalAmount: '15.00', selectedTimeSlot: '19:00' });
    const after = (await listEvents(`?from=${date}&days=1`)).find((o) => o.id === occurrenceId);
    expect(after?.sessions[0]).toMatchObject({ id: body.sessionId, seatsTaken: 3, spotsLeft: 17 });
    expect(after).toMatchObject({ currentAttendees: 3, maxAttendees: 20 });
  });

  it('books a free event at 0.00', async () => {
    const id = await eventId('Season Opening');
    const { status, body } = await bookTickets(
      eventBooking({ eventId: `event:${id}`, email: 'free@example.com', totalAmount: '0' }),
    );
    expect(status).toBe(201);
    expect(body.totalAmount).toBe('0.00');
    const text = (await inbox.waitFor('free@example.com')).parts.find((p) => p.contentType === 'text/plain')?.body;
    expect(text).toContain('Total: Free');
  });

  it('refuses a total that differs from ticket price × tickets, and takes no seat', async () => {
    const id = await eventId('Full Moon Meditation');
    const seatsBefore = (await t.dataSource.getRepository(Event).findOneByOrFail({ id })).currentAttendees;
    const { status, body } = await bookTickets(
      eventBooking({ eventId: `event:${id}`, numberOfTickets: 2, totalAmount: '20.00' }),
    );
    expect({ status, body }).toEqual({ status: 422, body: refusal('payments.priceMismatch') });
    expect((await t.dataSource.getRepository(Event).findOneByOrFail({ id })).currentAttendees).toBe(seatsBefore);
    expect(await t.dataSource.getRepository(EventBooking).countBy({ eventId: id })).toBe(0);
  });

  it.each([
    ['guestName', { guestName: '' }, MESSAGES.guestNameRequired],
    ['email', { email: 'lucia.example.com' }, MESSAGES.invalidEmail],
    ['phone', { phone: undefined }, MESSAGES.phoneRequired],
    ['numberOfTickets', { numberOfTickets: 0 }, MESSAGES.ticketsMin],
    ['eventId', { eventId: 'workshop' }, MESSAGES.eventRequired],
    ['eventId', { eventId: undefined }, MESSAGES.eventRequired],
    ['totalAmount', { totalAmount: undefined }, MESSAGES.totalRequired],
  ])('refuses a bad %s with its field message (%j)', async (field, fields, message) => {
    const { status, body } = await bookTickets({ ...eventBooking({ eventId: 1, totalAmount: '15.00' }), ...fields });
    expect(status).toBe(400);
    expect(body).toEqual(refusal('common.validationFailed', { errors: [{ field, message }] }));
  });

  it('answers 404 for an event or session that does not exist', async () => {
    const drumNight = await templateId('Drum Night');
    const notAMonday = nextWeekday(2);
    const cases = [
      { eventId: 'event:99999', code: 'events.notFound' },
      { eventId: `template:99999:${day(3)}`, code: 'events.notFound' },
      { eventId: `template:${drumNight}:${notAMonday}`, code: 'events.notFound' },
      {
        eventId: `event:${await eventId('Sunrise Drum Circle')}`,
        selectedTimeSlot: '23:00',
        code: 'events.sessionNotFound',
      },
    ] as const;
    for (const { code, ...fields } of cases) {
      const { status, body } = await bookTickets(eventBooking({ totalAmount: '15.00', ...fields }));
      expect({ status, body }, JSON.stringify(fields)).toEqual({ status: 404, body: refusal(code) });
    }
  });

  it('refuses sessions that have already started', async () => {
    const past = await saveEvent({
      title: 'Yesterday’s talk',
      description: 'Over',
      eventDate: day(-1),
      eventTime: '10:00',
      duration: '1 hour',
      maxAttendees: 10,
      ticketPrice: '5.00',
      category: 'education',
    });
    const yoga = await templateId('Morning Yoga');
    for (const eventId of [`event:${past.id}`, `template:${yoga}:${day(-1)}`]) {
      const { status, body } = await bookTickets(
        eventBooking({ eventId, totalAmount: eventId.startsWith('event') ? '5.00' : '0.00' }),
      );
      expect({ status, body }).toEqual({ status: 409, body: refusal('events.sessionStarted') });
    }
    // Today's 07:00 yoga, seen from 09:00 at the retreat (15:00 UTC).
    const input = eventBookingSchema.parse(eventBooking({ eventId: 1, totalAmount: '0.00' }));
    const booking = { ...input, eventId: { kind: 'template' as const, templateId: yoga, date: today } };
    await expect(t.app.get(EventBookingService).book(booking, new Date(`${today}T15:00:00Z`))).rejects.toMatchObject({
      code: 'events.sessionStarted',
    });
  });

  it('answers 409 with the spots left when a session has too few seats, and sells the last ones', async () => {
    const id = await eventId('Mayan Cacao Ceremony'); // 12 of 15 taken
    const request = (tickets: number) =>
      bookTickets(
        eventBooking({ eventId: `event:${id}`, numberOfTickets: tickets, totalAmount: (35 * tickets).toFixed(2) }),
      );
    expect(await request(4)).toEqual({
      status: 409,
      body: refusal('events.notEnoughSpots', { params: { left: 3 } }),
    });
    expect((await request(3)).status).toBe(201);
    expect(await request(1)).toEqual({
      status: 409,
      body: refusal('events.soldOut'),
    });
    const listed = (await listEvents()).find((o) => o.id === `event:${id}`);
    expect(listed).toMatchObject({ currentAttendees: 15, spotsLeft: 0, sessions: [{ bookable: false, spotsLeft: 0 }] });
  });

  it('needs a time slot for an event with several, and books the chosen one', async () => {
    const workshop = await saveEvent({
      title: 'Pottery by the lake',
      description: 'Two sessions',
      eventDate: day(6),
      eventTime: '10:00',
      duration: '2 hours',
      maxAttendees: 6,
      ticketPrice: '12.50',
      category: 'education',
      hasTimeSlots: true,
      availableTimeSlots: ['10:00', '14:00'],
    });
    const base = eventBooking({ eventId: `event:${workshop.id}`, numberOfTickets: 2, totalAmount: '25.00' });
    expect(await bookTickets(base)).toEqual({
      status: 400,
      body: refusal('common.validationFailed', {
        errors: [{ field: 'selectedTimeSlot', message: MESSAGES.timeSlotRequired }],
      }),
    });
    const { status, body } = await bookTickets({ ...base, selectedTimeSlot: '14:00' });
    expect(status).toBe(201);
    expect(body.selectedTimeSlot).toBe('14:00');
    const listed = (await listEvents(`?from=${day(6)}&days=1`)).find((o) => o.id === `event:${workshop.id}`);
    expect(listed?.sessions.map((s) => [s.time, s.seatsTaken, s.spotsLeft])).toEqual([
      ['10:00', 0, 6],
      ['14:00', 2, 4],
    ]);
    expect(listed).toMatchObject({ maxAttendees: 12, currentAttendees: 2, eventTime: '10:00' });
  });
});

describe('GET /api/wellness/activities', () => {
  it('lists the active wellness classes in display order', async () => {
    const activities = await guest.read('/api/wellness/activities', wellnessActivityListReply);
    expect(activities.map((a) => [a.title, a.time, a.duration, a.price, a.maxParticipants])).toEqual([
      ['Yoga', '07:00', '60 min', '10.00', 15],
      ['Breathwork', '16:00', '45 min', '12.00', 10],
      ['Sound Healing', '19:30', '75 min', '18.00', 20],
    ]);
    expect(activities[0]).toMatchObject({ instructor: expect.any(String), location: 'Yoga deck', image: '🧘' });
  });
});
