/**
 * The manage-my-booking half of the API for the browser tests: GET /api/bookings/{reference}
 * with the link's token, POST …/cancel and POST /api/bookings/find, with the contracts'
 * replies and refusals. Three bookings stand for the three ways cancelling can go; the state
 * remembers a cancellation, as the API does, so the page read afterwards shows it.
 */
import {
  addDays,
  dateChangeQuerySchema,
  dateChangeSchema,
  errorBody,
  findBookingSchema,
  guestCancellationSchema,
  multiplyMoney,
  nightsBetween,
  stayNights,
  subtractMoney,
  toCents,
  toFieldErrors,
  type DateChangeQuoteReply,
  type ManagedBookingReply,
} from '@lakeside/contracts';
import { retreatClock } from '../../src/lib/time/retreat-clock';
import type { FakeReply, FakeRoute } from './fake-api';

/** The token of every fixture's link; anything else is a forged or outdated link. */
export const LINK_TOKEN = 'tk_7Qp2xLm9Rv4Ws8Zn';

const HOUR_MS = 3_600_000;
const today = retreatClock().date;

/** 15:00 at the retreat (UTC−6, no daylight saving) on `date`: a room's check-in time. */
const checkInInstant = (date: string) => new Date(`${date}T21:00:00.000Z`);

/** A paid room, two guests, `startsIn` days from today; free cancellation up to 48 h before. */
function roomBooking(reference: string, startsIn: number, paidOnline: boolean): ManagedBookingReply {
  const startDate = addDays(today, startsIn);
  const freeUntil = new Date(checkInInstant(startDate).getTime() - 48 * HOUR_MS);
  const refundable = paidOnline && Date.now() <= freeUntil.getTime();
  return {
    reference,
    kind: 'room',
    status: 'confirmed',
    title: 'Lakeside Cottage',
    startDate,
    endDate: addDays(startDate, 3),
    startTime: null,
    people: 2,
    guestName: 'Ana López',
    email: 'ana@example.com',
    language: 'en',
    total: '360.00',
    taxes: [],
    taxIncluded: '0.00',
    taxAdded: '0.00',
    currency: 'USD',
    paidOnline,
    payments: paidOnline
      ? [{ kind: 'capture', amount: '360.00', currency: 'USD', status: 'completed', at: '2026-06-01T16:30:00.000Z' }]
      : [],
    freeCancellationUntil: freeUntil.toISOString(),
    canCancel: true,
    refundIfCancelledNow: refundable ? '360.00' : '0.00',
    canChangeDates: Date.now() <= freeUntil.getTime(),
    balanceDue: paidOnline ? '0.00' : '360.00',
  };
}

/** Inside the free window, paid online: cancelling refunds it all. */
export const REFUNDABLE = 'R-4K7M-Q2XP';
/** Paid online, starting tomorrow: the window has ended, the retreat keeps it. */
export const PAST_WINDOW = 'R-7P2N-8WQD';
/** Paid at the retreat: nothing to refund. */
export const PAY_AT_RETREAT = 'R-3H9J-K5MT';

export interface ManageBookingState {
  bookings: Map<string, ManagedBookingReply>;
}

export function manageBookingState(): ManageBookingState {
  return {
    bookings: new Map([
      [REFUNDABLE, roomBooking(REFUNDABLE, 20, true)],
      [PAST_WINDOW, roomBooking(PAST_WINDOW, 1, true)],
      [PAY_AT_RETREAT, roomBooking(PAY_AT_RETREAT, 20, false)],
    ]),
  };
}

const json = (status: number, body: unknown): FakeReply => ({ status, body });
const notFound = () => json(404, errorBody('bookings.notFound'));

/** The booking as the API answers a cancellation: cancelled, with the refund row when one was due. */
function cancelled(booking: ManagedBookingReply): ManagedBookingReply {
  const refund = Number(booking.refundIfCancelledNow) > 0;
  return {
    ...booking,
    status: 'cancelled',
    canCancel: false,
    refundIfCancelledNow: '0.00',
    payments: refund
      ? [
          ...booking.payments,
          {
            kind: 'refund',
            amount: booking.refundIfCancelledNow,
            currency: booking.currency,
            status: 'pending',
            at: new Date().toISOString(),
          },
        ]
      : booking.payments,
  };
}

/** Every night costs the fixtures' rate: 3 nights for 360.00. */
const NIGHTLY_RATE = '120.00';
/** The night another guest holds: a stay over it is not available. */
export const TAKEN_NIGHT = addDays(today, 40);

