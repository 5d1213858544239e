/**
 * The restaurant part of the fake API: the menu, orders from the till and from guests' phones
 * (restaurantOrders.ts), the open-order list, till payments with change, cancellations, the
 * kitchen queue moved forward only, and the order event stream (restaurantEvents.ts). Same
 * paths, codes and shapes as api/src/restaurant.
 */
import {
  MESSAGES,
  type KitchenBoardReply,
  type KitchenPriority,
  type KitchenStatus,
  type KitchenTicketReply,
  type MenuCategoryReply,
  type MenuItemReply,
  type MenuModifierReply,
  type MenuOptionReply,
  type MenuReply,
  type OrderType,
} from '@lakeside/contracts';
import type { FakeApi, Context } from './server';
import { readJson, reply } from './http';
import { openOrderEvents, orderChanged } from './restaurantEvents';
import { daySummary, tillOf } from './tillRoutes';
import { payForMember } from './loyaltyRoutes';
import {
  cancelOrder,
  followTickets,
  KITCHEN_PATH,
  listOrders,
  orderView,
  payOrder,
  placeOrder,
  type FakeOrder,
  type OrdersState,
  type Ticket,
} from './restaurantOrders';

const option = (id: number, name: string, priceAdjustment: string, isDefault = false): MenuOptionReply => ({
  id,
  name,
  priceAdjustment,
  isDefault,
});

/** A dish as the API answers it (the contracts' menuItemReply). */
const dish = (
  id: number,
  categoryId: number,
  name: string,
  price: string,
  extra: { isAvailable?: boolean; modifiers?: MenuModifierReply[]; nameEs?: string } = {},
): MenuItemReply => ({
  id,
  categoryId,
  name,
  description: `${name}, as the kitchen makes it`,
  nameEs: null,
  descriptionEs: null,
  price,
  isAvailable: true,
  isPopular: false,
  dietary: [],
  spiceLevel: null,
  preparationTime: 15,
  allergens: [],
  calories: null,
  imageUrl: null,
  modifiers: [],
  ...extra,
});

/** A category as the API answers it, served all day. */
const category = (
  id: number,
  name: string,
  items: MenuItemReply[],
  nameEs: string | null = null,
): MenuCategoryReply => ({
  id,
  name,
  description: null,
  nameEs,
  descriptionEs: null,
  displayOrder: id - 1,
  icon: null,
  imageUrl: null,
  availableFrom: null,
  availableUntil: null,
  items,
});

/** A ticket as the kitchen board shows it (the contracts' kitchenTicketReply). */
function ticketReply(ticket: Ticket, order: FakeOrder, now: number): KitchenTicketReply {
  const line = order.items?.find((candidate) => candidate.id === ticket.orderItemId);
  return {
    queueId: ticket.queueId,
    stationId: ticket.stationId,
    status: ticket.status as KitchenStatus,
    priority: ticket.priority as KitchenPriority,
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderType: order.orderType as OrderType,
    source: order.source ?? 'pos',
    tableNumber: order.tableNumber,
    roomNumber: order.roomNumber,
    customerName: order.customerName,
    orderNotes: order.specialInstructions ?? null,
    orderItemId: ticket.orderItemId ?? 0,
    menuItemId: line?.menuItemId ?? 0,
    itemName: ticket.itemName,
    quantity: ticket.quantity,
    options: ticket.options,
    specialRequests: ticket.specialRequests,
    orderTime: order.orderTime,
    ageSeconds: Math.floor((now - Date.parse(order.orderTime)) / 1000),
    estimatedTime: null,
    startedAt: null,
    completedAt: null,
  };
}

