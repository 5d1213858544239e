// Restaurant orders of the busy years: about 137 a day around breakfast, lunch and dinner,
// 3.3 lines each, from the seeded menu with a few favourites. Past orders are served and paid
// or cancelled; today's last hour is still in the kitchen. Written a month at a time so the
// 650,000 rows never sit in memory together.
import { insertObjects } from '../bulk-insert.mjs';
import { days, guest, instantMs, money, stamp } from './random.mjs';

const ORDERS_PER_DAY = 137;
const USD_TO_GTQ = 7.75;
const MEALS = { breakfast: [7 * 60, 10 * 60 + 30], lunch: [12 * 60, 15 * 60], dinner: [18 * 60, 21 * 60 + 30] };

function lines(random, menu, orderId, status, orderTime) {
  const count = Number(random.weighted({ 1: 15, 2: 25, 3: 20, 4: 17, 5: 11, 6: 7, 8: 5 }));
  return Array.from({ length: count }, () => {
    const dish = menu[Math.floor(random.next() ** 2 * menu.length)];
    const quantity = Number(random.weighted({ 1: 80, 2: 16, 3: 4 }));
    return {
      orderId,
      menuItemId: dish.id,
      quantity,
      unitPrice: dish.price,
      totalPrice: money(quantity * Number(dish.price)),
      specialRequests: random.chance(0.03) ? 'No onions, please' : null,
      status: status === 'confirmed' ? 'pending' : status,
      createdAt: orderTime,
      updatedAt: orderTime,
    };
  });
}

function order(random, id, date, minutes, now, items) {
  const orderMs = instantMs(date, minutes);
  const minutesAgo = (now - orderMs) / 60_000;
  const status =
    minutesAgo > 90
      ? random.weighted({ served: 92, cancelled: 8 })
      : random.weighted({ pending: 2, confirmed: 2, preparing: 3, ready: 1, served: 2 });
  const orderType = random.weighted({ dine_in: 65, takeaway: 12, room_service: 18, delivery: 5 });
  const source = random.weighted({ pos: 85, guest: 15 });
  const paid = status === 'served';
  const method = paid ? random.weighted({ card: 45, cash_gtq: 45, cash_usd: 10 }) : null;
  const at = (after) => stamp(orderMs + after * 60_000);
  const lineRows = lines(random, items, id, status, at(0));
  const total = money(lineRows.reduce((sum, line) => sum + Number(line.totalPrice), 0));
  const reached = (step) => ['confirmed', 'preparing', 'ready', 'served'].indexOf(status) >= step;
  const row = {
    id,
    orderNumber: `R-${String(id).padStart(4, '0')}`,
    clientOrderId: source === 'guest' ? `00000000-0000-4000-8000-${String(id).padStart(12, '0')}` : null,
    orderType,
    source,
    status,
    customerId: null,
    customerName: orderType === 'dine_in' && source === 'pos' ? 'Walk-in' : guest(random, id).guestName,
    customerPhone: source === 'guest' ? guest(random, id).phone : null,
    customerEmail: null,
    roomNumber:
      orderType === 'room_service' ? random.pick(['lakefront_lower', 'upper_lakefront', 'garden_cottage']) : null,
    tableNumber: orderType === 'dine_in' ? `T${random.int(1, 14)}` : null,
    subtotal: total,
    taxAmount: '0.00',
    serviceCharge: '0.00',
    discountAmount: '0.00',
    totalAmount: total,
    currency: 'Q',
    paymentStatus: paid ? 'paid' : status === 'cancelled' ? 'cancelled' : 'pending',
    paymentMethod: method,
    paymentId: method === 'card' ? `BENCH-CARD-${id}` : null,
    paidCurrency: method === null ? null : method === 'cash_usd' ? 'USD' : 'Q',
    paidAmount: method === null ? null : method === 'cash_usd' ? money(Number(total) / USD_TO_GTQ) : total,
    paidAt: paid ? at(45) : null,
    specialInstructions: null,
    estimatedTime: random.int(15, 30),
    orderTime: at(0),
    confirmedAt: reached(0) ? at(2) : null,
    readyAt: reached(2) ? at(22) : null,
    servedAt: reached(3) ? at(25) : null,
    createdAt: at(0),
    updatedAt: at(paid ? 45 : 0),
  };
  return { row, lineRows };
}

/** Orders from `first` to `today` (none after `now`); returns the rows inserted per table. */
export async function insertOrders(bulk, random, { first, today, now, firstId }) {
  const menu = await bulk.query('SELECT id, price FROM menu_items ORDER BY id');
  let nextOrder = firstId.orders;
  let nextLine = firstId.lines;
  const counts = { restaurant_orders: 0, order_items: 0 };
  const months = Object.groupBy(days(first, today), (date) => date.slice(0, 7));
  for (const dates of Object.values(months)) {
    const orders = [];
    const items = [];
    for (const date of dates) {
      const season = 1 + 0.25 * Math.sin((2 * Math.PI * Date.parse(date)) / (365.25 * 86_400_000));
      const minutes = Array.from({ length: Math.round(ORDERS_PER_DAY * season * (0.8 + random.next() * 0.4)) }, () => {
        const [open, close] = MEALS[random.weighted({ breakfast: 35, lunch: 35, dinner: 30 })];
        return random.int(open, close);
      }).sort((a, b) => a - b);
      for (const minute of minutes) {
        if (instantMs(date, minute) > now) break;
        const { row, lineRows } = order(random, nextOrder++, date, minute, now, menu);
        orders.push(row);
        for (const line of lineRows) items.push({ id: nextLine++, ...line });
      }
    }
    await insertObjects(bulk, 'restaurant_orders', orders);
    await insertObjects(bulk, 'order_items', items);
    counts.restaurant_orders += orders.length;
    counts.order_items += items.length;
  }
  return counts;
}
