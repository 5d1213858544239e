/**
 * Channel calendars out, and nights blocked by hand (issue 16): each room's feed at its secret
 * URL holds every held, booked and blocked night as an all-day event with a stable UID and no
 * guest data — read by ical.js, as a channel's importer would, answered 304 to a copy the caller
 * has, and imported back into another room as a channel feed. Manual blocks take the bookings'
 * per-night key both ways. Runs on SQLite and, with DATABASE_URL, on MariaDB.
 */
import {
  addDays,
  channelsReply,
  stayNights,
  type ChannelRoomReply,
  type ChannelsReply,
  type DeskBookingReply,
  type RoomPaymentOrderReply,
  type RoomSearchReply,
} from '@lakeside/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { refusal } from './support/expected-errors.js';
import { bookingDraft, daysFromToday, paymentOrder, UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let guest: ApiClient;
let manager: StaffApiClient;
let staff: StaffApiClient;

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: UNLIMITED_WRITES });
  guest = apiClient(t);
  manager = await signInAs(t, 'manager', 'channel-manager');
  staff = await signInAs(t, 'staff', 'channel-desk');
});
afterAll(async () => t?.close());

async function channels(): Promise<ChannelsReply> {
  return manager.read('/api/channels', channelsReply);
}
const roomOf = (reply: ChannelsReply, roomId: string): ChannelRoomReply =>
  reply.rooms.find((room) => room.roomId === roomId)!;

async function deskBooking(roomType: string, checkinDate: string, nights: number) {
  const response = await staff.request('POST', '/api/room-bookings/staff', {
    ...bookingDraft({ roomType, checkinDate, checkoutDate: addDays(checkinDate, nights), guestName: 'Ana López' }),
    language: 'en',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as DeskBookingReply).booking;
}

/** A guest's hold through the checkout, at the price the search quotes. */
async function hold(roomType: string, checkinDate: string, checkoutDate: string, email = 'hold@example.com') {
  const search = await guest.send<RoomSearchReply>(
    'GET',
    `/api/rooms/availability?checkin=${checkinDate}&checkout=${checkoutDate}&guests=2&roomType=${roomType}`,
  );
  const amount = search.body.rooms?.[0]?.totalPrice ?? '0.00';
  return guest.send<RoomPaymentOrderReply>(
    'POST',
    '/paypal/order',
    paymentOrder(bookingDraft({ roomType, checkinDate, checkoutDate, email }), amount),
  );
}

async function block(client: StaffApiClient, roomId: string, checkinDate: string, checkoutDate: string) {
  return client.send<ChannelsReply>('POST', `/api/channels/rooms/${roomId}/blocks`, {
    checkinDate,
    checkoutDate,
    reason: 'maintenance',
    note: 'Painting the deck',
  });
}

const nightsOfRoom = async (roomId: string) =>
  (await t.dataSource.getRepository(RoomNight).find({ where: { roomId }, order: { night: 'ASC' } })).map((row) => ({
    night: row.night,
    bookingId: row.bookingId,
    blockId: row.blockId,
  }));

interface ParsedEvent {
  uid: string;
  start: string;
  end: string;
  allDay: boolean;
  summary: string;
}

/** The feed as a calendar client reads it: ical.js, every VEVENT. */
function parseCalendar(body: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate && event.endDate.isDate,
      summary: event.summary,
    };
  });
}

