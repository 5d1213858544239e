/**
 * The reply contracts (libs/contracts/src/replies) against live replies of the API on a seeded
 * database: every route that names its contract (@ReplyContract) — reads and writes, guest and
 * staff — is called, and parsing its reply must give back exactly what was sent: a field the
 * API added without the contract, or one the contract names that the API left out, fails here
 * before a site or console page meets it.
 *
 * A read without path parameters is called as it is (staff routes signed in as an admin);
 * any other route is called as EXAMPLES says. A route that names a contract but has no
 * example fails this spec, so a new contract cannot go unchecked. List replies must hold at
 * least one item: this spec first books what the staff lists show.
 */
import {
  addDays,
  DEFAULT_LOYALTY_SETTINGS,
  parseReply,
  type ChannelsReply,
  type ReplySchema,
  type RoomPhotosReply,
} from '@lakeside/contracts';
import sharp from 'sharp';
import type { Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, isStaffRoute, replyContractOf } from '../src/openapi/openapi-document.js';
import { startFakeInstagram, sampleMedia, type FakeInstagram } from './support/fake-instagram.js';
import { dish, orderBody, readMenu } from './support/restaurant-orders.js';
import { bookingDraft, daysFromToday, paymentOrder, UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { CONSOLE_ORIGIN, signInAs, STAFF_PASSWORD, type StaffClient } from './support/staff-session.js';
import { deliverSigned, FAKE_RECURRENTE_WEBHOOK_SECRET } from './support/fake-recurrente.js';
import { moveEventBooking, moveSaunaBooking } from './support/session-bookings.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { AdminUser } from '../src/auth/admin-user.entity.js';
import { ManageLinks } from '../src/bookings/manage-links.js';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { newManageToken } from '../src/bookings/booking-identity.js';
import { reviewLinkExpiry } from '../src/reviews/review-links.js';
import { ReviewRequest } from '../src/reviews/review-request.entity.js';
import { Review } from '../src/reviews/review.entity.js';

let api: TestApp;
let instagram: FakeInstagram;
let admin: StaffClient;
/** A guest's browser: no cookie, no console origin. */
let guest: StaffClient;

const INSTAGRAM_TOKEN = 'IGQ-contract-token';

/** The smallest valid PNG (1×1 px): a receipt photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function json<T = Record<string, unknown>>(response: Promise<Response>): Promise<T> {
  const answered = await response;
  const body = (await answered.json()) as T;
  if (!answered.ok) throw new Error(`${answered.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Bookings, an order and an expense of their own, so no example depends on another. */
const write = {
  order: async () => {
    const menu = await readMenu(api);
    const body = orderBody([{ item: dish(menu, 'Granola Bowl'), quantity: 1 }], { tableNumber: '3' });
    return guest.request('POST', '/api/restaurant/orders', body);
  },
  /** An open order's id. */
  orderId: async () => (await json<{ id: number }>(write.order())).id,
  checkout: (days: number) =>
    json<{ id: string; bookingId: number; amount: string }>(
      guest.request(
        'POST',
        '/paypal/order',
        paymentOrder(bookingDraft({ checkinDate: daysFromToday(days) }), '130.00'),
      ),
    ),
  /** A paid stay and a working manage link for it (the link the confirmation mail carries). */
  managedStay: async (days: number) => {
    const started = await write.checkout(days);
    await json(guest.request('POST', `/paypal/order/${started.id}/capture`));
    const booking = await api.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: started.bookingId });
    const link = new URL(await api.app.get(ManageLinks).issue({ kind: 'room', ...booking }));
    return { reference: booking.reference, token: link.searchParams.get('t') ?? '', email: booking.email };
  },
  /** A managed stay moved by its guest to one night more: 65.00 left to pay online. */
  movedToDearer: async (days: number) => {
    const stay = await write.managedStay(days);
    const dates = { checkinDate: daysFromToday(days), checkoutDate: daysFromToday(days + 3) };
    await json(guest.request('POST', `/api/bookings/${stay.reference}/date-change`, { token: stay.token, ...dates }));
    return stay;
  },
  deskBooking: (days: number) => admin.request('POST', '/api/room-bookings/staff', deskBooking(days)),
  /** One ticket for the next bookable session, paid at the retreat or (to the checkout) online. */
  eventTickets: async (path: string) => {
    const { event, session } = await bookableSession();
    return guest.request('POST', path, {
      eventId: event.id,
      guestName: 'Ana López',
      email: 'ana@example.com',
      phone: '+502 5555 1234',
      numberOfTickets: 1,
      selectedTimeSlot: session.time,
      selectedDateTime: session.startsAt,
      totalAmount: event.ticketPrice,
      language: 'en',
    });
  },
  saunaBooking: (days: number, timeSlot: string, path = '/api/sauna-bookings') =>
    guest.request('POST', path, {
      sessionDate: daysFromToday(days),
      timeSlot,
      duration: 90,
      guestName: 'Tom Weber',
      email: 'tom@example.com',
      phone: '+502 5555 1234',
      language: 'en',
    }),
  /** A new stock item's id; below its minimum until stock is recorded. */
  stockItem: async (minimumStock = '0') =>
    (
      await json<{ id: number }>(
        admin.request('POST', '/api/admin/inventory-items', {
          name: 'Limes',
          sku: `LIME-${Math.random().toString(36).slice(2, 8)}`,
          unit: 'pieces',
          minimumStock,
        }),
      )
    ).id,
  expense: () =>
    admin.request('POST', '/api/expenses', {
      expenseDate: daysFromToday(0),
      vendorName: 'Ferretería El Lago',
      amount: 125.5,
      currency: 'Q',
      description: 'Hinges for the cottage doors',
      category: 'maintenance',
      paymentMethod: 'cash',
      accountId: 1,
      notes: '',
    }),
};

