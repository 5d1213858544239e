/**
 * Meals charged to the room (docs/decisions/0019-folio-and-revenue.md), end to end on SQLite or
 * MariaDB: the till charges an order to a checked-in stay (once, however often it is tapped),
 * refuses stays not in house, the folio and every balance of the stay count the meal, paying
 * the balance at the desk or online clears the receivable without posting restaurant revenue
 * again, and after a mixed storm the ledger balances and its receivable equals what the folios
 * and the credit invoices still owe.
 */
import {
  addMoney,
  folioReply,
  inHouseStayListReply,
  ledgerDollars,
  managedBookingReply,
  orderReply,
  roomChargeReply,
  subtractMoney,
  sumMoney,
  type BalancePaidReply,
  type OrderReply,
  type SessionPaymentOrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolioCharge } from '../src/folio/folio-charge.entity.js';
import { JournalEntry } from '../src/finance/journal-entry.entity.js';
import { ROOM_CHARGE_KIND } from '../src/ledger/postings/room-charge-posting.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { bookingDraft, daysFromToday } from './support/builders.js';
import { startCardPaymentApp, type CardPaymentApp } from './support/card-payment-app.js';
import { refusal } from './support/expected-errors.js';
import { entriesOf, expectBalanced, ledgerImbalance } from './support/ledger.js';
import { manageLinkOf } from './support/mail-reading.js';
import { payForStay } from './support/paypal-app.js';
import { dish, orderBody, readMenu } from './support/restaurant-orders.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { openTill, setExchangeRate } from './support/till.js';
import { deskStay } from './support/desk-stays.js';
import type { TestApp } from './support/test-app.js';
import { receivableOwed, receivableBalance } from './support/receivable.js';

let card: CardPaymentApp;
let t: TestApp;
let api: ApiClient;
let desk: StaffApiClient;
let cashier: StaffApiClient;
const RATE = '7.7500';

beforeAll(async () => {
  card = await startCardPaymentApp();
  t = card.t;
  api = apiClient(t);
  desk = await signInAs(t, 'staff', 'front-desk');
  cashier = await signInAs(t, 'staff', 'cashier');
  await setExchangeRate(await signInAs(t, 'manager', 'bookkeeper'), '7.75');
  await openTill(cashier);
});
afterAll(() => card?.close());

/** A desk stay from `days` from today for two nights, checked in unless `arrive` is false. */
async function deskStayIn(roomType: string, guestName: string, options: { days?: number; arrive?: boolean } = {}) {
  const booking = await deskStay(desk, { roomType, guestName, days: options.days });
  if (options.arrive !== false) {
    expect((await desk.send('POST', `/api/room-bookings/${booking.id}/check-in`)).status).toBe(200);
  }
  return booking;
}

async function placeOrder(dishName = 'Atitlán Coffee', quantity = 2): Promise<OrderReply> {
  const menu = await readMenu(t);
  const { status, body } = await cashier.send<OrderReply>(
    'POST',
    '/api/restaurant/orders',
    orderBody([{ item: dish(menu, dishName), quantity }], { source: 'pos', orderType: 'dine_in' }),
  );
  expect(status).toBe(201);
  return body;
}

const chargeToRoom = (orderId: number, bookingId: number) =>
  cashier.send('POST', `/api/restaurant/orders/${orderId}/room-charge`, { bookingId });
const folioOf = (bookingId: number) => desk.read(`/api/folio/stays/${bookingId}`, folioReply);
const payAtDesk = (bookingId: number, amount: string) =>
  desk.send('POST', `/api/room-bookings/${bookingId}/payments`, { method: 'card', amount });

