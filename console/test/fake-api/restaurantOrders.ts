/**
 * Orders in the fake API: placing one (priced from the menu, R-numbers, one order per
 * clientOrderId, one kitchen ticket per line), reading them as the real OrderView
 * (api/src/restaurant/order-view.ts), the till's payment and the POS's cancellation, with the
 * real messages and status codes.
 */
import {
  addMoney,
  compareMoney,
  multiplyMoney,
  normalizeMoney,
  sumMoney,
  tillPaymentReply,
  CURRENCY_SIGN,
  errorBody,
  isMoney,
  settle,
  type PosPaymentMethod,
  orderNeedsCustomerName,
  orderReply,
  type OrderReply,
  type OrderType,
} from '@lakeside/contracts';
import { openSession, rateInForce, type FakeTill } from './tillRoutes';
import type { restaurantMenu } from './restaurantRoutes';

/**
 * An order as the fake keeps it. The first fields are what a test must give when it seeds an
 * order by hand (kitchen.test.ts); the rest are filled in by placeOrder, or defaulted by orderView.
 */
export interface FakeOrder {
  id: number;
  orderNumber: string;
  orderType: string;
  tableNumber: string | null;
  roomNumber: string | null;
  customerName: string;
  status: string;
  paymentStatus: string;
  /** ISO instant. */
  orderTime: string;
  clientOrderId?: string | null;
  source?: 'pos' | 'guest';
  customerPhone?: string | null;
  specialInstructions?: string | null;
  totalAmount?: string;
  /** Loyalty points redeemed on it (loyaltyRoutes.ts payForMember). */
  discountAmount?: string;
  paymentMethod?: string | null;
  paidCurrency?: string | null;
  paidAmount?: string | null;
  paidAt?: string | null;
  confirmedAt?: string | null;
  readyAt?: string | null;
  servedAt?: string | null;
  items?: FakeLine[];
}

export interface FakeLine {
  id: number;
  menuItemId: number;
  name: string;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
  specialRequests: string | null;
  options: { modifierOptionId: number; name: string; priceAdjustment: string }[];
}

export interface Ticket {
  queueId: number;
  stationId: number;
  status: string;
  priority: string;
  orderId: number;
  /** The order line it makes; absent on tickets a test seeds without lines. */
  orderItemId?: number;
  itemName: string;
  quantity: number;
  options: string[];
  specialRequests: string | null;
}

export interface OrdersState {
  menu: ReturnType<typeof restaurantMenu>;
  orders: FakeOrder[];
  tickets: Ticket[];
}

type Reply = { status: number; body: unknown };
type Line = {
  menuItemId: number;
  quantity: number;
  unitPrice: string;
  specialRequests?: string | null;
  modifierOptionIds?: number[];
};

/** The kitchen's forward path; a ticket on none of these (cancelled) never moves again. */
export const KITCHEN_PATH = ['pending', 'preparing', 'ready', 'served'];
const refuse = (field: string, message: string): Reply => ({
  status: 400,
  body: { message: 'Validation failed', errors: [{ field, message }] },
});

