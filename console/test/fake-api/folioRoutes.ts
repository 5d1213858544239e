/**
 * The folio part of the fake API, as api/src/folio answers: today's in-house stays for the POS
 * picker, an order charged to a room once (409 restaurant.alreadyPaid the second time, 409
 * folio.notInHouse for a stay not in house), and a stay's folio — nights, meals at the day's
 * rate, payments, balance due — from the room bookings the test seeded.
 */
import {
  errorBody,
  folioReply,
  ledgerDollars,
  roomChargeReply,
  sumMoney,
  type FolioChargeReply,
  type InHouseStayReply,
} from '@lakeside/contracts';
import { readJson, reply } from './http';
import { orderChanged } from './restaurantEvents';
import { orderView } from './restaurantOrders';
import { restaurantOf } from './restaurantRoutes';
import type { Context, FakeApi } from './server';

export interface FakeFolio {
  /** The stays checked in today, as the picker lists them. */
  inHouse: InHouseStayReply[];
  charges: (FolioChargeReply & { bookingId: number })[];
  rate: string;
}

const folios = new WeakMap<FakeApi, FakeFolio>();

export function folioOf(api: FakeApi): FakeFolio {
  let folio = folios.get(api);
  if (!folio) {
    folio = { inHouse: [], charges: [], rate: '7.7500' };
    folios.set(api, folio);
  }
  return folio;
}

/** A stay checked in today, for the till's picker (its room booking row is the test's to seed). */
export function seedInHouse(api: FakeApi, stay: InHouseStayReply): void {
  folioOf(api).inHouse.push(stay);
}

export async function handleFolio({ api, request, response, url }: Context): Promise<void> {
  const folio = folioOf(api);
  const method = request.method ?? 'GET';
  const path = url.pathname;
  if (method === 'GET' && path === '/api/folio/in-house') {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return reply(
      response,
      200,
      folio.inHouse.filter((stay) => !q || `${stay.guestName} ${stay.roomName}`.toLowerCase().includes(q)),
    );
  }
  const [, orderId] = /^\/api\/restaurant\/orders\/(\d+)\/room-charge$/.exec(path) ?? [];
  if (method === 'POST' && orderId) {
    const state = restaurantOf(api);
    const order = state.orders.find((candidate) => candidate.id === Number(orderId));
    if (!order) return reply(response, 404, errorBody('restaurant.orderNotFound'));
    const { bookingId } = await readJson(request);
    const stay = folio.inHouse.find((candidate) => candidate.bookingId === Number(bookingId));
    if (!stay) return reply(response, 409, errorBody('folio.notInHouse', { params: { reference: String(bookingId) } }));
    if (order.paymentStatus !== 'pending') return reply(response, 409, errorBody('restaurant.alreadyPaid'));
    order.paymentStatus = 'charged_to_room';
    const total = order.totalAmount ?? '0.00';
    const charge = {
      id: folio.charges.length + 1,
      bookingId: stay.bookingId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      date: new Date().toISOString().slice(0, 10),
      chargedAt: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
      quetzales: total,
      taxQuetzales: '0.00',
      exchangeRate: folio.rate,
      amount: ledgerDollars(total, folio.rate),
      settled: false,
    };
    folio.charges.push(charge);
    orderChanged(api, order.id);
    const { bookingId: _, ...view } = charge;
    return reply(response, 200, roomChargeReply.parse({ charge: view, order: orderView(state, order) }));
  }
  const [, stayId] = /^\/api\/folio\/stays\/(\d+)$/.exec(path) ?? [];
  const booking = (api.tables['room-bookings'] ?? []).find((row) => row.id === Number(stayId));
  if (method === 'GET' && booking) {
    const charges = folio.charges
      .filter((charge) => charge.bookingId === booking.id)
      .map(({ bookingId: _, ...c }) => c);
    const nights = String(booking.totalPrice);
    const nightsDue = booking.paymentProvider === 'pay_at_retreat' ? nights : '0.00';
    const mealsDue = sumMoney(charges.filter((charge) => !charge.settled).map((charge) => charge.amount));
    return reply(
      response,
      200,
      folioReply.parse({
        bookingId: booking.id,
        reference: typeof booking.reference === 'string' ? booking.reference : `R-${String(booking.id)}`,
        guestName: String(booking.guestName),
        currency: 'USD',
        nights,
        nightsDue,
        charges,
        mealsDue,
        payments:
          nightsDue === '0.00'
            ? [
                {
                  id: 1,
                  kind: 'capture',
                  provider: 'paypal',
                  method: null,
                  amount: nights,
                  currency: 'USD',
                  status: 'completed',
                  createdAt: String(booking.createdAt),
                },
              ]
            : [],
        balanceDue: sumMoney([nightsDue, mealsDue]),
      }),
    );
  }
  return reply(response, 404, errorBody('common.notFound'));
}
