/**
 * The restaurant part of the fake API: the menu, POS orders (priced from the menu, R-numbers,
 * one order per clientOrderId), till payments with change, and the kitchen queue moved
 * forward only. Same paths, codes and shapes as api/src/restaurant.
 */
import {
  addMoney,
  compareMoney,
  fromCents,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  toCents,
} from '@lakeside/contracts';
import type { FakeApi, Context } from './server';
import { readJson, reply } from './http';

const option = (id: number, name: string, priceAdjustment: string, isDefault = false) => ({
  id,
  name,
  priceAdjustment,
  isDefault,
});

interface FakeModifier {
  id: number;
  name: string;
  type: 'single' | 'multiple';
  isRequired: boolean;
  options: ReturnType<typeof option>[];
}

const dish = (
  id: number,
  categoryId: number,
  name: string,
  price: string,
  extra: { isAvailable?: boolean; modifiers?: FakeModifier[] } = {},
) => ({
  id,
  categoryId,
  name,
  description: `${name}, as the kitchen makes it`,
  price,
  isAvailable: true,
  isPopular: false,
  dietary: [],
  spiceLevel: null,
  preparationTime: 15,
  allergens: [],
  modifiers: [] as FakeModifier[],
  ...extra,
});

/** Five categories, so the POS shows only the first four; one dish is unavailable, one has options. */
export function restaurantMenu() {
  return [
    {
      id: 1,
      name: 'Breakfast',
      displayOrder: 0,
      icon: null,
      items: [
        dish(1, 1, 'Desayuno Chapín', '45.00', {
          modifiers: [
            {
              id: 1,
              name: 'Eggs',
              type: 'single',
              isRequired: true,
              options: [option(1, 'Scrambled', '0.00', true), option(2, 'Fried', '0.00')],
            },
            { id: 2, name: 'Extras', type: 'multiple', isRequired: false, options: [option(3, 'Avocado', '5.00')] },
          ],
        }),
        dish(2, 1, 'Banana Pancakes', '35.50'),
        dish(3, 1, 'Sold-out Omelette', '40.00', { isAvailable: false }),
      ],
    },
    { id: 2, name: 'Lunch', displayOrder: 1, icon: null, items: [dish(4, 2, 'Pepián', '65.00')] },
    { id: 3, name: 'Dinner', displayOrder: 2, icon: null, items: [dish(5, 3, 'Lake Fish', '85.00')] },
    { id: 4, name: 'Drinks', displayOrder: 3, icon: null, items: [dish(6, 4, 'Licuado', '10.10')] },
    { id: 5, name: 'Desserts', displayOrder: 4, icon: null, items: [dish(7, 5, 'Rellenitos', '20.00')] },
  ];
}

const STATIONS = [
  { id: 1, name: 'Hot line' },
  { id: 2, name: 'Bar' },
];
const STATUS_STEPS = ['pending', 'preparing', 'ready', 'served'];
/** Quetzales per dollar at the till. */
const USD_RATE = '7.75';

interface Ticket {
  queueId: number;
  stationId: number;
  status: string;
  priority: string;
  orderId: number;
  itemName: string;
  quantity: number;
  options: string[];
  specialRequests: string | null;
}

export interface RestaurantState {
  menu: ReturnType<typeof restaurantMenu>;
  orders: Record<string, unknown>[];
  tickets: Ticket[];
  /** Bodies of POST /api/restaurant/orders, as sent. */
  orderBodies: Record<string, unknown>[];
}

const states = new WeakMap<FakeApi, RestaurantState>();

/** The restaurant data of one fake API, created on first use. */
export function restaurantOf(api: FakeApi): RestaurantState {
  let state = states.get(api);
  if (!state) {
    state = { menu: restaurantMenu(), orders: [], tickets: [], orderBodies: [] };
    states.set(api, state);
  }
  return state;
}

type Line = {
  menuItemId: number;
  quantity: number;
  unitPrice: string;
  specialRequests: string | null;
  modifierOptionIds?: number[];
};