/** POST /api/restaurant/orders, for the till (source pos) and the guests' phones (source guest). */
export function placeOrder(state: OrdersState, body: Record<string, unknown>): Reply & { created: boolean } {
  const existing = state.orders.find((order) => order.clientOrderId && order.clientOrderId === body.clientOrderId);
  if (existing) return { status: 200, body: orderView(state, existing), created: false };
  const refused = (reply: Reply) => ({ ...reply, created: false });
  const named = typeof body.customerName === 'string' && body.customerName.trim() !== '';
  if (!named && orderNeedsCustomerName(body.orderType as OrderType))
    return refused(refuse('customerName', 'Customer name is required'));
  if (body.orderType === 'dine_in' && !body.tableNumber)
    return refused(refuse('tableNumber', 'Table number is required for dine in'));
  if (body.orderType === 'room_service' && !body.roomNumber)
    return refused(refuse('roomNumber', 'Room number is required for room service'));

  const dishes = state.menu.flatMap((category) => category.items);
  const lines: FakeLine[] = [];
  let nextLineId = state.orders.flatMap((order) => order.items ?? []).length + 1;
  for (const line of (body.items ?? []) as Line[]) {
    const item = dishes.find((candidate) => candidate.id === line.menuItemId);
    if (!item?.isAvailable) return refused({ status: 409, body: { message: 'This dish is not available right now.' } });
    const options = item.modifiers
      .flatMap((modifier) => modifier.options)
      .filter((candidate) => line.modifierOptionIds?.includes(candidate.id));
    const unitPrice = addMoney(item.price, ...options.map((chosen) => chosen.priceAdjustment));
    if (compareMoney(unitPrice, line.unitPrice) !== 0) {
      return refused({ status: 422, body: { message: 'The prices have changed. Please review the order.' } });
    }
    lines.push({
      id: nextLineId++,
      menuItemId: item.id,
      name: item.name,
      quantity: line.quantity,
      unitPrice,
      totalPrice: multiplyMoney(unitPrice, line.quantity),
      specialRequests: line.specialRequests ?? null,
      options: options.map((chosen) => ({
        modifierOptionId: chosen.id,
        name: chosen.name,
        priceAdjustment: chosen.priceAdjustment,
      })),
    });
  }
  const id = state.orders.length + 1;
  const order: FakeOrder = {
    id,
    orderNumber: `R-${String(141 + id).padStart(4, '0')}`,
    clientOrderId: typeof body.clientOrderId === 'string' ? body.clientOrderId : null,
    source: body.source === 'pos' ? 'pos' : 'guest',
    orderType: String(body.orderType),
    status: 'pending',
    paymentStatus: 'pending',
    // As the API stores it: '' for a table order that gave no name.
    customerName: named ? String(body.customerName).trim() : '',
    customerPhone: typeof body.customerPhone === 'string' ? body.customerPhone : null,
    tableNumber: typeof body.tableNumber === 'string' ? body.tableNumber : null,
    roomNumber: typeof body.roomNumber === 'string' ? body.roomNumber : null,
    specialInstructions: typeof body.specialInstructions === 'string' ? body.specialInstructions : null,
    totalAmount: sumMoney(lines.map((line) => line.totalPrice)),
    // A minute old, so that age timers show something.
    orderTime: new Date(Date.now() - 65_000).toISOString(),
    items: lines,
  };
  state.orders.push(order);
  for (const line of lines) {
    const item = dishes.find((candidate) => candidate.id === line.menuItemId);
    state.tickets.push({
      queueId: state.tickets.length + 1,
      stationId: item?.categoryId === 4 ? 2 : 1,
      status: 'pending',
      priority: 'normal',
      orderId: id,
      orderItemId: line.id,
      itemName: line.name,
      quantity: line.quantity,
      options: line.options.map((chosen) => chosen.name),
      specialRequests: line.specialRequests,
    });
  }
  return { status: 201, body: orderView(state, order), created: true };
}

/**
 * The order as the real API shows it, checked against its contract (orderReply) so the fake
 * cannot drift from the API; each line's status is its ticket's.
 */
export function orderView(state: OrdersState, order: FakeOrder): OrderReply {
  const items = (order.items ?? []).map((line) => ({
    ...line,
    // Untaxed: the fake prices from the menu only (the API's taxes are its own tests').
    taxes: [],
    taxIncluded: '0.00',
    taxAdded: '0.00',
    status: state.tickets.find((ticket) => ticket.orderItemId === line.id)?.status ?? 'pending',
  }));
  const total = order.totalAmount ?? '0.00';
  return orderReply.parse({
    id: order.id,
    orderNumber: order.orderNumber,
    clientOrderId: order.clientOrderId ?? null,
    source: order.source ?? 'pos',
    orderType: order.orderType,
    status: order.status,
    customerName: order.customerName,
    customerPhone: order.customerPhone ?? null,
    customerEmail: null,
    roomNumber: order.roomNumber,
    tableNumber: order.tableNumber,
    specialInstructions: order.specialInstructions ?? null,
    subtotal: addMoney(total, order.discountAmount ?? '0.00'),
    taxAmount: '0.00',
    taxIncluded: '0.00',
    serviceCharge: '0.00',
    discountAmount: order.discountAmount ?? '0.00',
    totalAmount: total,
    currency: 'Q',
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod ?? null,
    paidCurrency: order.paidCurrency ?? null,
    paidAmount: order.paidAmount ?? null,
    paidAt: order.paidAt ?? null,
    estimatedTime: items.length ? 15 : null,
    orderTime: order.orderTime,
    confirmedAt: order.confirmedAt ?? null,
    readyAt: order.readyAt ?? null,
    servedAt: order.servedAt ?? null,
    items,
  });
}

/** GET /api/restaurant/orders?status=a,b&since=yyyy-MM-dd|ISO&limit=50, newest first. */
export function listOrders(state: OrdersState, query: URLSearchParams): Reply {
  const statuses = (query.get('status') ?? '').split(',').filter(Boolean);
  const known = ['pending', 'confirmed', 'preparing', 'ready', 'served', 'cancelled'];
  if (statuses.some((status) => !known.includes(status))) return refuse('status', 'Unknown order status');
  const since = query.get('since');
  // A day starts at midnight at the retreat (America/Guatemala, UTC-6 all year).
  const from = since ? Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(since) ? `${since}T00:00:00-06:00` : since) : null;
  if (from !== null && Number.isNaN(from)) {
    return refuse('since', 'since must be a date (yyyy-MM-dd) or a date-time with its zone');
  }
  const limit = Number(query.get('limit') ?? 50);
  const rows = state.orders
    .filter((order) => !statuses.length || statuses.includes(order.status))
    .filter((order) => from === null || Date.parse(order.orderTime) >= from)
    .sort((a, b) => Date.parse(b.orderTime) - Date.parse(a.orderTime) || b.id - a.id)
    .slice(0, limit);
  return { status: 200, body: rows.map((order) => orderView(state, order)) };
}