/** What the API would quote for moving `booking` to these dates (no hold, nothing changes). */
function quoteOf(booking: ManagedBookingReply, checkinDate: string, checkoutDate: string): DateChangeQuoteReply {
  const nights = stayNights(checkinDate, checkoutDate);
  const total = multiplyMoney(NIGHTLY_RATE, nights.length);
  const paid = booking.paidOnline ? booking.total : '0.00';
  const difference = toCents(total) - toCents(paid);
  return {
    reference: booking.reference,
    currency: booking.currency,
    current: { checkinDate: booking.startDate, checkoutDate: booking.endDate ?? booking.startDate, total: booking.total },
    proposed: {
      checkinDate,
      checkoutDate,
      nights: nightsBetween(checkinDate, checkoutDate),
      nightly: nights.map((night) => ({ night, rate: NIGHTLY_RATE })),
      total,
      taxes: [],
      taxIncluded: '0.00',
      taxAdded: '0.00',
      minNights: 2,
      freeCancellationUntil: new Date(checkInInstant(checkinDate).getTime() - 48 * HOUR_MS).toISOString(),
    },
    available: !nights.includes(TAKEN_NIGHT),
    refund: booking.paidOnline && difference < 0 ? subtractMoney(paid, total) : '0.00',
    toPay: booking.paidOnline && difference > 0 ? subtractMoney(total, paid) : '0.00',
  };
}

/** The booking as the API answers a move: the new stay, its price, and a refund of the difference when one was due. */
function moved(booking: ManagedBookingReply, quote: DateChangeQuoteReply): ManagedBookingReply {
  const refund = quote.refund !== '0.00';
  return {
    ...booking,
    startDate: quote.proposed.checkinDate,
    endDate: quote.proposed.checkoutDate,
    total: quote.proposed.total,
    freeCancellationUntil: quote.proposed.freeCancellationUntil,
    refundIfCancelledNow: booking.paidOnline ? subtractMoney(booking.refundIfCancelledNow, quote.refund) : '0.00',
    balanceDue: booking.paidOnline ? quote.toPay : quote.proposed.total,
    payments: refund
      ? [
          ...booking.payments,
          { kind: 'refund', amount: quote.refund, currency: booking.currency, status: 'pending', at: new Date().toISOString() },
        ]
      : booking.payments,
  };
}

export function manageBookingRoutes(state: ManageBookingState): Record<string, FakeRoute> {
  const routes: Record<string, FakeRoute> = {
    // The same 202 whether or not anything matched; the schema still refuses a bad body.
    'POST /api/bookings/find': (request) =>
      findBookingSchema.safeParse(JSON.parse(request.body || 'null')).success
        ? json(202, { accepted: true })
        : json(400, errorBody('common.validationFailed')),
  };
  for (const reference of state.bookings.keys()) {
    routes[`GET /api/bookings/${reference}`] = (request) => {
      const token = new URL(request.url, 'http://fake').searchParams.get('t');
      const booking = state.bookings.get(reference);
      return booking && token === LINK_TOKEN ? json(200, booking) : notFound();
    };
    routes[`POST /api/bookings/${reference}/cancel`] = (request) => {
      const body = guestCancellationSchema.safeParse(JSON.parse(request.body || 'null'));
      const booking = state.bookings.get(reference);
      if (!booking || !body.success || body.data.token !== LINK_TOKEN) return notFound();
      if (!booking.canCancel) return json(409, errorBody('bookings.notCancellable'));
      const now = cancelled(booking);
      state.bookings.set(reference, now);
      return json(200, now);
    };
    routes[`GET /api/bookings/${reference}/date-change`] = (request) => {
      const query = Object.fromEntries(new URL(request.url, 'http://fake').searchParams);
      const parsed = dateChangeQuerySchema.safeParse(query);
      const booking = state.bookings.get(reference);
      if (!booking || query.t !== LINK_TOKEN) return notFound();
      if (!parsed.success) return json(400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
      if (!booking.canChangeDates) return json(409, errorBody('bookings.datesNotChangeable'));
      return json(200, quoteOf(booking, parsed.data.checkinDate, parsed.data.checkoutDate));
    };
    routes[`POST /api/bookings/${reference}/date-change`] = (request) => {
      const body = dateChangeSchema.safeParse(JSON.parse(request.body || 'null'));
      const booking = state.bookings.get(reference);
      if (!booking || !body.success || body.data.token !== LINK_TOKEN) return notFound();
      if (!booking.canChangeDates) return json(409, errorBody('bookings.datesNotChangeable'));
      const quote = quoteOf(booking, body.data.checkinDate, body.data.checkoutDate);
      if (!quote.available) return json(409, errorBody('rooms.datesUnavailable'));
      const now = moved(booking, quote);
      state.bookings.set(reference, now);
      return json(200, now);
    };
  }
  return routes;
}