/** A review link for a desk booking, as the review request job would have mailed it. */
async function reviewLink(created: Promise<{ booking: { id: number } }>) {
  const { booking } = await created;
  const { token, hash } = newManageToken();
  await api.dataSource
    .getRepository(ReviewRequest)
    .insert({ roomBookingId: booking.id, tokenHash: hash, expiresAt: reviewLinkExpiry(new Date()) });
  const { reference } = await api.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: booking.id });
  return { reference, token };
}

/** A guest's review of a desk stay, sent from its link; its id. */
async function newReview(days: number): Promise<number> {
  const { reference, token } = await reviewLink(json<{ booking: { id: number } }>(write.deskBooking(days)));
  await json(guest.request('POST', `/api/reviews/${reference}`, { token, rating: 4 }));
  const { id } = await api.dataSource.getRepository(Review).findOneByOrFail({ roomBooking: { reference } });
  return id;
}

function deskBooking(days: number) {
  const checkinDate = daysFromToday(days);
  return {
    checkinDate,
    checkoutDate: addDays(checkinDate, 2),
    roomType: 'garden_cottage',
    guests: 2,
    guestName: 'Walk-in Guest',
    email: 'walkin@example.com',
    phone: '+502 5555 0101',
    notes: 'Arrives by boat',
  };
}

/** The next event session a guest can book, from the live listing. */
async function bookableSession() {
  const events = await json<
    { id: string; ticketPrice: string; sessions: { time: string; startsAt: string; bookable: boolean }[] }[]
  >(guest.request('GET', '/api/events?days=28'));
  // A priced one: the checkout examples pay for it (a free class is booked without paying).
  for (const event of events.filter((candidate) => Number(candidate.ticketPrice) > 0)) {
    const session = event.sessions.find((candidate) => candidate.bookable);
    if (session) return { event, session };
  }
  throw new Error('no bookable event session in the seeded month');
}

/**
 * "Change date" quotes and moves: a sauna session to 13:00 the same day, and one ticket of a
 * weekly event to its next occurrence, each on a booking of its own.
 */
let moves = 0;
function sessionMoveExamples() {
  const saunaMove = async () => {
    const booked = await json<{ id: number; sessionDate: string }>(write.saunaBooking(70 + 2 * moves++, '09:00'));
    return { id: booked.id, to: { sessionDate: booked.sessionDate, timeSlot: '13:00' } };
  };
  const eventMove = async () => {
    const events = await json<
      {
        id: string;
        templateId: number | null;
        ticketPrice: string;
        sessions: { time: string; startsAt: string; bookable: boolean }[];
      }[]
    >(guest.request('GET', '/api/events?days=28'));
    const weekly = events.filter((event) => event.templateId !== null && event.sessions.some((s) => s.bookable));
    const first = weekly.find((event) =>
      weekly.some((other) => other.templateId === event.templateId && other !== event),
    );
    const next = weekly.find((other) => other.templateId === first?.templateId && other !== first);
    if (!first || !next) throw new Error('no weekly event with two bookable occurrences in the seeded month');
    const choice = (event: typeof first) => {
      const session = event.sessions.find((s) => s.bookable) ?? event.sessions[0]!;
      return { eventId: event.id, selectedTimeSlot: session.time, selectedDateTime: session.startsAt };
    };
    const booked = await json<{ id: number }>(
      guest.request('POST', '/api/event-bookings', {
        ...choice(first),
        guestName: 'Ana López',
        email: 'ana@example.com',
        phone: '+502 5555 1234',
        numberOfTickets: 1,
        totalAmount: first.ticketPrice,
        language: 'en',
      }),
    );
    return { id: booked.id, to: choice(next) };
  };
  const query = (to: Record<string, string>) => new URLSearchParams(to).toString();
  return {
    'GET /api/sauna-bookings/{id}/move': async () => {
      const { id, to } = await saunaMove();
      return admin.request('GET', `/api/sauna-bookings/${id}/move?${query(to)}`);
    },
    'POST /api/sauna-bookings/{id}/move': async () => {
      const { id, to } = await saunaMove();
      return admin.request('POST', `/api/sauna-bookings/${id}/move`, { ...to, reason: 'Guest asked' });
    },
    'GET /api/event-bookings/{id}/move': async () => {
      const { id, to } = await eventMove();
      return admin.request('GET', `/api/event-bookings/${id}/move?${query(to)}`);
    },
    'POST /api/event-bookings/{id}/move': async () => {
      const { id, to } = await eventMove();
      return admin.request('POST', `/api/event-bookings/${id}/move`, to);
    },
  };
}

