/**
 * The manage-my-booking half of the API for the browser tests: GET /api/bookings/{reference}
 * with the link's token, POST …/cancel and POST /api/bookings/find, with the contracts'
 * replies and refusals. Three bookings stand for the three ways cancelling can go; the state
 * remembers a cancellation, as the API does, so the page read afterwards shows it.
 */
import {
  addDays,
  balancePaymentSchema,
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
  type BalancePaidReply,
  type DateChangeQuoteReply,
  type ManagedBookingReply,
  type SessionPaymentOrderReply,
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
    balanceProvider: null,
  };
}

/** Paid online for three nights, then moved by the guest to four: 120.00 left to pay through the simulated provider. */
function movedToDearer(reference: string): ManagedBookingReply {
  const booking = roomBooking(reference, 25, true);
  return {
    ...booking,
    endDate: addDays(booking.startDate, 4),
    total: '480.00',
    balanceDue: '120.00',
    balanceProvider: 'simulated',
  };
}

/** Inside the free window, paid online: cancelling refunds it all. */
export const REFUNDABLE = 'R-4K7M-Q2XP';
/** Paid online, starting tomorrow: the window has ended, the retreat keeps it. */
export const PAST_WINDOW = 'R-7P2N-8WQD';
/** Paid at the retreat: nothing to refund. */
export const PAY_AT_RETREAT = 'R-3H9J-K5MT';
/** Moved to dearer dates: the difference is left to pay online. */
export const BALANCE_DUE = 'R-9B2C-D4FG';

export interface ManageBookingState {
  bookings: Map<string, ManagedBookingReply>;
}

export function manageBookingState(): ManageBookingState {
  return {
    bookings: new Map([
      [REFUNDABLE, roomBooking(REFUNDABLE, 20, true)],
      [PAST_WINDOW, roomBooking(PAST_WINDOW, 1, true)],
      [PAY_AT_RETREAT, roomBooking(PAY_AT_RETREAT, 20, false)],
      [BALANCE_DUE, movedToDearer(BALANCE_DUE)],
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
    balanceProvider: booking.paidOnline && quote.toPay !== '0.00' ? 'simulated' : null,
    payments: refund
      ? [
          ...booking.payments,
          { kind: 'refund', amount: quote.refund, currency: booking.currency, status: 'pending', at: new Date().toISOString() },
        ]
      : booking.payments,
  };
}

/** The one balance order of each booking (the fake API's routes are fixed when it starts). */
const balanceOrderOf = (reference: string) => `BALANCE-${reference}`;

export function manageBookingRoutes(state: ManageBookingState): Record<string, FakeRoute> {
  const routes: Record<string, FakeRoute> = {
    // The same 202 whether or not anything matched; the schema still refuses a bad body.
    'POST /api/bookings/find': (request) =>
      findBookingSchema.safeParse(JSON.parse(request.body || 'null')).success
        ? json(202, { accepted: true })
        : json(400, errorBody('common.validationFailed')),
  };
  for (const reference of state.bookings.keys()) {
    routes[`POST /api/bookings/${reference}/balance`] = (request) => {
      const body = balancePaymentSchema.safeParse(JSON.parse(request.body || 'null'));
      const booking = state.bookings.get(reference);
      if (!booking || !body.success || body.data.token !== LINK_TOKEN) return notFound();
      if (!booking.balanceProvider) return json(409, errorBody('bookings.nothingToPay'));
      const order: SessionPaymentOrderReply = {
        id: balanceOrderOf(reference),
        status: 'CREATED',
        approvalUrl: null,
        reference,
        amount: booking.balanceDue,
        currency: booking.currency,
        holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      };
      return json(201, order);
    };
    routes[`POST /api/bookings/balance/${balanceOrderOf(reference)}/capture`] = () => captureBalance(reference);
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

  /** Records the balance paid once, as the API does: a second capture of the order records nothing more. */
  function captureBalance(reference: string): FakeReply {
    const booking = state.bookings.get(reference);
    if (!booking) return json(404, errorBody('checkout.orderNotFound'));
    const amount = booking.balanceProvider ? booking.balanceDue : '0.00';
    if (booking.balanceProvider) {
      const at = new Date().toISOString();
      const capture = { kind: 'capture', amount, currency: booking.currency, status: 'completed', at } as const;
      state.bookings.set(reference, {
        ...booking,
        balanceDue: '0.00',
        balanceProvider: null,
        refundIfCancelledNow: booking.total,
        payments: [...booking.payments, capture],
      });
    }
    const paid: BalancePaidReply = { reference, amount, currency: booking.currency, balanceDue: '0.00', emailSent: true };
    return json(200, paid);
  }

  return routes;
}