describe('charging a meal to the room', () => {
  it('settles the order on a checked-in stay once, posts receivable against revenue and tax, and shows it on the folio', async () => {
    const stay = await deskStayIn('garden_cottage', 'Lucía Folio');
    const inHouse = await cashier.read('/api/folio/in-house?q=lucía', inHouseStayListReply);
    expect(inHouse).toEqual([expect.objectContaining({ bookingId: stay.id, guestName: 'Lucía Folio' })]);

    const order = await placeOrder();
    // A double tap: both requests race, one charges.
    const taps = await Promise.all([chargeToRoom(order.id, stay.id), chargeToRoom(order.id, stay.id)]);
    expect(taps.map((tap) => tap.status).sort()).toEqual([200, 409]);
    const charged = roomChargeReply.parse(taps.find((tap) => tap.status === 200)!.body);
    expect(order.taxIncluded).not.toBe('0.00');
    expect(charged.order).toMatchObject({ id: order.id, paymentStatus: 'charged_to_room', paymentMethod: null });
    expect(charged.charge).toMatchObject({
      orderNumber: order.orderNumber,
      quetzales: order.totalAmount,
      // The IVA its dishes included, and any added tax: the IVA the retreat owes for this meal.
      taxQuetzales: addMoney(order.taxIncluded, order.taxAmount),
      exchangeRate: RATE,
      amount: ledgerDollars(order.totalAmount, RATE),
      settled: false,
    });
    expect(await t.dataSource.getRepository(FolioCharge).countBy({ orderId: order.id })).toBe(1);
    // Neither can the till take money for it afterwards.
    const paid = await cashier.send('POST', `/api/restaurant/orders/${order.id}/payment`, { method: 'card' });
    expect(paid).toEqual({ status: 409, body: refusal('restaurant.alreadyPaid') });

    const [entry, ...more] = await entriesOf(t, 'restaurant_order', order.id);
    expect(more).toEqual([]);
    expectBalanced(entry!);
    expect(entry!.kind).toBe('room-charge');
    expect(entry!.posted.map(({ account, debit, credit }) => ({ account, debit, credit }))).toEqual([
      { account: '1200', debit: order.totalAmount, credit: '0.00' },
      { account: '4100', debit: '0.00', credit: subtractMoney(order.totalAmount, charged.charge.taxQuetzales) },
      { account: '2100', debit: '0.00', credit: charged.charge.taxQuetzales },
    ]);

    const folio = await folioOf(stay.id);
    expect(folio).toMatchObject({
      nights: stay.totalPrice,
      nightsDue: stay.totalPrice,
      mealsDue: charged.charge.amount,
      balanceDue: addMoney(stay.totalPrice, charged.charge.amount),
      charges: [expect.objectContaining({ orderNumber: order.orderNumber, settled: false })],
    });
  });

  it('refuses stays that are not in house: not arrived, left, cancelled or of other days', async () => {
    const arriving = await deskStayIn('lakeside_cottage', 'Not Yet', { arrive: false });
    const later = await deskStayIn('upper_lakefront', 'Next Week', { days: 7, arrive: false });
    const left = await deskStayIn('upper_lakefront', 'Gone Guest');
    expect((await desk.send('POST', `/api/room-bookings/${left.id}/check-out`)).status).toBe(200);
    const cancelled = await deskStayIn('lakefront_lower', 'Cancelled Guest', { days: 20, arrive: false });
    const cancel = await desk.send('POST', `/api/room-bookings/${cancelled.id}/cancel`, {});
    expect(cancel.status).toBeLessThan(300);

    for (const stay of [arriving, later, left, cancelled]) {
      const order = await placeOrder();
      const { reference } = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: stay.id });
      expect(await chargeToRoom(order.id, stay.id)).toEqual({
        status: 409,
        body: refusal('folio.notInHouse', { params: { reference } }),
      });
      // The order is still the till's to take.
      expect(await cashier.read(`/api/restaurant/orders/${order.id}`, orderReply)).toMatchObject({
        paymentStatus: 'pending',
      });
    }
    const order = await placeOrder();
    expect((await chargeToRoom(order.id, 999_999)).status).toBe(404);
    expect((await cashier.send('POST', `/api/restaurant/orders/${order.id}/room-charge`, {})).status).toBe(400);
    const listed = await cashier.read('/api/folio/in-house', inHouseStayListReply);
    for (const id of [arriving.id, later.id, left.id, cancelled.id]) {
      expect(listed.some((stay) => stay.bookingId === id)).toBe(false);
    }
    // The other stay of the first test is in house: the list is not empty.
    expect(listed.length).toBeGreaterThan(0);
  });
});