/** A sauna session's or event tickets' desk actions, each on a booking of its own (new per call). */
let desks = 0;
function sessionDeskExamples(path: 'sauna-bookings' | 'event-bookings', book: () => Promise<{ id: number }>) {
  const moved = async (days: number, time: string) => {
    const { id } = await book();
    if (path === 'sauna-bookings') await moveSaunaBooking(api.dataSource, id, daysFromToday(days));
    else await moveEventBooking(api.dataSource, id, daysFromToday(days), time);
    return id;
  };
  return {
    [`GET /api/${path}/{id}/desk`]: async () => admin.request('GET', `/api/${path}/${(await book()).id}/desk`),
    [`POST /api/${path}/{id}/cancel`]: async () =>
      admin.request('POST', `/api/${path}/${(await book()).id}/cancel`, { reason: 'Guest called off' }),
    [`POST /api/${path}/{id}/payments`]: async () =>
      admin.request('POST', `/api/${path}/${(await book()).id}/payments`, { method: 'cash_usd', amount: '40' }),
    [`POST /api/${path}/{id}/attended`]: async () =>
      admin.request('POST', `/api/${path}/${await moved(0, '23:59')}/attended`),
    [`POST /api/${path}/{id}/no-show`]: async () =>
      admin.request('POST', `/api/${path}/${await moved(-1, '10:00')}/no-show`),
  };
}

/** The till's writes and its report: each leaves the restaurant's till open, as the payment example needs it. */
function tillExamples() {
  const openSession = async (): Promise<number> => {
    const till = await json<{ session: { id: number } | null }>(admin.request('GET', '/api/till'));
    if (till.session) return till.session.id;
    return (
      await json<{ id: number }>(admin.request('POST', '/api/till/sessions', { floatGtq: '500', floatUsd: '20' }))
    ).id;
  };
  const count = { countedGtq: '500.00', countedUsd: '20.00' };
  return {
    'POST /api/exchange-rates': () =>
      admin.request('POST', '/api/exchange-rates', { usdToGtq: '7.80', note: 'Banguat' }),
    'POST /api/till/sessions': async () => {
      await json(admin.request('POST', `/api/till/sessions/${await openSession()}/close`, count));
      return admin.request('POST', '/api/till/sessions', { floatGtq: '500', floatUsd: '20' });
    },
    'POST /api/till/sessions/{id}/close': async () => {
      const closed = await admin.request('POST', `/api/till/sessions/${await openSession()}/close`, count);
      await openSession();
      return closed;
    },
    'GET /api/till/sessions/{id}/report': async () =>
      admin.request('GET', `/api/till/sessions/${await openSession()}/report`),
    'POST /api/restaurant/orders/{id}/payment': async () => {
      await openSession();
      return admin.request('POST', `/api/restaurant/orders/${await write.orderId()}/payment`, {
        method: 'cash_usd',
        tendered: '100.00',
      });
    },
  };
}

/** The Channels page's writes: a feed is the API's own export of another room; blocks far ahead. */
function channelExamples() {
  let blocks = 0;
  const feed = async () => {
    const page = await json<ChannelsReply>(admin.request('GET', '/api/channels'));
    const from = page.rooms.find((room) => room.roomId === 'lakefront_lower')!;
    const added = await json<ChannelsReply>(
      admin.request('POST', '/api/channels/rooms/upper_lakefront/feeds', {
        name: 'Own feed',
        url: `${api.url}${from.calendarPath}`,
      }),
    );
    return added.rooms.find((room) => room.roomId === 'upper_lakefront')!.feeds.at(-1)!.id;
  };
  const block = (roomId: string) => {
    const checkinDate = daysFromToday(320 + 3 * blocks++);
    return admin.request('POST', `/api/channels/rooms/${roomId}/blocks`, {
      checkinDate,
      checkoutDate: addDays(checkinDate, 2),
      reason: 'owner',
    });
  };
  return {
    'POST /api/channels/rooms/{roomId}/token': () => admin.request('POST', '/api/channels/rooms/garden_cottage/token'),
    'POST /api/channels/rooms/{roomId}/feeds': async () => {
      const page = await json<ChannelsReply>(admin.request('GET', '/api/channels'));
      const from = page.rooms.find((room) => room.roomId === 'garden_cottage')!;
      return admin.request('POST', '/api/channels/rooms/lakeside_cottage/feeds', {
        name: 'Garden feed',
        url: `${api.url}${from.calendarPath}`,
      });
    },
    'POST /api/channels/feeds/{id}/sync': async () => admin.request('POST', `/api/channels/feeds/${await feed()}/sync`),
    'DELETE /api/channels/feeds/{id}': async () => admin.request('DELETE', `/api/channels/feeds/${await feed()}`),
    'POST /api/channels/rooms/{roomId}/blocks': () => block('garden_cottage'),
    'DELETE /api/channels/blocks/{id}': async () => {
      const page = await json<ChannelsReply>(block('lakeside_cottage'));
      const made = page.rooms.find((room) => room.roomId === 'lakeside_cottage')!.blocks.at(-1)!;
      return admin.request('DELETE', `/api/channels/blocks/${made.id}`);
    },
  };
}

