// Event bookings of the busy years: a session of every weekly template on each day it runs,
// two one-off events a week in the past, and bookings filling each session to 45–90 % (less
// for the coming four weeks). seatsTaken is the sum of the session's live tickets, as the
// seat reservation keeps it; cancelled bookings hold no seats.
import { insertObjects } from '../bulk-insert.mjs';
import { addDays, days, guest, instant, instantMs, money, stamp, weekday } from './random.mjs';

const ONE_OFF_TITLES = [
  'Cacao Ceremony',
  'Full Moon Drum Circle',
  'Backstrap Weaving Workshop',
  'Sound Healing Journey',
  'Lake Clean-up & Potluck',
  'Salsa Night',
  'Temazcal Ceremony',
  'Mayan Calendar Talk',
];

const minutesOf = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Past one-off events (cloned from a catalogue event), on Wednesdays and Saturdays. */
function oneOffEvents(random, model, dates, firstId) {
  return dates
    .filter((date) => weekday(date) === 3 || weekday(date) === 6)
    .map((date, i) => ({
      ...model,
      id: firstId + i,
      title: `${random.pick(ONE_OFF_TITLES)} #${i + 1}`,
      titleEs: null,
      eventDate: date,
      eventTime: random.pick(['10:00', '16:00', '19:00']),
      maxAttendees: random.int(20, 40),
      ticketPrice: money(random.pick([0, 10, 15, 25, 35])),
      createdAt: instant(addDays(date, -30), 600),
    }));
}

function bookingsOf(random, session, price, eventId, now) {
  const ahead = (Date.parse(session.sessionDate) - now) / 86_400_000;
  const target = session.maxAttendees * (ahead > 0 ? random.next() * 0.5 : 0.45 + random.next() * 0.45);
  const startMs = instantMs(session.sessionDate, minutesOf(session.startTime));
  const list = [];
  for (;;) {
    const tickets = Number(random.weighted({ 1: 72, 2: 22, 3: 6 }));
    const cancelled = random.chance(0.08);
    if (!cancelled && session.seatsTaken + tickets > target) break;
    if (!cancelled) session.seatsTaken += tickets;
    const createdMs = Math.min(startMs - random.int(1, 14 * 24) * 3_600_000, now - 60_000);
    const status = cancelled ? 'cancelled' : price === 0 ? 'confirmed' : random.weighted({ paid: 75, confirmed: 25 });
    list.push({
      eventId,
      sessionId: session.id,
      ...guest(random, 0),
      numberOfTickets: tickets,
      selectedTimeSlot: null,
      selectedDateTime: stamp(startMs),
      totalAmount: money(price * tickets),
      currency: 'USD',
      language: random.weighted({ en: 70, es: 30 }),
      paymentStatus: status,
      paypalOrderId: null,
      recurrentePaymentId: null,
      paymentProvider: status === 'paid' ? 'paypal' : null,
      createdAt: stamp(createdMs),
    });
  }
  return list;
}

/** Sessions from `first` to `last` and their bookings; returns the rows inserted per table. */
export async function insertEventBookings(bulk, random, { first, last, today, now, firstId }) {
  const templates = await bulk.query('SELECT * FROM event_weekly_templates WHERE isActive = 1');
  const [model] = await bulk.query('SELECT * FROM events ORDER BY id LIMIT 1');
  const existing = new Set(
    (await bulk.query('SELECT eventId, templateId, sessionDate, startTime FROM event_sessions')).map(
      (row) => `${row.eventId}|${row.templateId}|${String(row.sessionDate).slice(0, 10)}|${row.startTime}`,
    ),
  );
  const events = oneOffEvents(random, model, days(first, addDays(today, -1)), firstId.events);
  const occurrences = [
    ...days(first, last).flatMap((date) =>
      templates
        .filter((template) => template.dayOfWeek === -1 || template.dayOfWeek === weekday(date))
        .map((template) => ({ template, event: null, date, time: template.startTime })),
    ),
    ...events.map((event) => ({ template: null, event, date: event.eventDate, time: event.eventTime })),
  ].filter(
    ({ template, event, date, time }) => !existing.has(`${event?.id ?? null}|${template?.id ?? null}|${date}|${time}`),
  );

  const sessions = [];
  const bookings = [];
  occurrences.forEach(({ template, event, date, time }, i) => {
    const session = {
      id: firstId.sessions + i,
      eventId: event?.id ?? null,
      templateId: template?.id ?? null,
      sessionDate: date,
      startTime: time,
      maxAttendees: (event ?? template).maxAttendees,
      seatsTaken: 0,
      createdAt: instant(addDays(date, -60), 480),
    };
    sessions.push(session);
    bookings.push(...bookingsOf(random, session, Number((event ?? template).ticketPrice), session.eventId, now));
    if (event) event.currentAttendees = session.seatsTaken;
  });
  bookings.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  bookings.forEach((row, i) => {
    row.id = firstId.bookings + i;
    row.email = row.email.replace('0@', `${row.id}@`);
    if (row.paymentStatus === 'paid') row.paypalOrderId = `BENCH-PP-E${row.id}`;
  });
  await insertObjects(bulk, 'events', events);
  await insertObjects(bulk, 'event_sessions', sessions);
  await insertObjects(bulk, 'event_bookings', bookings);
  return { events: events.length, event_sessions: sessions.length, event_bookings: bookings.length };
}
