/**
 * Stock by recipe (docs/decisions/0012-stock-by-recipe.md): a served line takes its dish's
 * recipe and its chosen options' from stock as `sale` movements; a cancelled order's open
 * lines take nothing while a line already served keeps what it took; stock equals the sum of
 * its movements after a storm of concurrent orders, serves and cancellations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuCategoryReply, OrderReply } from '@lakeside/contracts';
import { StockMovement } from '../src/inventory/stock-movement.entity.js';
import { KitchenQueueItem } from '../src/restaurant/kitchen-queue-item.entity.js';
import { OrderItem } from '../src/restaurant/order-item.entity.js';
import { dish, optionId, orderBody, postGuestOrder, readMenu, type CartLine } from './support/restaurant-orders.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { addIngredient, createStockItem, expectStockEqualsMovements, recordStock, stockOf } from './support/stock.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Orders in the storm, on both drivers: SQLite queues write transactions (a few seconds for
 * 200); MariaDB runs them in parallel, where a read-modify-write of the stock would lose updates.
 */
const STORM_ORDERS = 200;

let t: TestApp;
let manager: StaffApiClient;
let waiter: StaffApiClient;
let menu: MenuCategoryReply[];
const item = { coffee: 0, wholeMilk: 0, oatMilk: 0 };

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '100000' } });
  manager = await signInAs(t, 'manager', 'kitchen-manager');
  waiter = await signInAs(t, 'staff', 'waiter');
  menu = await readMenu(t);
  item.coffee = await createStockItem(manager, { name: 'Coffee beans', unit: 'kg', opening: '50' });
  item.wholeMilk = await createStockItem(manager, { name: 'Whole milk', unit: 'liters', opening: '200' });
  item.oatMilk = await createStockItem(manager, { name: 'Oat milk', unit: 'liters', opening: '100' });
  const latte = dish(menu, 'Café con Leche');
  // In grams, of beans kept in kilograms: converted when served.
  await addIngredient(manager, { menuItemId: latte.id }, item.coffee, '18', 'grams');
  await addIngredient(manager, { modifierOptionId: optionId(latte, 'Whole milk') }, item.wholeMilk, '0.2', 'liters');
  await addIngredient(manager, { modifierOptionId: optionId(latte, 'Oat milk') }, item.oatMilk, '0.2', 'liters');
  await addIngredient(manager, { menuItemId: dish(menu, 'Atitlán Coffee').id }, item.coffee, '0.02', 'kg');
  // Oat milk has a cost, the rest not yet.
  await recordStock(manager, 'purchases', { inventoryItemId: item.oatMilk, quantity: '10', unitCost: '30' });
}, 60_000);
afterAll(async () => t?.close());

async function place(lines: CartLine[]): Promise<OrderReply> {
  const { status, body } = await postGuestOrder(t, orderBody(lines));
  expect(status).toBe(201);
  return body;
}

async function ticketOf(lineId: number): Promise<number> {
  return (await t.dataSource.getRepository(KitchenQueueItem).findOneByOrFail({ orderItemId: lineId })).id;
}

async function move(lineId: number, status: string): Promise<number> {
  return (await waiter.send('PATCH', `/api/restaurant/kitchen/${await ticketOf(lineId)}`, { status })).status;
}

const salesOf = (lineId: number) =>
  t.dataSource.getRepository(StockMovement).find({
    where: { referenceType: 'order_item', referenceId: String(lineId) },
    order: { inventoryItemId: 'ASC' },
  });

const latteWith = (milk: string, quantity = 1): CartLine => ({
  item: dish(menu, 'Café con Leche'),
  quantity,
  options: [milk],
});