/** The Room photos page's writes, each on photos uploaded for it (a picture is uploaded once, so each is new). */
function roomPhotoExamples() {
  let made = 0;
  const upload = async (roomId: string): Promise<Response> => {
    made += 1;
    const content = await sharp({ create: { width: 16 + made, height: 10, channels: 3, background: '#5d7888' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(content)], { type: 'image/png' }), `room-${made}.png`);
    return fetch(`${api.url}/api/room-photos/rooms/${roomId}`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: CONSOLE_ORIGIN },
      body: form,
    });
  };
  const photoIds = async (roomId: string) => {
    const page = await json<RoomPhotosReply>(upload(roomId));
    return page.rooms.find((room) => room.roomId === roomId)!.photos.map((photo) => photo.id);
  };
  return {
    'POST /api/room-photos/rooms/{roomId}': () => upload('garden_cottage'),
    'PUT /api/room-photos/rooms/{roomId}/order': async () =>
      admin.request('PUT', '/api/room-photos/rooms/lakeside_cottage/order', {
        photoIds: (await photoIds('lakeside_cottage')).reverse(),
      }),
    'PUT /api/room-photos/{id}': async () =>
      admin.request('PUT', `/api/room-photos/${(await photoIds('upper_lakefront'))[0]}`, { alt: 'The balcony' }),
    'DELETE /api/room-photos/{id}': async () =>
      admin.request('DELETE', `/api/room-photos/${(await photoIds('lakefront_lower'))[0]}`),
  };
}

/** Staff time: a member linked to the admin's login, with a tablet PIN, and a closed week to approve. */
function staffTimeExamples() {
  let made: Promise<number> | undefined;
  const memberId = () =>
    (made ??= (async () => {
      const { id } = await json<{ id: number }>(
        admin.request('POST', '/api/admin/staff-members', {
          employeeId: 'EMP-RC',
          firstName: 'Reply',
          lastName: 'Contract',
          position: 'host',
          department: 'service',
          hireDate: '2025-01-06',
          hourlyRate: '25.00',
        }),
      );
      const { id: adminId } = await api.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'admin-user' });
      await json(admin.request('PUT', `/api/admin/staff-members/${id}`, { adminUserId: adminId }));
      await json(admin.request('PUT', `/api/staff-time/members/${id}/pin`, { pin: '2468' }));
      return id;
    })());
  return {
    'GET /api/staff-time/me/week': async () => {
      await memberId();
      return admin.request('GET', '/api/staff-time/me/week');
    },
    'POST /api/staff-time/me/clock': async () => {
      await memberId();
      return admin.request('POST', '/api/staff-time/me/clock', { action: 'clockIn' });
    },
    'POST /api/staff-time/tablet/clock': async () => {
      await memberId();
      // In and out, so the clock is off again whichever of the two clock examples runs first.
      const tap = { employeeId: 'EMP-RC', pin: '2468', action: 'clockOut' };
      await guest.request('POST', '/api/staff-time/tablet/clock', { ...tap, action: 'clockIn' });
      return guest.request('POST', '/api/staff-time/tablet/clock', tap);
    },
    'GET /api/staff-time/members/{id}/week': async () =>
      admin.request('GET', `/api/staff-time/members/${await memberId()}/week?day=2026-03-04`),
    'PUT /api/staff-time/members/{id}/pin': async () =>
      admin.request('PUT', `/api/staff-time/members/${await memberId()}/pin`, { pin: '2468' }),
    'POST /api/staff-time/approvals': async () => {
      const staffId = await memberId();
      await json(
        admin.request('POST', '/api/admin/time-tracking', {
          staffId,
          clockIn: '2026-03-02T14:00:00.000Z',
          clockOut: '2026-03-02T22:00:00.000Z',
        }),
      );
      return admin.request('POST', '/api/staff-time/approvals', { staffId, weekStart: '2026-03-02' });
    },
    'GET /api/staff-time/payroll': () => admin.request('GET', '/api/staff-time/payroll?from=2026-03-01&to=2026-03-31'),
  };
}

/** Invoices: drafts of paid stays (one per example), and a desk stay paid after its invoice was issued. */
/** Meals charged to a room: a stay checked in today (made once), an order charged to it, its folio. */
function folioExamples() {
  let stay: Promise<number> | undefined;
  const inHouse = () =>
    (stay ??= (async () => {
      const booked = await json<{ booking: { id: number } }>(
        // A room no other example books or blocks today (the channel examples block lakeside_cottage).
        admin.request('POST', '/api/room-bookings/staff', { ...deskBooking(0), roomType: 'lakefront_lower' }),
      );
      await json(admin.request('POST', `/api/room-bookings/${booked.booking.id}/check-in`));
      return booked.booking.id;
    })());
  const charge = async () =>
    admin.request('POST', `/api/restaurant/orders/${await write.orderId()}/room-charge`, {
      bookingId: await inHouse(),
    });
  return {
    'GET /api/folio/in-house': async () => {
      await inHouse();
      return admin.request('GET', '/api/folio/in-house');
    },
    'POST /api/restaurant/orders/{id}/room-charge': charge,
    'GET /api/folio/stays/{id}': async () => {
      await json(charge());
      return admin.request('GET', `/api/folio/stays/${await inHouse()}`);
    },
  };
}