describe('paying the folio', () => {
  it('at the desk: the nights go to room revenue, the meals clear the receivable, and a later meal is paid again', async () => {
    const [stay] = (await cashier.read('/api/folio/in-house?q=lucía', inHouseStayListReply)) as { bookingId: number }[];
    const before = await folioOf(stay!.bookingId);
    expect((await payAtDesk(stay!.bookingId, before.balanceDue)).status).toBeLessThan(300);
    // A second tap finds nothing to pay.
    expect(await payAtDesk(stay!.bookingId, before.balanceDue)).toEqual({
      status: 409,
      body: refusal('rooms.nothingToPayAtDesk'),
    });
    const settled = await folioOf(stay!.bookingId);
    expect(settled).toMatchObject({ balanceDue: '0.00', nightsDue: '0.00', mealsDue: '0.00' });
    expect(settled.charges.every((charge) => charge.settled)).toBe(true);

    const payments = await entriesOf(t, 'room_booking', stay!.bookingId);
    expect(payments).toHaveLength(1);
    expectBalanced(payments[0]!);
    const receivable = payments[0]!.posted.filter((line) => line.account === '1200');
    expect(receivable).toEqual([expect.objectContaining({ credit: before.charges[0]!.quetzales, currency: 'Q' })]);
    expect(await receivableBalance(t)).toBe(await receivableOwed(t));

    // Dinner after the stay was settled: the folio owes it, and the desk takes a second payment.
    const dinner = await placeOrder('Atitlán Coffee', 3);
    expect((await chargeToRoom(dinner.id, stay!.bookingId)).status).toBe(200);
    const owing = await folioOf(stay!.bookingId);
    expect(owing.balanceDue).toBe(ledgerDollars(dinner.totalAmount, RATE));
    expect((await payAtDesk(stay!.bookingId, owing.balanceDue)).status).toBeLessThan(300);
    expect((await folioOf(stay!.bookingId)).balanceDue).toBe('0.00');
    expect(await receivableBalance(t)).toBe(await receivableOwed(t));
  });

  it('online from the manage page: the balance includes the meal and its payment clears the receivable', async () => {
    const email = 'folio-online@example.com';
    const draft = bookingDraft({ checkinDate: daysFromToday(0), roomType: 'lakefront_lower', email });
    const { bookingId } = await payForStay(api, draft, '130.00');
    const link = manageLinkOf(await card.inbox.waitFor(email));
    const token = link.searchParams.get('t') ?? '';
    const reference = link.pathname.split('/').at(-1) ?? '';
    expect((await desk.send('POST', `/api/room-bookings/${bookingId}/check-in`)).status).toBe(200);

    const lunch = await placeOrder('Atitlán Coffee', 4);
    expect((await chargeToRoom(lunch.id, bookingId)).status).toBe(200);
    const meal = ledgerDollars(lunch.totalAmount, RATE);
    const page = await api.read(`/api/bookings/${reference}?t=${encodeURIComponent(token)}`, managedBookingReply);
    expect(page).toMatchObject({ balanceDue: meal, balanceProvider: 'paypal' });

    const ordered = await api.send<SessionPaymentOrderReply>('POST', `/api/bookings/${reference}/balance`, { token });
    expect(ordered.status).toBe(201);
    expect(ordered.body.amount).toBe(meal);
    const captured = await api.send<BalancePaidReply>(
      'POST',
      `/api/bookings/balance/${encodeURIComponent(ordered.body.id)}/capture`,
    );
    expect(captured.status).toBe(200);
    expect(captured.body.balanceDue).toBe('0.00');
    expect((await folioOf(bookingId)).balanceDue).toBe('0.00');

    const entries = await entriesOf(t, 'room_booking', bookingId);
    const balance = entries.at(-1)!;
    expectBalanced(balance);
    // No room revenue from the meal's payment: PayPal clearing against the receivable (and the rate's difference).
    expect(balance.posted.map((line) => line.account).sort()).toEqual(expect.arrayContaining(['1150', '1200']));
    expect(balance.posted.some((line) => line.account === '4010' || line.account === '4100')).toBe(false);
    expect(balance.posted.find((line) => line.account === '1200')).toMatchObject({ credit: lunch.totalAmount });
    expect(await receivableBalance(t)).toBe(await receivableOwed(t));
  });
});

describe('the books after a mixed storm', () => {
  it('balance, and the receivable is what the folios still owe', async () => {
    const stays = await cashier.read('/api/folio/in-house', inHouseStayListReply);
    expect(stays.length).toBeGreaterThanOrEqual(2);
    const orders = await Promise.all(Array.from({ length: 16 }, (_, n) => placeOrder('Atitlán Coffee', 1 + (n % 4))));
    const payer = stays[0]!.bookingId;
    // The payer owes a meal before the storm, so its desk payment has something to settle.
    expect((await chargeToRoom((await placeOrder()).id, payer)).status).toBe(200);
    const replies = await Promise.all([
      ...orders.map((order, n) =>
        n % 4 === 0
          ? cashier.send('POST', `/api/restaurant/orders/${order.id}/payment`, { method: 'card' })
          : chargeToRoom(order.id, stays[n % stays.length]!.bookingId),
      ),
      // A stay paid at the desk while meals are being charged to it: it settles what it finds.
      (async () => {
        const folio = await folioOf(payer);
        return payAtDesk(payer, folio.balanceDue);
      })(),
    ]);
    expect(replies.map((reply) => reply.status).filter((status) => status >= 300)).toEqual([]);

    expect(await ledgerImbalance(t)).toBe(0);
    const charges = await t.dataSource.getRepository(FolioCharge).findBy({});
    const postedCharges = await t.dataSource.getRepository(JournalEntry).countBy({ kind: ROOM_CHARGE_KIND });
    expect(postedCharges).toBe(charges.length);
    expect(await receivableBalance(t)).toBe(await receivableOwed(t));
    // Each folio's balance is its unpaid nights and its unsettled meals, from the rows.
    for (const stay of stays) {
      const folio = await folioOf(stay.bookingId);
      const unsettled = charges.filter((c) => c.roomBookingId === stay.bookingId && c.settledByPaymentId === null);
      expect(folio.mealsDue).toBe(sumMoney(unsettled.map((charge) => charge.amount)));
      expect(folio.balanceDue).toBe(addMoney(folio.nightsDue, folio.mealsDue));
    }
  });
});

describe('check-out with meals unpaid', () => {
  it('is allowed (a company may settle on credit) and the folio keeps the balance for the desk to collect', async () => {
    const stays = await cashier.read('/api/folio/in-house', inHouseStayListReply);
    const owing = (await Promise.all(stays.map((stay) => folioOf(stay.bookingId)))).find((f) => f.mealsDue !== '0.00');
    expect(owing).toBeDefined();
    expect((await desk.send('POST', `/api/room-bookings/${owing!.bookingId}/check-out`)).status).toBe(200);
    expect((await folioOf(owing!.bookingId)).balanceDue).toBe(owing!.balanceDue);
  });
});
