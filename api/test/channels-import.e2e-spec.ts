/**
 * Other channels' calendars in (issue 16): the API fetches feeds shaped like Airbnb's and
 * Booking.com's real exports from a fake OTA on 127.0.0.1 and turns their events into channel
 * blocks under the bookings' per-night key. Changing, failing, hanging, broken and oversized
 * feeds; a repeated sync that changes nothing; a sync racing 20 holds for the same nights; a
 * conflict with our own booking recorded and mailed once; the scheduled job. Runs on SQLite and,
 * with DATABASE_URL, on MariaDB.
 */
import {
  addDays,
  channelsReply,
  type ChannelRoomReply,
  type ChannelsReply,
  type DeskBookingReply,
  type RoomPaymentOrderReply,
  type RoomSearchReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelConflict } from '../src/channels/channel-conflict.entity.js';
import { JobScheduler } from '../src/common/scheduler/job-scheduler.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { airbnbCalendar, bookingComCalendar, startFakeOta, type FakeOta, type OtaEvent } from './support/fake-ota.js';
import { bookingDraft, daysFromToday, paymentOrder, UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const INBOX = 'frontdesk@lakeside.example';
const FETCH_TIMEOUT_MS = 800;
const MAX_BYTES = 64 * 1024;

let t: TestApp;
let ota: FakeOta;
let inbox: SmtpInbox;
let guest: ApiClient;
let manager: StaffApiClient;

beforeAll(async () => {
  ota = await startFakeOta();
  inbox = await startSmtpInbox();
  t = await startTestApp({
    seed: true,
    env: {
      ...UNLIMITED_WRITES,
      SMTP_URL: inbox.url,
      CONTACT_INBOX: INBOX,
      CHANNEL_FETCH_TIMEOUT_MS: String(FETCH_TIMEOUT_MS),
      CHANNEL_FEED_MAX_BYTES: String(MAX_BYTES),
    },
  });
  guest = apiClient(t);
  manager = await signInAs(t, 'manager', 'channel-manager');
});
afterAll(async () => {
  await t?.close();
  await ota?.close();
  await inbox?.close();
});

const roomOf = (reply: ChannelsReply, roomId: string): ChannelRoomReply =>
  reply.rooms.find((room) => room.roomId === roomId)!;
const event = (uid: string, fromDay: number, nights: number): OtaEvent => ({
  uid,
  checkinDate: daysFromToday(fromDay),
  checkoutDate: daysFromToday(fromDay + nights),
});

async function addFeed(roomId: string, name: string, path: string) {
  const reply = await manager.send<ChannelsReply>('POST', `/api/channels/rooms/${roomId}/feeds`, {
    name,
    url: `${ota.url}${path}`,
  });
  expect(reply.status).toBe(201);
  return roomOf(reply.body as ChannelsReply, roomId).feeds.find((feed) => feed.name === name)!;
}

async function syncNow(feedId: number, roomId: string) {
  const reply = await manager.send<ChannelsReply>('POST', `/api/channels/feeds/${feedId}/sync`);
  expect(reply.status).toBe(200);
  return roomOf(channelsReply.parse(reply.body), roomId);
}

/** Each night of the room: who owns it. */
async function nightsOf(roomId: string) {
  const rows = await t.dataSource.getRepository(RoomNight).find({ where: { roomId }, order: { night: 'ASC' } });
  return rows.map((row) => ({ id: row.id, night: row.night, bookingId: row.bookingId, blockId: row.blockId }));
}
const blockedNights = async (roomId: string) =>
  (await nightsOf(roomId)).filter((row) => row.blockId !== null).map((row) => row.night);
const range = (fromDay: number, nights: number) =>
  Array.from({ length: nights }, (_, index) => daysFromToday(fromDay + index));

describe('an Airbnb feed', () => {
  const room = 'lakefront_lower';
  let feedId: number;

  it('blocks the nights of its reservations and closed days, with a conditional GET the next time', async () => {
    ota.serve('/airbnb/lower.ics', {
      kind: 'calendar',
      body: airbnbCalendar([event('res-1@airbnb.com', 30, 3)], [event('closed-1@airbnb.com', 40, 2)]),
    });
    const feed = await addFeed(room, 'Airbnb', '/airbnb/lower.ics');
    feedId = feed.id;
    expect(feed).toMatchObject({ lastError: null, eventCount: 2 });
    expect(await blockedNights(room)).toEqual([...range(30, 3), ...range(40, 2)]);

    const before = await nightsOf(room);
    const again = await syncNow(feedId, room);
    expect(ota.requests.at(-1)).toMatchObject({ path: '/airbnb/lower.ics', status: 304 });
    expect(ota.requests.at(-1)?.headers['if-none-match']).toMatch(/^"/);
    expect(again.feeds[0]).toMatchObject({ lastError: null, eventCount: 2 });
    expect(await nightsOf(room)).toEqual(before);
  });

  it('changes nothing when synced again with the same feed served anew', async () => {
    const before = await nightsOf(room);
    const blocksBefore = roomOf(await manager.read('/api/channels', channelsReply), room).blocks;
    // A new body with the same events (reordered): a full 200, parsed and applied again.
    ota.serve('/airbnb/lower.ics', {
      kind: 'calendar',
      body: airbnbCalendar([event('res-1@airbnb.com', 30, 3)], [event('closed-1@airbnb.com', 40, 2)]).replace(
        'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
        'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.9//EN',
      ),
    });
    const synced = await syncNow(feedId, room);
    expect(ota.requests.at(-1)?.status).toBe(200);
    expect(await nightsOf(room)).toEqual(before);
    expect(synced.blocks).toEqual(blocksBefore);
  });

  it('follows the channel: a moved reservation moves, a vanished one frees its nights', async () => {
    ota.serve('/airbnb/lower.ics', {
      kind: 'calendar',
      body: airbnbCalendar([event('res-1@airbnb.com', 31, 4), event('res-2@airbnb.com', 50, 2)]),
    });
    const synced = await syncNow(feedId, room);
    expect(synced.feeds[0]).toMatchObject({ lastError: null, eventCount: 2 });
    expect(await blockedNights(room)).toEqual([...range(31, 4), ...range(50, 2)]);
    // The freed night is for sale again.
    const search = await guest.send<RoomSearchReply>(
      'GET',
      `/api/rooms/availability?checkin=${daysFromToday(40)}&checkout=${daysFromToday(42)}&guests=2&roomType=${room}`,
    );
    expect(search.body.rooms?.[0]).toMatchObject({ available: true });
  });

  it('keeps its nights when the channel fails, hangs, answers something else or too much', async () => {
    const before = await nightsOf(room);
    const cases = [
      [{ kind: 'fail', status: 503 }, /HTTP 503/],
      [{ kind: 'hang' }, /no answer within 0.8 s/],
      [{ kind: 'garbage' }, /not an iCalendar feed/],
      [{ kind: 'oversized', bytes: 4 * MAX_BYTES }, /larger than 64 KB/],
    ] as const;
    for (const [answer, message] of cases) {
      ota.serve('/airbnb/lower.ics', answer);
      const started = Date.now();
      const synced = await syncNow(feedId, room);
      expect(Date.now() - started).toBeLessThan(FETCH_TIMEOUT_MS + 3000);
      expect(synced.feeds[0]?.lastError).toMatch(message);
      expect(await nightsOf(room)).toEqual(before);
    }
    // The next good answer clears the error.
    ota.serve('/airbnb/lower.ics', { kind: 'calendar', body: airbnbCalendar([event('res-1@airbnb.com', 31, 4)]) });
    const recovered = await syncNow(feedId, room);
    expect(recovered.feeds[0]).toMatchObject({ lastError: null, eventCount: 1 });
    expect(await blockedNights(room)).toEqual(range(31, 4));
  });
});

describe('a Booking.com feed beside our own bookings', () => {
  const room = 'garden_cottage';

  it('records a channel booking on nights we sold as a conflict, mails it once, and takes the free nights', async () => {
    const desk = await signInAs(t, 'staff', 'channel-desk');
    const ours = await desk.request('POST', '/api/room-bookings/staff', {
      ...bookingDraft({ roomType: room, checkinDate: daysFromToday(60), checkoutDate: daysFromToday(63) }),
      language: 'en',
    });
    expect(ours.status).toBe(201);
    const booking = ((await ours.json()) as DeskBookingReply).booking;

    ota.serve('/booking/garden.ics', {
      kind: 'calendar',
      body: bookingComCalendar([
        // Overlaps our booking's last night and takes two more.
        event('bdc-77@booking.com', 62, 3),
        // Our own booking echoed back (Booking.com imports our feed): not a conflict.
        event('bdc-echo@booking.com', 60, 3),
      ]),
    });
    const feed = await addFeed(room, 'Booking.com', '/booking/garden.ics');
    const page = roomOf(await manager.read('/api/channels', channelsReply), room);
    expect(page.conflicts).toEqual([
      expect.objectContaining({
        feedId: feed.id,
        feedName: 'Booking.com',
        checkinDate: daysFromToday(62),
        checkoutDate: daysFromToday(65),
        bookingId: booking.id,
        summary: 'CLOSED - Not available',
      }),
    ]);
    const nights = await nightsOf(room);
    expect(nights.filter((row) => row.bookingId === booking.id).map((row) => row.night)).toEqual(range(60, 3));
    expect(nights.filter((row) => row.blockId !== null).map((row) => row.night)).toEqual(range(63, 2));
    expect(
      page.blocks.find((block) => block.note === 'CLOSED - Not available' && block.nightsNotHeld === 1),
    ).toBeDefined();

    // The retreat's inbox also hears of every new booking: count the double-booking mails only.
    const conflictMails = () =>
      inbox.mails.filter((mail) => mail.to.includes(INBOX) && /Subject: =\?UTF-8\?Q\?Double_booking/.test(mail.headers));
    await expect.poll(() => conflictMails().length).toBe(1);
    const mail = conflictMails()[0]!;
    expect(mail.headers).toMatch(/Subject: =\?UTF-8\?Q\?Double_booking/);
    const text = mail.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
    expect(text).toContain(`Booking.com has a booking in the Garden View Cottage from ${daysFromToday(62)}`);
    const { reference } = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: booking.id });
    expect(text).toContain(reference);

    // Synced again (the feed served anew too): still one conflict, still one mail.
    await syncNow(feed.id, room);
    ota.serve('/booking/garden.ics', {
      kind: 'calendar',
      body: bookingComCalendar([event('bdc-77@booking.com', 62, 3), event('bdc-echo@booking.com', 60, 3)]).replace(
        'DTSTAMP:20261124T080000Z',
        'DTSTAMP:20261124T090000Z',
      ),
    });
    await syncNow(feed.id, room);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(conflictMails()).toHaveLength(1);
    expect(await t.dataSource.getRepository(ChannelConflict).countBy({ feedId: feed.id })).toBe(1);

    // The channel cancels: the conflict is resolved and leaves the page.
    ota.serve('/booking/garden.ics', { kind: 'calendar', body: bookingComCalendar([]) });
    const after = await syncNow(feed.id, room);
    expect(after.conflicts).toEqual([]);
    expect(after.feeds[0]).toMatchObject({ eventCount: 0, lastError: null });
    expect(await blockedNights(room)).toEqual([]);
  });
});