/** Loyalty: each example enrols a member of its own (e-mails are unique). */
function loyaltyExamples() {
  let enrolled = 0;
  const enrol = () =>
    admin.request('POST', '/api/loyalty/members', {
      name: 'Contract Member',
      email: `member${++enrolled}@example.com`,
    });
  return {
    'POST /api/loyalty/members': enrol,
    'GET /api/loyalty/members': async () => {
      await json(enrol());
      return admin.request('GET', '/api/loyalty/members?q=Contract');
    },
    'GET /api/loyalty/members/{id}': async () =>
      admin.request('GET', `/api/loyalty/members/${(await json<{ id: number }>(enrol())).id}`),
    'PUT /api/loyalty/settings': () => admin.request('PUT', '/api/loyalty/settings', DEFAULT_LOYALTY_SETTINGS),
  };
}

function invoiceExamples() {
  let stays = 0;
  const stayDraft = async () => {
    const { reference } = await write.managedStay(250 + 3 * stays++);
    return json<{ id: number }>(admin.request('POST', '/api/invoices', { source: 'room', reference }));
  };
  const issued = async () => {
    const { id } = await stayDraft();
    await json(admin.request('POST', `/api/invoices/${id}/issue`));
    return id;
  };
  return {
    'POST /api/invoices': async () => {
      const { reference } = await write.managedStay(240);
      return admin.request('POST', '/api/invoices', { source: 'room', reference });
    },
    'GET /api/invoices/{id}': async () => admin.request('GET', `/api/invoices/${(await stayDraft()).id}`),
    'POST /api/invoices/{id}/issue': async () => admin.request('POST', `/api/invoices/${(await stayDraft()).id}/issue`),
    'POST /api/invoices/{id}/void': async () => admin.request('POST', `/api/invoices/${await issued()}/void`),
    'POST /api/invoices/{id}/mail': async () =>
      admin.request('POST', `/api/invoices/${await issued()}/mail`, { email: 'copy@example.com' }),
    'POST /api/invoices/{id}/paid': async () => {
      const created = await json<{ booking: { id: number } }>(write.deskBooking(200));
      const { reference } = await api.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: created.booking.id });
      const draft = await json<{ id: number }>(admin.request('POST', '/api/invoices', { source: 'room', reference }));
      await json(admin.request('POST', `/api/invoices/${draft.id}/issue`));
      await json(
        admin.request('POST', `/api/room-bookings/${created.booking.id}/payments`, {
          method: 'card',
          amount: '300.00',
        }),
      );
      return admin.request('POST', `/api/invoices/${draft.id}/paid`);
    },
  };
}

/** The ledger: a manual entry (to read and to reverse), an account's lines, a closed month long past. */
function ledgerExamples() {
  const cashAccount = async () =>
    (await json<{ accountId: number; accountCode: string }[]>(admin.request('GET', '/api/ledger/accounts'))).find(
      (account) => account.accountCode === '1010',
    )!.accountId;
  const manualEntry = async () =>
    admin.request('POST', '/api/ledger/entries', {
      entryDate: daysFromToday(0),
      description: 'Float from the safe',
      lines: [
        { accountId: await cashAccount(), debit: '50.00' },
        { accountId: await cashAccount(), credit: '50.00' },
      ],
    });
  return {
    'POST /api/ledger/entries': manualEntry,
    'GET /api/ledger/entries/{id}': async () =>
      admin.request('GET', `/api/ledger/entries/${(await json<{ id: number }>(manualEntry())).id}`),
    'POST /api/ledger/entries/{id}/reverse': async () =>
      admin.request('POST', `/api/ledger/entries/${(await json<{ id: number }>(manualEntry())).id}/reverse`, {
        reason: 'Reply contract',
      }),
    'GET /api/ledger/accounts/{id}/lines': async () =>
      admin.request('GET', `/api/ledger/accounts/${await cashAccount()}/lines`),
    'GET /api/ledger/budgets': () => admin.request('GET', `/api/ledger/budgets?year=${daysFromToday(0).slice(0, 4)}`),
    'POST /api/ledger/periods': () => admin.request('POST', '/api/ledger/periods', { month: '2020-01' }),
  };
}