/**
 * POST /api/restaurant/orders/:id/payment: cash in Q or USD (at the day's rate, change in Q),
 * or card, with a tip; settled by the contracts' settle() as the API does, in the open session.
 */
export function payOrder(state: OrdersState, order: FakeOrder, body: Record<string, unknown>, till: FakeTill): Reply {
  if (order.status === 'cancelled') return { status: 409, body: { message: 'This order was cancelled.' } };
  if (order.paymentStatus !== 'pending') return { status: 409, body: { message: 'This order has already been paid.' } };
  const method = String(body.method) as PosPaymentMethod;
  const session = openSession(till);
  if (!session) return { status: 409, body: errorBody('till.notOpen') };
  const rate = method === 'cash_usd' ? rateInForce(till) : null;
  if (method === 'cash_usd' && !rate) return { status: 409, body: errorBody('till.noExchangeRate') };
  const tip = typeof body.tip === 'string' && body.tip.trim() ? body.tip.trim() : '0';
  if (!isMoney(tip)) return refuse('tip', 'Enter an amount with at most 2 decimal places');
  const handed =
    typeof body.tendered === 'string' && body.tendered.trim() ? normalizeMoney(body.tendered.trim()) : null;
  const settled = settle({
    method,
    totalQuetzales: order.totalAmount ?? '0.00',
    tendered: handed,
    tip,
    usdToGtq: rate?.usdToGtq ?? null,
  });
  if (!settled.ok) {
    return settled.reason === 'tendered-required'
      ? refuse('tendered', 'Enter the amount the guest handed over')
      : refuse(
          'tendered',
          `The amount handed over is less than the ${CURRENCY_SIGN[settled.currency]}${settled.amountDue} due`,
        );
  }
  const { settlement } = settled;
  Object.assign(order, {
    paymentStatus: 'paid',
    paymentMethod: method,
    paidCurrency: settlement.currency,
    paidAmount: settlement.amountDue,
    paidAt: new Date().toISOString(),
  });
  till.payments.push({
    sessionId: session.id,
    paymentMethod: method,
    totalAmount: order.totalAmount ?? '0.00',
    tendered: settlement.tendered,
    changeGiven: settlement.changeDue,
    tipAmount: settlement.tip,
    exchangeRate: settlement.exchangeRate,
  });
  session.payments += 1;
  // Built through the contract, as the other order replies are: a fake that drifts fails here.
  return {
    status: 200,
    body: tillPaymentReply.parse({
      payment: { ...settlement, tillSessionId: session.id },
      order: orderView(state, order),
    }),
  };
}

/** POST /api/restaurant/orders/:id/cancel: unpaid and not served; its open tickets stop too. */
export function cancelOrder(state: OrdersState, order: FakeOrder): Reply {
  if (order.status === 'cancelled') return { status: 409, body: { message: 'This order was cancelled.' } };
  if (order.status === 'served') {
    return { status: 409, body: { message: 'This order has been served, so it cannot be cancelled.' } };
  }
  if (order.paymentStatus !== 'pending') {
    return { status: 409, body: { message: 'This order has been paid, so it cannot be cancelled.' } };
  }
  Object.assign(order, { status: 'cancelled', paymentStatus: 'cancelled' });
  for (const ticket of state.tickets) {
    if (ticket.orderId === order.id && ticket.status !== 'served') ticket.status = 'cancelled';
  }
  return { status: 200, body: orderView(state, order) };
}

/** After a ticket moved: the order's status and times follow its tickets (api kitchen-flow.ts). */
export function followTickets(state: OrdersState, order: FakeOrder): void {
  const ranks = state.tickets
    .filter((ticket) => ticket.orderId === order.id)
    .map((ticket) => KITCHEN_PATH.indexOf(ticket.status));
  if (!ranks.length) return;
  const least = Math.min(...ranks);
  const status =
    least >= 3
      ? 'served'
      : least >= 2
        ? 'ready'
        : least >= 1
          ? 'preparing'
          : Math.max(...ranks) > 0
            ? 'confirmed'
            : 'pending';
  const now = new Date().toISOString();
  order.status = status;
  if (status !== 'pending') order.confirmedAt ??= now;
  if (status === 'ready' || status === 'served') order.readyAt ??= now;
  if (status === 'served') order.servedAt ??= now;
}