describe('a sync racing 20 holds for the same nights', () => {
  const room = 'lakeside_cottage';

  it('never lets a night be both the channel’s and a guest’s', async () => {
    const checkin = daysFromToday(80);
    const checkout = addDays(checkin, 3);
    const search = await guest.send<RoomSearchReply>(
      'GET',
      `/api/rooms/availability?checkin=${checkin}&checkout=${checkout}&guests=2&roomType=${room}`,
    );
    const amount = search.body.rooms?.[0]?.totalPrice ?? '0.00';
    ota.serve('/airbnb/cottage.ics', { kind: 'calendar', body: airbnbCalendar([event('race@airbnb.com', 79, 3)]) });
    const feed = (await manager.send<ChannelsReply>('POST', `/api/channels/rooms/${room}/feeds`, {
      name: 'Airbnb race',
      url: `${ota.url}/missing.ics`, // added failing, so the race below is the first real sync
    })) as { body: ChannelsReply };
    const feedId = roomOf(feed.body, room).feeds[0]!.id;
    await t.dataSource.query('UPDATE channel_feeds SET url = ? WHERE id = ?', [
      `${ota.url}/airbnb/cottage.ics`,
      feedId,
    ]);

    const holds = Array.from({ length: 20 }, (_, index) =>
      guest.send<RoomPaymentOrderReply>(
        'POST',
        '/paypal/order',
        paymentOrder(
          bookingDraft({
            roomType: room,
            checkinDate: checkin,
            checkoutDate: checkout,
            email: `race${index}@example.com`,
          }),
          amount,
        ),
      ),
    );
    const [replies] = await Promise.all([Promise.all(holds), syncNow(feedId, room)]);

    const won = replies.filter((reply) => reply.status === 201);
    expect(won.length).toBeLessThanOrEqual(1);
    expect(replies.every((reply) => reply.status === 201 || reply.status === 409)).toBe(true);
    const duplicates = await t.dataSource.query(
      'SELECT roomId, night FROM room_nights GROUP BY roomId, night HAVING COUNT(*) > 1',
    );
    expect(duplicates).toEqual([]);
    const nights = await nightsOf(room);
    const heldNights = nights.filter((row) => row.bookingId !== null).map((row) => row.night);
    const blocked = nights.filter((row) => row.blockId !== null).map((row) => row.night);
    expect(heldNights.filter((night) => blocked.includes(night))).toEqual([]);
    // The channel's nights are all taken by someone; a winning hold keeps all of its own.
    expect([...heldNights, ...blocked].sort()).toEqual(expect.arrayContaining(range(79, 3)));
    if (won.length === 1) expect(heldNights).toEqual(range(80, 3));
    else expect(blocked).toEqual(range(79, 3));
  });
});