/** How to call each route that cannot be called bare, keyed 'METHOD /path' as the OpenAPI document writes it. */
const EXAMPLES: Record<string, () => Promise<Response>> = {
  'GET /api/rooms/{id}': () => guest.request('GET', '/api/rooms/lakefront_lower'),
  'GET /api/rooms/availability': () =>
    guest.request(
      'GET',
      `/api/rooms/availability?checkin=${daysFromToday(200)}&checkout=${daysFromToday(203)}&guests=2`,
    ),
  'GET /api/sauna/availability': () => guest.request('GET', `/api/sauna/availability?date=${daysFromToday(10)}`),
  'GET /api/auth/user': () => admin.request('GET', '/api/auth/user'),
  'PUT /api/auth/user/language': () => admin.request('PUT', '/api/auth/user/language', { language: 'es' }),
  'GET /api/admin-names/{resource}': () => admin.request('GET', '/api/admin-names/staff-accounts?ids=[1,2,3]'),
  'GET /api/restaurant/orders/{id}': async () =>
    admin.request('GET', `/api/restaurant/orders/${await write.orderId()}`),

  'POST /api/auth/login': () =>
    guest.request('POST', '/api/auth/login', { username: 'admin-user', password: STAFF_PASSWORD }),
  'POST /paypal/order': () => guest.request('POST', '/paypal/order', paymentOrder(bookingDraft(), '130.00')),
  'POST /api/payments/recurrente/webhook': () =>
    deliverSigned(
      `${api.url}/api/payments/recurrente/webhook`,
      JSON.stringify({ event_type: 'payment_intent.failed' }),
    ),
  'POST /paypal/order/{orderId}/capture': async () =>
    guest.request('POST', `/paypal/order/${(await write.checkout(70)).id}/capture`),
  'POST /api/room-bookings': async () => {
    const draft = bookingDraft({ checkinDate: daysFromToday(80) });
    const started = await json<{ id: string }>(guest.request('POST', '/paypal/order', paymentOrder(draft, '130.00')));
    await json(guest.request('POST', `/paypal/order/${started.id}/capture`));
    return guest.request('POST', '/api/room-bookings', { ...draft, totalPrice: '130.00', paypalOrderId: started.id });
  },
  'POST /api/room-bookings/staff': () => write.deskBooking(90),
  'GET /api/bookings/{reference}': async () => {
    const { reference, token } = await write.managedStay(150);
    return guest.request('GET', `/api/bookings/${reference}?t=${token}`);
  },
  'POST /api/bookings/{reference}/cancel': async () => {
    const { reference, token } = await write.managedStay(155);
    return guest.request('POST', `/api/bookings/${reference}/cancel`, { token });
  },
  'GET /api/bookings/{reference}/date-change': async () => {
    const { reference, token } = await write.managedStay(157);
    const dates = `checkinDate=${daysFromToday(158)}&checkoutDate=${daysFromToday(160)}`;
    return guest.request('GET', `/api/bookings/${reference}/date-change?t=${token}&${dates}`);
  },
  'POST /api/bookings/{reference}/date-change': async () => {
    const { reference, token } = await write.managedStay(162);
    const dates = { checkinDate: daysFromToday(163), checkoutDate: daysFromToday(165) };
    return guest.request('POST', `/api/bookings/${reference}/date-change`, { token, ...dates });
  },
  'POST /api/bookings/{reference}/balance': async () => {
    const { reference, token } = await write.movedToDearer(175);
    return guest.request('POST', `/api/bookings/${reference}/balance`, { token });
  },
  'POST /api/bookings/balance/{orderId}/capture': async () => {
    const { reference, token } = await write.movedToDearer(185);
    const order = await json<{ id: string }>(guest.request('POST', `/api/bookings/${reference}/balance`, { token }));
    return guest.request('POST', `/api/bookings/balance/${order.id}/capture`);
  },
  'POST /api/booking-payments/{id}/retry': async () => {
    const { reference } = await write.managedStay(170);
    const booking = await api.dataSource.getRepository(RoomBooking).findOneByOrFail({ reference });
    // A refund the provider could not be reached for, waiting for staff's retry.
    const { identifiers } = await api.dataSource.getRepository(BookingPayment).insert({
      bookingKind: 'room',
      bookingId: booking.id,
      kind: 'refund',
      provider: 'simulated',
      providerReference: null,
      amount: '130.00',
      currency: 'USD',
      status: 'failed',
      requestId: `refund-room-${booking.id}`,
      failureReason: 'unavailable: the provider did not answer',
    });
    return admin.request('POST', `/api/booking-payments/${(identifiers[0] as { id: number }).id}/retry`);
  },
  'POST /api/bookings/find': async () => {
    const { reference, email } = await write.managedStay(160);
    return guest.request('POST', '/api/bookings/find', { reference, email });
  },
  'POST /api/room-bookings/{id}/cancel': async () => {
    const created = await json<{ booking: { id: number } }>(write.deskBooking(100));
    return admin.request('POST', `/api/room-bookings/${created.booking.id}/cancel`, { reason: 'Guest called off' });
  },
  'GET /api/room-bookings/{id}/move': async () => {
    const created = await json<{ booking: { id: number } }>(write.deskBooking(120));
    const to = `roomType=garden_cottage&checkinDate=${daysFromToday(121)}&checkoutDate=${daysFromToday(124)}`;
    return admin.request('GET', `/api/room-bookings/${created.booking.id}/move?${to}`);
  },
  'POST /api/room-bookings/{id}/move': async () => {
    const created = await json<{ booking: { id: number } }>(write.deskBooking(110));
    const to = { roomType: 'garden_cottage', checkinDate: daysFromToday(113), checkoutDate: daysFromToday(116) };
    return admin.request('POST', `/api/room-bookings/${created.booking.id}/move`, to);
  },
  'GET /api/rooms/{id}/reviews': () => guest.request('GET', '/api/rooms/lakefront_lower/reviews'),
  'GET /api/reviews/{reference}': async () => {
    const { reference, token } = await reviewLink(json<{ booking: { id: number } }>(write.deskBooking(140)));
    return guest.request('GET', `/api/reviews/${reference}?t=${token}`);
  },
  'POST /api/reviews/{reference}': async () => {
    const { reference, token } = await reviewLink(json<{ booking: { id: number } }>(write.deskBooking(146)));
    return guest.request('POST', `/api/reviews/${reference}`, { token, rating: 5, text: 'Lovely.' });
  },
  'POST /api/staff/reviews/{id}/approve': async () =>
    admin.request('POST', `/api/staff/reviews/${await newReview(150)}/approve`),
  'POST /api/staff/reviews/{id}/hide': async () =>
    admin.request('POST', `/api/staff/reviews/${await newReview(155)}/hide`),
  'POST /api/room-bookings/{id}/check-in': async () => {
    const created = await json<{ booking: { id: number } }>(write.deskBooking(0));
    return admin.request('POST', `/api/room-bookings/${created.booking.id}/check-in`);
  },
  'POST /api/room-bookings/{id}/check-out': async () => {
    const created = await json<{ booking: { id: number } }>(write.deskBooking(3));
    await api.dataSource
      .getRepository(RoomBooking)
      .update({ id: created.booking.id }, { checkedInAt: new Date(Date.now() - 3_600_000) });
    return admin.request('POST', `/api/room-bookings/${created.booking.id}/check-out`);
  },
  'POST /api/room-bookings/{id}/no-show': async () => {
    // Its arrival day is over: moved back a week, as if booked then.
    const created = await json<{ booking: { id: number } }>(write.deskBooking(6));
    await api.dataSource
      .getRepository(RoomBooking)
      .update({ id: created.booking.id }, { checkinDate: daysFromToday(-7), checkoutDate: daysFromToday(-5) });
    return admin.request('POST', `/api/room-bookings/${created.booking.id}/no-show`);
  },
  ...channelExamples(),
  ...roomPhotoExamples(),
  ...tillExamples(),
  ...staffTimeExamples(),
  ...ledgerExamples(),
  ...invoiceExamples(),
  ...folioExamples(),
  ...loyaltyExamples(),
  ...sessionDeskExamples('sauna-bookings', () => json<{ id: number }>(write.saunaBooking(40 + desks++, '09:00'))),
  ...sessionDeskExamples('event-bookings', () => json<{ id: number }>(write.eventTickets('/api/event-bookings'))),
  ...sessionMoveExamples(),
  'POST /api/room-bookings/{id}/payments': async () => {
    const created = await json<{ booking: { id: number } }>(write.deskBooking(9));
    return admin.request('POST', `/api/room-bookings/${created.booking.id}/payments`, {
      method: 'card',
      amount: '300.00',
    });
  },
  // The room's next step, whatever the check-out example left it at.
  'POST /api/rooms/{id}/housekeeping': async () => {
    const board = await json<{ rooms: { roomId: string; housekeepingMoves: string[] }[] }>(
      admin.request('GET', '/api/rooms/status-board'),
    );
    const room = board.rooms.find((candidate) => candidate.roomId === 'garden_cottage');
    return admin.request('POST', '/api/rooms/garden_cottage/housekeeping', { status: room?.housekeepingMoves[0] });
  },
  'POST /api/event-bookings': () => write.eventTickets('/api/event-bookings'),
  'GET /api/event-bookings/quote': async () => {
    const { event, session } = await bookableSession();
    const query = new URLSearchParams({ eventId: event.id, selectedDateTime: session.startsAt, numberOfTickets: '2' });
    return guest.request('GET', `/api/event-bookings/quote?${query.toString()}`);
  },
  'GET /api/sauna-bookings/quote': () =>
    guest.request('GET', `/api/sauna-bookings/quote?sessionDate=${daysFromToday(14)}&timeSlot=09:00&duration=60`),
  'POST /api/event-bookings/checkout': () => write.eventTickets('/api/event-bookings/checkout'),
  'POST /api/event-bookings/checkout/{orderId}/capture': async () => {
    const order = await json<{ id: string }>(write.eventTickets('/api/event-bookings/checkout'));
    return guest.request('POST', `/api/event-bookings/checkout/${order.id}/capture`);
  },
  'POST /api/sauna-bookings': () => write.saunaBooking(11, '09:00'),
  'POST /api/sauna-bookings/checkout': () => write.saunaBooking(12, '09:00', '/api/sauna-bookings/checkout'),
  'POST /api/sauna-bookings/checkout/{orderId}/capture': async () => {
    const order = await json<{ id: string }>(write.saunaBooking(13, '09:00', '/api/sauna-bookings/checkout'));
    return guest.request('POST', `/api/sauna-bookings/checkout/${order.id}/capture`);
  },
  'POST /api/contact': () =>
    guest.request('POST', '/api/contact', {
      name: 'Ana López',
      email: 'ana@example.com',
      phone: '+502 5555 1234',
      subject: 'room_booking',
      message: 'Is the garden cottage free over Easter?',
      language: 'en',
    }),
  'POST /api/volunteer-applications': () =>
    guest.request('POST', '/api/volunteer-applications', {
      name: 'Jonas Weber',
      email: 'jonas@example.com',
      phone: '+49 151 2345678',
      nationality: 'German',
      age: 24,
      accommodationType: 'shared',
      availableFrom: daysFromToday(60),
      duration: 4,
      previousExperience: 'Two seasons at a farm in Portugal.',
      skills: ['carpentry', 'cooking'],
      motivation: 'I have worked on two permaculture farms and would love to help your garden grow.',
      dietaryRequirements: 'Vegetarian',
      language: 'en',
    }),
  'POST /api/mailing-list': () =>
    guest.request('POST', '/api/mailing-list', { name: 'Sam', email: 'sam@example.com', language: 'en' }),
  'POST /api/expenses': () => write.expense(),
  'POST /api/inventory/purchases': async () =>
    admin.request('POST', '/api/inventory/purchases', {
      inventoryItemId: await write.stockItem(),
      quantity: '100',
      unitCost: '0.75',
      reference: 'F-2231',
    }),
  'POST /api/inventory/counts': async () =>
    admin.request('POST', '/api/inventory/counts', {
      inventoryItemId: await write.stockItem(),
      countedQuantity: '42',
      reason: 'Monthly count',
    }),
  'POST /api/inventory/waste': async () =>
    admin.request('POST', '/api/inventory/waste', {
      inventoryItemId: await write.stockItem(),
      quantity: '3',
      reason: 'Spoiled',
    }),
  'GET /api/inventory/low-stock': async () => {
    await write.stockItem('50');
    return admin.request('GET', '/api/inventory/low-stock');
  },
  // The month holds the seeded stays and this spec's orders; the low stock is the item above's.
  'GET /api/dashboard': async () => {
    await write.stockItem('50');
    return admin.request('GET', '/api/dashboard?period=month');
  },
  'POST /api/expenses/{id}/receipt': async () => {
    const expense = await json<{ id: number }>(write.expense());
    const form = new FormData();
    form.append('receipt', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
    return fetch(`${api.url}/api/expenses/${expense.id}/receipt`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: CONSOLE_ORIGIN },
      body: form,
    });
  },
  'POST /api/restaurant/orders': () => write.order(),
  'POST /api/restaurant/orders/{id}/cancel': async () =>
    admin.request('POST', `/api/restaurant/orders/${await write.orderId()}/cancel`, { reason: 'Left early' }),
};