describe('GET /api/rooms/{roomId}/calendar.ics', () => {
  it('holds every booked, held and blocked night as an all-day event, without guest data', async () => {
    const room = 'lakefront_lower';
    const booked = await deskBooking(room, daysFromToday(40), 3);
    const held = await hold(room, daysFromToday(60), daysFromToday(62));
    expect(held.status).toBe(201);
    const blocked = await block(staff, room, daysFromToday(50), daysFromToday(52));
    expect(blocked.status).toBe(201);
    const blockId = roomOf(blocked.body, room).blocks[0]!.id;

    const { calendarPath } = roomOf(await channels(), room);
    const response = await fetch(`${t.url}${calendarPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = await response.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    for (const personal of ['Ana', 'López', 'ana@example.com', 'hold@example.com', '5555']) {
      expect(body).not.toContain(personal);
    }
    expect(body).toContain(`DTSTART;VALUE=DATE:${daysFromToday(40).replaceAll('-', '')}`);
    // The demo seed's reviewed stays ended before today; the nights this test sold come after.
    expect(parseCalendar(body).filter((event) => event.start >= daysFromToday(0))).toEqual([
      {
        uid: `room-booking-${booked.id}@lakeside`,
        start: daysFromToday(40),
        end: daysFromToday(43),
        allDay: true,
        summary: 'Booked',
      },
      {
        uid: `room-block-${blockId}@lakeside`,
        start: daysFromToday(50),
        end: daysFromToday(52),
        allDay: true,
        summary: 'Blocked',
      },
      {
        uid: `room-booking-${held.body.bookingId}@lakeside`,
        start: daysFromToday(60),
        end: daysFromToday(62),
        allDay: true,
        summary: 'Booked',
      },
    ]);

    // The same UIDs and body on the next request: channels update rather than duplicate.
    expect(await (await fetch(`${t.url}${calendarPath}`)).text()).toBe(body);
  });

  it('answers 304 to a copy the channel already has, and a new ETag when the nights change', async () => {
    const room = 'garden_cottage';
    const { calendarPath } = roomOf(await channels(), room);
    const first = await fetch(`${t.url}${calendarPath}`);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();

    expect((await fetch(`${t.url}${calendarPath}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(`${t.url}${calendarPath}`, { headers: { 'if-modified-since': lastModified } })).status).toBe(
      304,
    );

    await new Promise((resolve) => setTimeout(resolve, 1100)); // Last-Modified has whole seconds
    expect((await block(staff, room, daysFromToday(70), daysFromToday(72))).status).toBe(201);
    const changed = await fetch(`${t.url}${calendarPath}`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(Date.parse(changed.headers.get('last-modified')!)).toBeGreaterThan(Date.parse(lastModified));
    expect(parseCalendar(await changed.text())).toHaveLength(1);
  });

  it('is 404 without the room’s token, and the old URL stops working when the token is rotated', async () => {
    const room = 'lakeside_cottage';
    const { calendarPath } = roomOf(await channels(), room);
    const withoutToken = calendarPath.replace(/\?.*$/, '');
    expect((await guest.send('GET', withoutToken)).body).toEqual(refusal('channels.notFound'));
    expect((await guest.send('GET', `${withoutToken}?token=guess`)).status).toBe(404);
    expect((await guest.send('GET', `/api/rooms/nowhere/calendar.ics?token=x`)).status).toBe(404);

    expect((await staff.send('POST', `/api/channels/rooms/${room}/token`)).status).toBe(403);
    const rotated = await manager.send<ChannelsReply>('POST', `/api/channels/rooms/${room}/token`);
    expect(rotated.status).toBe(200);
    const newPath = roomOf(rotated.body, room).calendarPath;
    expect(newPath).not.toBe(calendarPath);
    expect((await fetch(`${t.url}${calendarPath}`)).status).toBe(404);
    expect((await fetch(`${t.url}${newPath}`)).status).toBe(200);
  });

  it('imports back into another room as a channel feed: the same nights, blocked', async () => {
    const from = 'lakefront_lower';
    const into = 'upper_lakefront';
    const { calendarPath } = roomOf(await channels(), from);
    const added = await manager.send<ChannelsReply>('POST', `/api/channels/rooms/${into}/feeds`, {
      name: 'Lakefront Lower (our own feed)',
      url: `${t.url}${calendarPath}`,
    });
    expect(added.status).toBe(201);
    const feed = roomOf(added.body, into).feeds[0]!;
    const exportedEvents = parseCalendar(await (await fetch(`${t.url}${calendarPath}`)).text());
    expect(feed).toMatchObject({ lastError: null, eventCount: exportedEvents.length });
    expect(feed.lastSyncedAt).not.toBeNull();

    // Nights from today on: an import takes no night already past (the demo seed's stays), and
    // the room's own sold nights are not the feed's.
    const exported = (await nightsOfRoom(from)).map((row) => row.night).filter((night) => night >= daysFromToday(0));
    const imported = (await nightsOfRoom(into)).filter((row) => row.blockId !== null);
    expect(imported.map((row) => row.night)).toEqual(exported);
    expect(imported.every((row) => row.blockId !== null && row.bookingId === null)).toBe(true);
  });
});