describe('the scheduled sync', () => {
  it('runs every CHANNEL_SYNC_MINUTES through the job scheduler, once per interval', async () => {
    const room = 'upper_lakefront';
    ota.serve('/airbnb/upper.ics', { kind: 'calendar', body: airbnbCalendar([event('job@airbnb.com', 90, 2)]) });
    const feed = await addFeed(room, 'Airbnb (job)', '/airbnb/upper.ics');
    ota.serve('/airbnb/upper.ics', { kind: 'calendar', body: airbnbCalendar([event('job@airbnb.com', 91, 2)]) });
    const requests = () => ota.requests.filter((request) => request.path === '/airbnb/upper.ics').length;
    const before = requests();

    const scheduler = t.app.get(JobScheduler);
    const later = new Date(Date.now() + 16 * 60_000);
    await scheduler.runDue(later);
    expect(requests()).toBe(before + 1);
    expect(await blockedNights(room)).toEqual(range(91, 2));
    // Not due again within the interval.
    await scheduler.runDue(new Date(later.getTime() + 60_000));
    expect(requests()).toBe(before + 1);
    expect(
      roomOf(await manager.read('/api/channels', channelsReply), room).feeds.find((f) => f.id === feed.id),
    ).toMatchObject({
      lastError: null,
      eventCount: 1,
    });
  });
});