beforeAll(async () => {
  instagram = await startFakeInstagram({ token: INSTAGRAM_TOKEN, media: sampleMedia(3) });
  api = await startTestApp({
    seed: true,
    env: {
      ...UNLIMITED_WRITES,
      INSTAGRAM_ACCESS_TOKEN: INSTAGRAM_TOKEN,
      INSTAGRAM_API_BASE: instagram.url,
      RECURRENTE_WEBHOOK_SECRET: FAKE_RECURRENTE_WEBHOOK_SECRET,
    },
  });
  admin = await signInAs(api, 'admin');
  guest = {
    cookie: '',
    request: (method, path, body) =>
      fetch(`${api.url}${path}`, {
        method,
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      }),
  };
  // What the staff lists show: an order in the kitchen, a stay, a sauna session and an expense.
  await write.orderId();
  await json(write.deskBooking(30));
  // 15:00 (not 17:00): on a Wednesday the seeded communal Sauna Session has the sauna from 17:00.
  await json(write.saunaBooking(10, '15:00'));
  await json(write.expense());
  // The till's lists: a rate and a session (open, so the POS's payment example can be taken).
  await json(admin.request('POST', '/api/exchange-rates', { usdToGtq: '7.75' }));
  await json(admin.request('POST', '/api/till/sessions', { floatGtq: '500', floatUsd: '0' }));
});