/** Five categories, so the POS shows only the first four; one dish is unavailable, one has options. */
export function restaurantMenu(): MenuReply {
  return [
    category(
      1,
      'Breakfast',
      [
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
      'Desayunos',
    ),
    category(2, 'Lunch', [dish(4, 2, 'Pepián', '65.00')], 'Almuerzos'),
    category(3, 'Dinner', [dish(5, 3, 'Lake Fish', '85.00', { nameEs: 'Pescado del lago' })], 'Cenas'),
    category(4, 'Drinks', [dish(6, 4, 'Licuado', '10.10')], 'Bebidas'),
    category(5, 'Desserts', [dish(7, 5, 'Rellenitos', '20.00')]),
  ];
}

const STATIONS = [
  { id: 1, name: 'Hot line' },
  { id: 2, name: 'Bar' },
];
/** Tickets on the kitchen display: served and cancelled ones have left it. */
const OPEN_TICKETS = ['pending', 'preparing', 'ready'];

export interface RestaurantState extends OrdersState {
  /** Bodies of POST /api/restaurant/orders, as sent. */
  orderBodies: Record<string, unknown>[];
  /** Bodies of POST /api/restaurant/orders/:id/cancel, as sent, with the order's id. */
  cancelBodies: { orderId: number; body: Record<string, unknown> }[];
}

const states = new WeakMap<FakeApi, RestaurantState>();

/** The restaurant data of one fake API, created on first use. */
export function restaurantOf(api: FakeApi): RestaurantState {
  let state = states.get(api);
  if (!state) {
    state = { menu: restaurantMenu(), orders: [], tickets: [], orderBodies: [], cancelBodies: [] };
    states.set(api, state);
  }
  return state;
}

/**
 * A guest's order from the public menu page (the site's POST /api/restaurant/orders with
 * source guest), placed in-process: the staff screens hear of it through the event stream,
 * as they would from the real API.
 */
export function placeGuestOrder(api: FakeApi, body: Record<string, unknown>): { status: number; body: unknown } {
  const state = restaurantOf(api);
  state.orderBodies.push(body);
  const placed = placeOrder(state, { ...body, source: 'guest' });
  if (placed.created) orderChanged(api, (placed.body as { id: number }).id);
  return { status: placed.status, body: placed.body };
}

export async function handleRestaurant(context: Context): Promise<void> {
  const { api, request, response, url } = context;
  const state = restaurantOf(api);
  const path = url.pathname;
  const method = request.method ?? 'GET';

  if (method === 'GET' && path === '/api/restaurant/menu/full') return reply(response, 200, state.menu);
  if (method === 'GET' && path === '/api/restaurant/events') return openOrderEvents(api, response);
  if (method === 'GET' && path === '/api/restaurant/summary') {
    return reply(response, 200, daySummary(state.orders, url.searchParams.get('date')));
  }

  if (method === 'POST' && path === '/api/restaurant/orders') {
    const body = await readJson(request);
    state.orderBodies.push(body);
    const placed = placeOrder(state, body);
    if (placed.created) orderChanged(api, (placed.body as { id: number }).id);
    return reply(response, placed.status, placed.body);
  }
  if (method === 'GET' && path === '/api/restaurant/orders') {
    const listed = listOrders(state, url.searchParams);
    return reply(response, listed.status, listed.body);
  }

  const [, orderId, action] = /^\/api\/restaurant\/orders\/(\d+)(?:\/(payment|cancel))?$/.exec(path) ?? [];
  if (orderId) {
    const order = state.orders.find((candidate) => candidate.id === Number(orderId));
    if (!order) return reply(response, 404, { message: 'Order not found' });
    if (method === 'GET' && !action) return reply(response, 200, orderView(state, order));
    if (method === 'POST' && action) {
      const body = await readJson(request);
      if (action === 'cancel') state.cancelBodies.push({ orderId: order.id, body });
      const done =
        action === 'payment'
          ? payForMember(api, order, body, () => payOrder(state, order, body, tillOf(api)))
          : cancelOrder(state, order);
      if (done.status === 200) orderChanged(api, order.id);
      return reply(response, done.status, done.body);
    }
  }

  if (method === 'GET' && path === '/api/restaurant/kitchen') {
    const now = Date.now();
    const only = url.searchParams.get('station');
    const board: KitchenBoardReply = {
      generatedAt: new Date(now).toISOString(),
      stations: STATIONS.filter((station) => !only || station.id === Number(only)).map((station) => ({
        ...station,
        tickets: state.tickets
          .filter((ticket) => ticket.stationId === station.id && OPEN_TICKETS.includes(ticket.status))
          .flatMap((ticket) => {
            const order = state.orders.find((candidate) => candidate.id === ticket.orderId);
            return order ? [ticketReply(ticket, order, now)] : [];
          }),
      })),
    };
    return reply(response, 200, board);
  }

  const ticketOf = /^\/api\/restaurant\/kitchen\/(\d+)$/.exec(path)?.[1];
  if (method === 'PATCH' && ticketOf) {
    const ticket = state.tickets.find((candidate) => candidate.queueId === Number(ticketOf));
    if (!ticket) return reply(response, 404, { message: 'Kitchen ticket not found' });
    const { status } = await readJson(request);
    const to = KITCHEN_PATH.indexOf(String(status));
    if (to < 0) {
      return reply(response, 400, {
        message: 'Validation failed',
        errors: [{ field: 'status', message: MESSAGES.invalidStatus }],
      });
    }
    if (ticket.status === 'cancelled') return reply(response, 409, { message: 'This order was cancelled.' });
    if (to <= KITCHEN_PATH.indexOf(ticket.status)) {
      return reply(response, 409, { message: `This ticket is already ${ticket.status}; it can only move forward.` });
    }
    ticket.status = String(status);
    const order = state.orders.find((candidate) => candidate.id === ticket.orderId);
    if (order) {
      followTickets(state, order);
      orderChanged(api, order.id);
    }
    return reply(response, 200, { ticket, order: order && orderView(state, order) });
  }

  return reply(response, 404, { message: `Cannot ${method} ${path}` });
}
