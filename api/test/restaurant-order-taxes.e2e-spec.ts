/**
 * Food and drink taxes on restaurant orders (SQLite, and MariaDB with DATABASE_URL): the seeded
 * IVA, included in menu prices, is worked out per line and stored with it, leaving the total
 * alone; a tax the retreat adds on top (a rule an admin creates) goes into taxAmount and the
 * total, so a client that leaves it out is told the total with it. Expected amounts are worked
 * out here from the rates.
 */
import { addMoney, orderReply, subtractMoney, sumMoney, type MenuCategoryReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderItem } from '../src/restaurant/order-item.entity.js';
import { dish, orderBody, postGuestOrder, readMenu } from './support/restaurant-orders.js';
import { refusal } from './support/expected-errors.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: StaffApiClient;
let menu: MenuCategoryReply[];

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  admin = await signInAs(t, 'admin');
  menu = await readMenu(t);
});
afterAll(async () => t?.close());

/** round(cents × numerator / denominator), half up: integer centavos, as a receipt rounds. */
const share = (amount: string, numerator: number, denominator: number) =>
  (Math.floor((2 * Math.round(Number(amount) * 100) * numerator + denominator) / (2 * denominator)) / 100).toFixed(2);

const cart = () => [
  { item: dish(menu, 'Desayuno Chapín'), quantity: 2 },
  { item: dish(menu, 'Atitlán Coffee'), quantity: 3 },
];

describe('food and drink taxes', () => {
  it('finds the IVA inside each line and stores it with the line; the total stays the menu’s', async () => {
    const body = orderBody(cart());
    const { status, body: order } = await postGuestOrder(t, body);
    expect(status).toBe(201);
    const parsed = orderReply.parse(order);
    expect(parsed.totalAmount).toBe(body.totalAmount);
    expect(parsed.taxAmount).toBe('0.00');
    for (const line of parsed.items) {
      const iva = share(line.totalPrice, 12, 112);
      expect(line).toMatchObject({
        taxes: [{ name: 'IVA', rate: '12.00', included: true, amount: iva }],
        taxIncluded: iva,
        taxAdded: '0.00',
      });
    }
    expect(parsed.taxIncluded).toBe(sumMoney(parsed.items.map((line) => line.taxIncluded)));
    const rows = await t.dataSource.getRepository(OrderItem).findBy({ orderId: parsed.id });
    expect(rows.map((row) => row.taxIncluded).sort()).toEqual(parsed.items.map((line) => line.taxIncluded).sort());
  });

  it('adds a tax the retreat charges on top, on each line’s price without the IVA', async () => {
    const created = await admin.send<{ id: number }>('POST', '/api/admin/tax-rules', {
      name: 'Service tax',
      rate: '10',
      appliesTo: 'food_drink',
      included: false,
    });
    expect(created.status).toBe(201);
    try {
      const body = orderBody(cart());
      const lineTotals = (body.items as { totalPrice: string }[]).map((line) => line.totalPrice);
      const added = lineTotals.map((total) => share(subtractMoney(total, share(total, 12, 112)), 10, 100));
      const total = addMoney(String(body.subtotal), ...added);

      // The menu's total without the added tax is refused with the one that includes it.
      expect(await postGuestOrder(t, body)).toEqual({
        status: 422,
        body: refusal('payments.priceMismatch', {
          errors: [{ field: 'totalAmount', message: `The order total is Q${total}` }],
        }),
      });
      const { status, body: order } = await postGuestOrder(t, { ...body, totalAmount: total });
      expect(status).toBe(201);
      expect(order).toMatchObject({ subtotal: body.subtotal, taxAmount: sumMoney(added), totalAmount: total });
      expect(order.items.map((line) => line.taxAdded)).toEqual(added);
    } finally {
      await admin.send('DELETE', `/api/admin/tax-rules/${created.body.id}`);
    }
  });
});
