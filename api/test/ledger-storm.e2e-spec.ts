/**
 * The ledger under a storm: room stays paid through (fake) PayPal, some cancelled with refunds,
 * restaurant orders paid in quetzales, dollars and by card, and expenses in both currencies, all
 * at once. Afterwards every money record has exactly one entry, every entry balances, and the
 * trial balance (over the whole journal) sums to zero. SQLite and, with DATABASE_URL, MariaDB.
 */
import { trialBalanceReply, type OrderReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JournalEntry } from '../src/finance/journal-entry.entity.js';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { RestaurantOrder } from '../src/restaurant/restaurant-order.entity.js';
import { Expense } from '../src/finance/expense.entity.js';
import { bookingDraft, daysFromToday } from './support/builders.js';
import { ledgerImbalance } from './support/ledger.js';
import { payForStay, startPayPalApp, type PayPalApp } from './support/paypal-app.js';
import { dish, orderBody, readMenu } from './support/restaurant-orders.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { openTill, setExchangeRate } from './support/till.js';

let app: PayPalApp;
let manager: StaffApiClient;
let cashier: StaffApiClient;

beforeAll(async () => {
  app = await startPayPalApp();
  manager = await signInAs(app.t, 'manager', 'storm-manager');
  cashier = await signInAs(app.t, 'staff', 'storm-cashier');
  await setExchangeRate(manager, '7.70');
  await openTill(cashier, { floatGtq: '1000.00', floatUsd: '50.00' });
});
afterAll(() => app?.close());

const ROOMS = ['lakefront_lower', 'upper_lakefront', 'lakeside_cottage', 'garden_cottage'] as const;
const METHODS = [
  { method: 'cash_gtq', tendered: '500' },
  { method: 'cash_usd', tendered: '40' },
  { method: 'card', tip: '5' },
] as const;

describe('a storm of mixed money events', () => {
  it('leaves one balanced entry per money record and a trial balance of zero', async () => {
    const menu = await readMenu(app.t);
    const placed = await Promise.all(
      Array.from({ length: 9 }, async (_, index) => {
        const { status, body } = await cashier.send<OrderReply>(
          'POST',
          '/api/restaurant/orders',
          orderBody(
            [{ item: dish(menu, index % 2 ? 'Atitlán Coffee' : 'Pepián Vegetariano'), quantity: 1 + (index % 3) }],
            {
              source: 'pos',
              orderType: 'takeaway',
              tableNumber: null,
            },
          ),
        );
        expect(status).toBe(201);
        return body;
      }),
    );

    const stays = Array.from({ length: 8 }, (_, index) =>
      bookingDraft({ checkinDate: daysFromToday(30 + 3 * Math.floor(index / 4)), roomType: ROOMS[index % 4] }),
    );
    const prices = {
      lakefront_lower: '130.00',
      upper_lakefront: '160.00',
      lakeside_cottage: '200.00',
      garden_cottage: '200.00',
    };

    await Promise.all([
      ...stays.map(async (draft, index) => {
        const { bookingId } = await payForStay(app.api, draft, prices[draft.roomType as keyof typeof prices]);
        if (index % 3 === 0) {
          const cancelled = await manager.send('POST', `/api/room-bookings/${bookingId}/cancel`, {
            reason: 'Storm',
            refund: 'part',
            refundAmount: '20',
          });
          expect(cancelled.status).toBe(200);
        }
      }),
      ...placed.map(async (order, index) => {
        const paid = await cashier.send('POST', `/api/restaurant/orders/${order.id}/payment`, METHODS[index % 3]);
        expect(paid.status).toBe(200);
      }),
      ...Array.from({ length: 8 }, async (_, index) => {
        const added = await manager.send('POST', '/api/expenses', {
          expenseDate: daysFromToday(-(index % 3)),
          vendorName: `Proveedor ${index}`,
          amount: `${40 + index}.50`,
          taxAmount: index % 2 ? '4.00' : '0',
          currency: index % 4 === 3 ? 'USD' : 'Q',
          description: 'Storm supplies',
          category: index % 2 ? 'supplies' : 'food_beverage',
          paymentMethod: index % 3 ? 'cash' : 'transfer',
        });
        expect(added.status).toBe(201);
      }),
    ]);

    const entries = await app.t.dataSource.getRepository(JournalEntry).find({ relations: { lines: true } });
    const keys = entries.map((entry) => `${entry.sourceType}:${entry.sourceId}:${entry.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of entries) {
      const cents = entry.lines.reduce(
        (sum, line) => sum + Math.round(Number(line.debitAmount) * 100) - Math.round(Number(line.creditAmount) * 100),
        0,
      );
      expect(cents, `entry ${entry.id} (${entry.description})`).toBe(0);
    }

    const payments = await app.t.dataSource.getRepository(BookingPayment).find({ where: { status: 'completed' } });
    expect(payments.filter((payment) => payment.kind === 'refund').length).toBeGreaterThan(0);
    for (const payment of payments)
      expect(keys).toContain(`room_booking:${payment.bookingId}:${payment.kind}-${payment.id}`);
    const orders = await app.t.dataSource.getRepository(RestaurantOrder).find({ where: { paymentStatus: 'paid' } });
    expect(orders.length).toBe(placed.length);
    for (const order of orders) expect(keys).toContain(`restaurant_order:${order.id}:paid`);
    for (const expense of await app.t.dataSource.getRepository(Expense).find()) {
      expect(keys).toContain(`expense:${expense.id}:recorded`);
    }

    expect(await ledgerImbalance(app.t)).toBe(0);
    const trial = await manager.read(
      `/api/ledger/trial-balance?from=2000-01-01&to=${daysFromToday(1)}`,
      trialBalanceReply,
    );
    expect(trial.totals.balance).toBe('0.00');
    expect(trial.totals.debit).toBe(trial.totals.credit);
  });
});
