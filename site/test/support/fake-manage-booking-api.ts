/**
 * The manage-my-booking half of the API for the browser tests: GET /api/bookings/{reference}
 * with the link's token, POST …/cancel and POST /api/bookings/find, with the contracts'
 * replies and refusals. Three bookings stand for the three ways cancelling can go; the state
 * remembers a cancellation, as the API does, so the page read afterwards shows it.
 */
import {
  addDays,
  errorBody,
  findBookingSchema,
  guestCancellationSchema,
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
    currency: 'USD',
    paidOnline,
    payments: paidOnline
      ? [{ kind: 'capture', amount: '360.00', currency: 'USD', status: 'completed', at: '2026-06-01T16:30:00.000Z' }]
      : [],
    freeCancellationUntil: freeUntil.toISOString(),
    canCancel: true,
    refundIfCancelledNow: refundable ? '360.00' : '0.00',
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
  }
  return routes;
}