describe('manual blocks', () => {
  const room = 'upper_lakefront';

  it('take the per-night key: a guest cannot hold a blocked night, nor a block a sold one', async () => {
    const checkin = daysFromToday(100);
    expect((await block(staff, room, checkin, addDays(checkin, 3))).status).toBe(201);

    const search = await guest.send<RoomSearchReply>(
      'GET',
      `/api/rooms/availability?checkin=${addDays(checkin, 1)}&checkout=${addDays(checkin, 4)}&guests=2&roomType=${room}`,
    );
    expect(search.body.rooms?.[0]).toMatchObject({ available: false, reason: 'booked' });
    const refused = await hold(room, addDays(checkin, 2), addDays(checkin, 4));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'rooms.datesUnavailable' });

    const sold = await deskBooking(room, daysFromToday(110), 2);
    const overlapping = await block(staff, room, daysFromToday(109), daysFromToday(111));
    expect(overlapping).toEqual({ status: 409, body: refusal('channels.nightsTaken') });
    expect((await nightsOfRoom(room)).filter((row) => row.night === daysFromToday(109))).toEqual([]);
    expect((await nightsOfRoom(room)).find((row) => row.night === daysFromToday(110))?.bookingId).toBe(sold.id);
  });

  it('free their nights when removed; a channel’s block cannot be removed by hand', async () => {
    const checkin = daysFromToday(120);
    const created = await block(staff, room, checkin, addDays(checkin, 2));
    const made = roomOf(created.body as ChannelsReply, room).blocks.find((b) => b.checkinDate === checkin)!;
    expect(made).toMatchObject({
      source: 'manual',
      reason: 'maintenance',
      note: 'Painting the deck',
      nightsNotHeld: 0,
    });
    expect(made.createdBy).toBe('channel-desk');

    expect((await staff.send('DELETE', `/api/channels/blocks/${made.id}`)).status).toBe(200);
    expect(
      (await nightsOfRoom(room)).filter((row) => stayNights(checkin, addDays(checkin, 2)).includes(row.night)),
    ).toEqual([]);
    expect((await hold(room, checkin, addDays(checkin, 2), 'after@example.com')).status).toBe(201);

    const fromChannel = roomOf(await channels(), room).blocks.find((b) => b.source === 'channel')!;
    expect((await staff.send('DELETE', `/api/channels/blocks/${fromChannel.id}`)).body).toEqual(
      refusal('channels.blockFromChannel'),
    );
    expect((await staff.send('DELETE', '/api/channels/blocks/999999')).status).toBe(404);
  });

  it('are checked: the last day after the first night, a known reason, staff only', async () => {
    const checkin = daysFromToday(130);
    const backwards = await block(staff, room, checkin, checkin);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([
      { field: 'checkoutDate', message: 'The last day must be after the first night' },
    ]);
    const noReason = await staff.send('POST', `/api/channels/rooms/${room}/blocks`, {
      checkinDate: checkin,
      checkoutDate: addDays(checkin, 1),
    });
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: 'Choose why the nights are blocked' }]);
    expect((await block(staff, 'nowhere', checkin, addDays(checkin, 1))).status).toBe(404);
    expect((await anonymous(t).send('POST', `/api/channels/rooms/${room}/blocks`, {})).status).toBe(401);
    expect((await anonymous(t).send('GET', '/api/channels')).status).toBe(401);
  });
});
