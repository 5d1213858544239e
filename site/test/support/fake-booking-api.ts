/**
 * The booking half of the API for the browser tests: availability, one room, the payment
 * setup, the order (hold) and its capture, with the API's reply shapes. `state` steers it:
 * which rooms are taken, whether the order meets a conflict; `orders` records what was sent.
 */
import {
  CHECK_IN_WINDOW,
  FREE_CANCELLATION_HOURS,
  MESSAGES,
  addDays,
  errorMessage,
  nightsBetween,
  seasonMinimumStay,
  stayNights,
  sumMoney,
  tooManyGuests,
  type PaymentSetupReply,
  type RoomCaptureReply,
  type RoomPaymentOrderReply,
  type RoomQuoteReply,
  type RoomSearchReply,
  type TaxLineReply,
} from '@lakeside/contracts';
import type { FakeReply, FakeRoute, ReceivedRequest } from './fake-api';
import { ROOMS_FIXTURE } from './rooms-fixture';

export const ORDER_ID = 'SIM-ORDER-1';
export const BOOKING_ID = 42;
/** Where the fake sends a guest who pays by card: Recurrente's hosted checkout for ORDER_ID. */
export const RECURRENTE_PAGE = `https://app.recurrente.test/checkout/${ORDER_ID}`;

export interface BookingState {
  /** Rooms with a night sold in every searched stay. */
  takenRooms: Set<string>;
  /** The next POST /paypal/order answers 409 (someone took a night meanwhile). */
  orderConflict: boolean;
  provider: 'simulated' | 'paypal';
  /** Cards through Recurrente are offered beside `provider`; its checkout page is RECURRENTE_PAGE. */
  cards: boolean;
  /** Nights ('yyyy-MM-dd') priced at another rate than the room's, as a season would. */
  nightRates: Map<string, string>;
  /** The taxes every quote carries, as the API would work them out; added ones raise the total. */
  taxes: TaxLineReply[];
  /** The season's minimum stay: a shorter stay is quoted unavailable ('minimum_stay'). */
  minNights: number;
  /** Bodies of POST /paypal/order, parsed. */
  orders: Record<string, unknown>[];
}

export function bookingState(): BookingState {
  return {
    takenRooms: new Set(),
    orderConflict: false,
    provider: 'simulated',
    cards: false,
    nightRates: new Map(),
    taxes: [],
    minNights: 2,
    orders: [],
  };
}

/** As the API quotes it (api/src/rooms/room-terms.ts): check-in time at the retreat (UTC-6), less the policy's hours. */
export function freeCancellationUntil(checkin: string): string {
  const checkIn = Date.parse(`${checkin}T${CHECK_IN_WINDOW.start}:00-06:00`);
  return new Date(checkIn - FREE_CANCELLATION_HOURS.accommodation * 3_600_000).toISOString();
}

const json = (status: number, body: unknown): FakeReply => ({ status, body });

function availability(state: BookingState, request: ReceivedRequest): FakeReply {
  const query = new URL(request.url, 'http://fake').searchParams;
  const checkin = query.get('checkin') ?? '';
  const checkout = query.get('checkout') ?? '';
  const guests = Number(query.get('guests') ?? 1);
  const roomType = query.get('roomType') ?? 'all';
  const nights = nightsBetween(checkin, checkout);
  if (nights < 2) {
    return json(400, {
      code: 'common.validationFailed',
      message: errorMessage('common.validationFailed'),
      errors: [{ field: 'checkout', message: MESSAGES.minimumStay }],
    });
  }
  const taxAdded = sumMoney(state.taxes.filter((tax) => !tax.included).map((tax) => tax.amount));
  const rooms = ROOMS_FIXTURE.filter((room) => roomType === 'all' || room.id === roomType).map(
    (room): RoomQuoteReply => {
      const reason =
        guests > room.maxGuests
          ? 'too_many_guests'
          : state.takenRooms.has(room.id)
            ? 'booked'
            : nights < state.minNights
              ? 'minimum_stay'
              : null;
      const nightly = stayNights(checkin, checkout).map((night) => ({
        night,
        rate: state.nightRates.get(night) ?? room.pricePerNight,
      }));
      return {
        id: room.id,
        name: room.name,
        nameEs: room.nameEs,
        maxGuests: room.maxGuests,
        pricePerNight: room.pricePerNight,
        currency: 'USD',
        nights,
        nightly,
        totalPrice: sumMoney([...nightly.map((entry) => entry.rate), taxAdded]),
        taxes: state.taxes,
        taxIncluded: sumMoney(state.taxes.filter((tax) => tax.included).map((tax) => tax.amount)),
        taxAdded,
        minNights: state.minNights,
        freeCancellationUntil: freeCancellationUntil(checkin),
        available: reason === null,
        reason,
        message:
          reason === 'too_many_guests'
            ? tooManyGuests(room.name, room.maxGuests)
            : reason === 'booked'
              ? errorMessage('rooms.datesUnavailable')
              : reason === 'minimum_stay'
                ? seasonMinimumStay(state.minNights)
                : null,
      };
    },
  );
  const reply: RoomSearchReply = { checkin, checkout, nights, guests, rooms };
  return json(200, reply);
}