afterAll(async () => {
  await api?.close();
  await instagram?.close();
});

interface ContractRoute {
  /** 'METHOD /path', as the OpenAPI document writes the path. */
  key: string;
  contract: ReplySchema<unknown>;
  /** How to call the route; undefined when it cannot be called bare and has no example. */
  call: (() => Promise<Response>) | undefined;
}

function contractRoutes(): ContractRoute[] {
  const controllers = api.app
    .get(DiscoveryService)
    .getControllers()
    .flatMap((wrapper) => (wrapper.metatype ? [wrapper.metatype as Type] : []));
  return apiRoutes(controllers).flatMap((route) => {
    const contract = replyContractOf(route);
    if (!contract) return [];
    const key = `${route.method.toUpperCase()} ${route.path}`;
    const bare = route.method === 'get' && !route.path.includes('{');
    const client = isStaffRoute(route) ? admin : guest;
    return [{ key, contract, call: EXAMPLES[key] ?? (bare ? () => client.request('GET', route.path) : undefined) }];
  });
}

async function check({ key, call, contract }: ContractRoute): Promise<void> {
  if (!call) throw new Error(`${key} has no example`);
  const response = await call();
  const body: unknown = await response.json();
  expect(response.ok, `${key} answered ${response.status}: ${JSON.stringify(body)}`).toBe(true);
  if (Array.isArray(body)) expect(body.length, `${key} lists nothing to check`).toBeGreaterThan(0);
  expect(parseReply(contract, body, key), key).toEqual(body);
}

describe('reply contracts', () => {
  it('can be checked for every route that names one', () => {
    const routes = contractRoutes();
    expect(routes.filter((route) => !route.call).map((route) => route.key)).toEqual([]);
    expect(Object.keys(EXAMPLES).filter((key) => !routes.some((route) => route.key === key))).toEqual([]);
  });

  it('hold for every write that names one', async () => {
    for (const route of contractRoutes()) if (!route.key.startsWith('GET ')) await check(route);
  });

  it('hold for every read that names one', async () => {
    const reads = contractRoutes().filter((route) => route.key.startsWith('GET '));
    expect(reads.map((route) => route.key)).toEqual(
      expect.arrayContaining(['GET /api/restaurant/menu/full', 'GET /api/restaurant/kitchen', 'GET /api/rooms']),
    );
    for (const route of reads) await check(route);
  });
});