export async function handleRestaurant(context: Context): Promise<void> {
  const { api, request, response, url } = context;
  const state = restaurantOf(api);
  const path = url.pathname;
  const method = request.method ?? 'GET';
  const dishes = state.menu.flatMap((category) => category.items);

  if (method === 'GET' && path === '/api/restaurant/menu/full') return reply(response, 200, state.menu);

  if (method === 'POST' && path === '/api/restaurant/orders') {
    const body = await readJson(request);
    state.orderBodies.push(body);
    const existing = state.orders.find((order) => order.clientOrderId === body.clientOrderId);
    if (existing) return reply(response, 200, existing);
    const refuse = (field: string, message: string) =>
      reply(response, 400, { message: 'Validation failed', errors: [{ field, message }] });
    if (typeof body.customerName !== 'string' || !body.customerName.trim())
      return refuse('customerName', 'Customer name is required');
    if (body.orderType === 'dine_in' && !body.tableNumber)
      return refuse('tableNumber', 'Table number is required for dine in');
    if (body.orderType === 'room_service' && !body.roomNumber) {
      return refuse('roomNumber', 'Room number is required for room service');
    }
    const lines = (body.items ?? []) as Line[];
    const priced = [];
    for (const line of lines) {
      const item = dishes.find((candidate) => candidate.id === line.menuItemId);
      if (!item?.isAvailable) return reply(response, 409, { message: 'This dish is not available right now.' });
      const options = item.modifiers
        .flatMap((modifier) => modifier.options)
        .filter((candidate) => line.modifierOptionIds?.includes(candidate.id));
      const unitPrice = addMoney(item.price, ...options.map((chosen) => chosen.priceAdjustment));
      if (compareMoney(unitPrice, line.unitPrice) !== 0) {
        return reply(response, 422, { message: 'The prices have changed. Please review the order.' });
      }
      priced.push({ item, line, unitPrice, options });
    }
    const total = sumMoney(priced.map(({ line, unitPrice }) => multiplyMoney(unitPrice, line.quantity)));
    const id = state.orders.length + 1;
    const order = {
      id,
      orderNumber: `R-${String(141 + id).padStart(4, '0')}`,
      clientOrderId: body.clientOrderId,
      source: body.source,
      orderType: body.orderType,
      status: 'pending',
      paymentStatus: 'pending',
      customerName: body.customerName,
      tableNumber: body.tableNumber ?? null,
      roomNumber: body.roomNumber ?? null,
      subtotal: total,
      totalAmount: total,
      orderTime: new Date(Date.now() - 65_000).toISOString(),
      items: priced.map(({ item, line, unitPrice }) => ({
        menuItemId: item.id,
        name: item.name,
        quantity: line.quantity,
        unitPrice,
      })),
    };
    state.orders.push(order);
    for (const { item, line, options } of priced) {
      state.tickets.push({
        queueId: state.tickets.length + 1,
        stationId: item.categoryId === 4 ? 2 : 1,
        status: 'pending',
        priority: 'normal',
        orderId: id,
        itemName: item.name,
        quantity: line.quantity,
        options: options.map((chosen) => chosen.name),
        specialRequests: line.specialRequests,
      });
    }
    return reply(response, 201, order);
  }

  const paymentOf = /^\/api\/restaurant\/orders\/(\d+)\/payment$/.exec(path)?.[1];
  if (method === 'POST' && paymentOf) {
    const order = state.orders.find((candidate) => candidate.id === Number(paymentOf));
    if (!order) return reply(response, 404, { message: 'Order not found' });
    if (order.paymentStatus === 'paid') return reply(response, 409, { message: 'This order has already been paid.' });
    const { method: paidWith, tendered } = await readJson(request);
    const usd = paidWith === 'cash_usd';
    const amountDue = usd
      ? fromCents(Math.ceil((toCents(String(order.totalAmount)) * 100) / toCents(USD_RATE)))
      : String(order.totalAmount);
    const sign = usd ? '$' : 'Q';
    if (paidWith !== 'card' && compareMoney(typeof tendered === 'string' && tendered ? tendered : '0', amountDue) < 0) {
      return reply(response, 400, { message: `The amount handed over is less than the ${sign}${amountDue} due` });
    }
    Object.assign(order, { paymentStatus: 'paid', paymentMethod: paidWith });
    return reply(response, 200, {
      payment: {
        method: paidWith,
        currency: usd ? 'USD' : 'Q',
        amountDue,
        tendered: paidWith === 'card' ? null : tendered,
        changeDue: paidWith === 'card' ? null : subtractMoney(tendered as string, amountDue),
        exchangeRate: usd ? USD_RATE : null,
      },
      order,
    });
  }

  if (method === 'GET' && path === '/api/restaurant/kitchen') {
    const now = Date.now();
    const only = url.searchParams.get('station');
    return reply(response, 200, {
      generatedAt: new Date(now).toISOString(),
      stations: STATIONS.filter((station) => !only || station.id === Number(only)).map((station) => ({
        ...station,
        tickets: state.tickets
          .filter((ticket) => ticket.stationId === station.id && ticket.status !== 'served')
          .map((ticket) => {
            const order = state.orders.find((candidate) => candidate.id === ticket.orderId) ?? {};
            const orderTime = String(order.orderTime);
            return {
              ...ticket,
              orderNumber: order.orderNumber,
              orderType: order.orderType,
              tableNumber: order.tableNumber,
              roomNumber: order.roomNumber,
              customerName: order.customerName,
              orderTime,
              ageSeconds: Math.floor((now - Date.parse(orderTime)) / 1000),
            };
          }),
      })),
    });
  }

  const ticketOf = /^\/api\/restaurant\/kitchen\/(\d+)$/.exec(path)?.[1];
  if (method === 'PATCH' && ticketOf) {
    const ticket = state.tickets.find((candidate) => candidate.queueId === Number(ticketOf));
    if (!ticket) return reply(response, 404, { message: 'Ticket not found' });
    const { status } = await readJson(request);
    if (STATUS_STEPS.indexOf(String(status)) <= STATUS_STEPS.indexOf(ticket.status)) {
      return reply(response, 409, { message: `This ticket is already ${ticket.status}.` });
    }
    ticket.status = String(status);
    const order = state.orders.find((candidate) => candidate.id === ticket.orderId);
    return reply(response, 200, { ticket, order });
  }

  return reply(response, 404, { message: `Cannot ${method} ${path}` });
}