export function bookingRoutes(state: BookingState): Record<string, FakeRoute> {
  const roomRoutes = Object.fromEntries(
    ROOMS_FIXTURE.map((room) => [`GET /api/rooms/${room.id}`, () => json(200, room)] as const),
  );
  return {
    ...roomRoutes,
    'GET /api/rooms/availability': (request) => availability(state, request),
    'GET /paypal/setup': () =>
      json(200, {
        provider: state.provider,
        simulated: state.provider === 'simulated',
        label: state.provider === 'simulated' ? 'Simulated payment' : 'PayPal',
        clientId: state.provider === 'paypal' ? 'test-client' : null,
        clientToken: null,
        currency: 'USD',
        intent: 'CAPTURE',
        offered: [
          {
            provider: state.provider,
            label: state.provider === 'simulated' ? 'Simulated payment' : 'PayPal',
            redirects: false,
          },
          ...(state.cards ? [{ provider: 'recurrente' as const, label: 'Card (Recurrente)', redirects: true }] : []),
        ],
      } satisfies PaymentSetupReply),
    'POST /paypal/order': (request) => {
      const body = JSON.parse(request.body) as { amount: string; currency: string; provider?: string };
      state.orders.push(body);
      if (state.orderConflict)
        return json(409, { code: 'rooms.datesUnavailable', message: errorMessage('rooms.datesUnavailable') });
      return json(201, {
        id: ORDER_ID,
        status: 'CREATED',
        approvalUrl: body.provider === 'recurrente' ? RECURRENTE_PAGE : null,
        bookingId: BOOKING_ID,
        amount: body.amount,
        currency: body.currency,
        holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      } satisfies RoomPaymentOrderReply);
    },
    [`POST /paypal/order/${ORDER_ID}/capture`]: () => {
      const order = state.orders.at(-1) as { amount: string; booking: Record<string, string | number> };
      const draft = order.booking;
      const text = (name: string) => String(draft[name] ?? '');
      const now = new Date().toISOString();
      const reply: RoomCaptureReply = {
        id: ORDER_ID,
        status: 'COMPLETED',
        booking: {
          id: BOOKING_ID,
          status: 'confirmed',
          roomType: text('roomType'),
          checkinDate: text('checkinDate'),
          checkoutDate: text('checkoutDate'),
          nights: nightsBetween(text('checkinDate'), text('checkoutDate')),
          guests: Number(draft.guests),
          guestName: text('guestName'),
          email: text('email'),
          phone: text('phone'),
          totalPrice: order.amount,
          taxes: state.taxes,
          taxIncluded: sumMoney(state.taxes.filter((tax) => tax.included).map((tax) => tax.amount)),
          taxAdded: sumMoney(state.taxes.filter((tax) => !tax.included).map((tax) => tax.amount)),
          currency: 'USD',
          language: text('language') || 'en',
          paymentProvider: state.provider,
          paypalOrderId: ORDER_ID,
          holdExpiresAt: null,
          confirmedAt: now,
          checkedInAt: null,
          checkedOutAt: null,
          noShowAt: null,
          notes: null,
          createdAt: now,
        },
        emailSent: true,
      };
      return json(200, reply);
    },
  };
}

/** A stay `offset` days from `today`, `nights` long. */
export function stayFrom(today: string, offset: number, nights: number): { checkin: string; checkout: string } {
  const checkin = addDays(today, offset);
  return { checkin, checkout: addDays(checkin, nights) };
}