describe('a served line takes its recipe from stock', () => {
  it("takes the dish's and the chosen option's ingredients, times the quantity, when served — not before", async () => {
    const before = {
      coffee: await stockOf(t, item.coffee),
      whole: await stockOf(t, item.wholeMilk),
      oat: await stockOf(t, item.oatMilk),
    };
    const order = await place([latteWith('Oat milk', 2), { item: dish(menu, 'Atitlán Coffee'), quantity: 1 }]);
    const [latte, coffee] = order.items;

    expect(await move(latte!.id, 'ready')).toBe(200);
    expect(await salesOf(latte!.id)).toEqual([]);
    expect(await move(latte!.id, 'served')).toBe(200);
    const taken = await salesOf(latte!.id);
    expect(
      taken.map(({ inventoryItemId, movementType, quantity }) => ({ inventoryItemId, movementType, quantity })),
    ).toEqual([
      { inventoryItemId: item.coffee, movementType: 'sale', quantity: '-0.036' },
      { inventoryItemId: item.oatMilk, movementType: 'sale', quantity: '-0.400' },
    ]);
    expect(taken[0]!.reason).toBe('Served: 2 × Café con Leche');
    // The cost of sales at the average cost: 0.400 l × Q30.00; the beans have no cost yet.
    expect(taken.map((movement) => movement.totalCost)).toEqual([null, '12.00']);

    // Straight to served, as the bar hands over a coffee at once.
    expect(await move(coffee!.id, 'served')).toBe(200);
    expect((await salesOf(coffee!.id)).map((movement) => movement.quantity)).toEqual(['-0.020']);

    expect(await stockOf(t, item.coffee)).toBe((Number(before.coffee) - 0.056).toFixed(3));
    expect(await stockOf(t, item.oatMilk)).toBe((Number(before.oat) - 0.4).toFixed(3));
    expect(await stockOf(t, item.wholeMilk)).toBe(before.whole);
    // Serving again is refused and takes nothing more.
    expect(await move(coffee!.id, 'served')).toBe(409);
    expect(await salesOf(coffee!.id)).toHaveLength(1);
    await expectStockEqualsMovements(t);
  });

  it('a cancelled order keeps what its served line took and takes nothing for the lines it stops', async () => {
    const order = await place([{ item: dish(menu, 'Atitlán Coffee'), quantity: 3 }, latteWith('Whole milk')]);
    const [coffee, latte] = order.items;
    const wholeBefore = await stockOf(t, item.wholeMilk);
    expect(await move(coffee!.id, 'served')).toBe(200);
    expect(await move(latte!.id, 'preparing')).toBe(200);
    const cancelled = await waiter.send<OrderReply>('POST', `/api/restaurant/orders/${order.id}/cancel`, {
      reason: 'Guest left',
    });
    expect(cancelled.status).toBe(200);

    expect((await salesOf(coffee!.id)).map((movement) => movement.quantity)).toEqual(['-0.060']);
    expect(await salesOf(latte!.id)).toEqual([]);
    // The cancelled line can no longer be served, so it never takes its milk.
    expect(await move(latte!.id, 'served')).toBe(409);
    expect(await stockOf(t, item.wholeMilk)).toBe(wholeBefore);
    await expectStockEqualsMovements(t);
  });
});

describe(`stock = Σ movements after ${STORM_ORDERS} concurrent orders`, () => {
  it('serves and cancellations racing each other lose no stock update', async () => {
    const opening = {
      coffee: Number(await stockOf(t, item.coffee)),
      whole: Number(await stockOf(t, item.wholeMilk)),
      oat: Number(await stockOf(t, item.oatMilk)),
    };
    const carts = Array.from({ length: STORM_ORDERS }, (_, n) => [
      latteWith(n % 3 === 0 ? 'Oat milk' : 'Whole milk', 1 + (n % 2)),
      { item: dish(menu, 'Atitlán Coffee'), quantity: 1 + (n % 3) },
    ]);
    const orders = await Promise.all(carts.map((cart) => place(cart)));
    // Every line is served, while every fourth order is cancelled at the same moment.
    await Promise.all(
      orders.flatMap((order, n) => [
        ...order.items.map((line) => move(line.id, 'served')),
        ...(n % 4 === 0 ? [waiter.send('POST', `/api/restaurant/orders/${order.id}/cancel`, {})] : []),
      ]),
    );

    const lines = await t.dataSource.getRepository(OrderItem).find({
      where: orders.flatMap((order) => order.items.map((line) => ({ id: line.id }))),
      relations: { modifiers: true },
    });
    const served = lines.filter((line) => line.status === 'served');
    expect(served.length + lines.filter((line) => line.status === 'cancelled').length).toBe(lines.length);
    expect(served.length).toBeGreaterThan(lines.length / 2);
    // Each served line took its recipe once; no other line took anything.
    const sales = await t.dataSource.getRepository(StockMovement).find({
      where: lines.map((line) => ({ referenceType: 'order_item', referenceId: String(line.id) })),
    });
    expect(new Set(sales.map((sale) => sale.referenceId))).toEqual(new Set(served.map((line) => String(line.id))));

    const latteId = dish(menu, 'Café con Leche').id;
    const oatOption = optionId(dish(menu, 'Café con Leche'), 'Oat milk');
    const expected = { ...opening };
    for (const line of served) {
      if (line.menuItemId !== latteId) {
        expected.coffee -= 0.02 * line.quantity;
        continue;
      }
      expected.coffee -= 0.018 * line.quantity;
      const oat = line.modifiers.some((modifier) => modifier.modifierOptionId === oatOption);
      if (oat) expected.oat -= 0.2 * line.quantity;
      else expected.whole -= 0.2 * line.quantity;
    }
    expect(await stockOf(t, item.coffee)).toBe(expected.coffee.toFixed(3));
    expect(await stockOf(t, item.wholeMilk)).toBe(expected.whole.toFixed(3));
    expect(await stockOf(t, item.oatMilk)).toBe(expected.oat.toFixed(3));
    await expectStockEqualsMovements(t);
  }, 240_000);
});
