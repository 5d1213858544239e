/**
 * Stock entered by hand (docs/decisions/0012-stock-by-recipe.md): purchases add stock and keep
 * the weighted average cost, counts and waste are movements with a reason; who may enter them;
 * dish costs and margins by recipe; the low-stock list and the kitchen manager's morning mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dishCostsReply, lowStockReply } from '@lakeside/contracts';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { startInstant } from '../src/events/session-time.js';
import { LowStockMail } from '../src/inventory/low-stock-mail.js';
import { StockMovement } from '../src/inventory/stock-movement.entity.js';
import { textOf } from './support/mail-reading.js';
import { dish, optionId, readMenu } from './support/restaurant-orders.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { addIngredient, createStockItem, expectStockEqualsMovements, recordStock, stockOf } from './support/stock.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const CHEF = 'chef@lakeside.example';
let t: TestApp;
let inbox: SmtpInbox;
let manager: StaffApiClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ seed: true, env: { SMTP_URL: inbox.url, KITCHEN_MANAGER_EMAIL: CHEF } });
  manager = await signInAs(t, 'manager', 'kitchen-manager');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe('purchases, counts and waste', () => {
  it('purchases add stock and fold their price into the weighted average cost', async () => {
    const panela = await createStockItem(manager, { name: 'Panela', unit: 'kg' });
    const vendor = await manager.send<{ id: number }>('POST', '/api/admin/vendors', {
      vendorName: 'Mercado San Marcos',
    });
    expect(vendor.status).toBe(201);
    const vendorId = (vendor.body as { id: number }).id;

    const first = await recordStock(manager, 'purchases', {
      inventoryItemId: panela,
      quantity: '10',
      unitCost: '12',
      vendorId,
      reference: 'F-100',
    });
    expect(first.item).toMatchObject({ currentStock: '10.000', averageCost: '12.0000', unitCost: '12.00' });
    expect(first.movement).toMatchObject({
      movementType: 'purchase',
      quantity: '10.000',
      unitCost: '12.00',
      totalCost: '120.00',
      reason: 'Invoice F-100',
      referenceType: 'vendor',
      referenceId: String(vendorId),
    });
    expect(first.movement.performedBy).toEqual(expect.any(Number));

    // (10 × 12 + 5 × 15) / 15 = 13
    expect(
      (await recordStock(manager, 'purchases', { inventoryItemId: panela, quantity: 5, unitCost: 15 })).item,
    ).toMatchObject({ currentStock: '15.000', averageCost: '13.0000', unitCost: '15.00' });
    // Waste leaves the average alone.
    const wasted = await recordStock(manager, 'waste', { inventoryItemId: panela, quantity: '3', reason: 'Got wet' });
    expect(wasted.movement).toMatchObject({ movementType: 'waste', quantity: '-3.000', reason: 'Got wet' });
    expect(wasted.item).toMatchObject({ currentStock: '12.000', averageCost: '13.0000' });
    // (12 × 13 + 3 × 10.50) / 15 = 12.5
    expect(
      (await recordStock(manager, 'purchases', { inventoryItemId: panela, quantity: '3', unitCost: '10.50' })).item,
    ).toMatchObject({ currentStock: '15.000', averageCost: '12.5000' });
    // (15 × 12.5 + 0.250 × 9.99) / 15.25 = 189.9975 / 15.25 = 12.45885… → 12.4589
    expect(
      (await recordStock(manager, 'purchases', { inventoryItemId: panela, quantity: '0.25', unitCost: '9.99' })).item
        .averageCost,
    ).toBe('12.4589');

    const counted = await recordStock(manager, 'counts', {
      inventoryItemId: panela,
      countedQuantity: '14.75',
      reason: 'Monthly count',
    });
    expect(counted.movement).toMatchObject({ movementType: 'adjustment', quantity: '-0.500', reason: 'Monthly count' });
    expect(counted.item.currentStock).toBe('14.750');
    await expectStockEqualsMovements(t);
  });

  it('with no stock on hand, the average restarts at the purchase price', async () => {
    const limes = await createStockItem(manager, { name: 'Limes', unit: 'pieces' });
    await recordStock(manager, 'purchases', { inventoryItemId: limes, quantity: '10', unitCost: '0.50' });
    await recordStock(manager, 'waste', { inventoryItemId: limes, quantity: '12', reason: 'Miscounted delivery' });
    expect(await stockOf(t, limes)).toBe('-2.000');
    const bought = await recordStock(manager, 'purchases', {
      inventoryItemId: limes,
      quantity: '50',
      unitCost: '0.80',
    });
    expect(bought.item).toMatchObject({ currentStock: '48.000', averageCost: '0.8000' });
  });

  it('concurrent purchases and waste of one item all count', async () => {
    const rice = await createStockItem(manager, { name: 'Rice', unit: 'kg', opening: '5' });
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2
          ? recordStock(manager, 'purchases', { inventoryItemId: rice, quantity: '2.5', unitCost: '8' })
          : recordStock(manager, 'waste', { inventoryItemId: rice, quantity: '0.125', reason: 'Spilled' }),
      ),
    );
    // 5 + 10 × 2.5 − 10 × 0.125
    expect(await stockOf(t, rice)).toBe('28.750');
    await expectStockEqualsMovements(t);
  });

  it('refuses what it cannot record, and only managers record stock', async () => {
    const salt = await createStockItem(manager, { name: 'Salt', unit: 'kg' });
    const post = (path: string, body: unknown, client = manager) => client.send('POST', `/api/inventory/${path}`, body);
    expect((await post('purchases', { inventoryItemId: 999_999, quantity: '1', unitCost: '1' })).body).toMatchObject({
      code: 'inventory.itemNotFound',
    });
    const zero = await post('purchases', { inventoryItemId: salt, quantity: '0', unitCost: '1' });
    expect(zero.status).toBe(400);
    expect(zero.body.errors?.map((error) => error.field)).toEqual(['quantity']);
    const noReason = await post('waste', { inventoryItemId: salt, quantity: '1', reason: ' ' });
    expect(noReason.body.errors?.map((error) => error.field)).toEqual(['reason']);
    const noVendor = await post('purchases', {
      inventoryItemId: salt,
      quantity: '1',
      unitCost: '1',
      vendorId: 999_999,
    });
    expect(noVendor.status).toBe(400);
    expect(noVendor.body.errors?.map((error) => error.field)).toEqual(['vendorId']);
    const tooMuch = await post('purchases', { inventoryItemId: salt, quantity: '9999999.999', unitCost: '99999999' });
    expect(tooMuch.body.errors?.map((error) => error.field)).toEqual(['unitCost']);

    expect(
      (await post('counts', { inventoryItemId: salt, countedQuantity: '1', reason: 'x' }, anonymous(t))).status,
    ).toBe(401);
    const waiter = await signInAs(t, 'staff', 'waiter');
    expect((await post('counts', { inventoryItemId: salt, countedQuantity: '1', reason: 'x' }, waiter)).status).toBe(
      403,
    );
    // The console's grid cannot type stock in: only movements move it.
    const edited = await manager.send('PUT', `/api/admin/inventory-items/${salt}`, {
      name: 'Salt',
      sku: 'SALT-1',
      unit: 'kg',
      currentStock: '999',
    });
    expect(edited.status).toBe(200);
    expect(await stockOf(t, salt)).toBe('0.000');
    expect(await t.dataSource.getRepository(StockMovement).countBy({ inventoryItemId: salt })).toBe(0);
  });
});

describe('dish costs', () => {
  it("price a dish by its recipe at the ingredients' average cost", async () => {
    const menu = await readMenu(t);
    const coffeeDish = dish(menu, 'Atitlán Coffee');
    const beans = await createStockItem(manager, { name: 'Beans', unit: 'kg' });
    const water = await createStockItem(manager, { name: 'Filter water', unit: 'liters' });
    await addIngredient(manager, { menuItemId: coffeeDish.id }, beans, '20', 'grams');
    await addIngredient(manager, { menuItemId: coffeeDish.id }, water, '0.25', 'liters');
    await recordStock(manager, 'purchases', { inventoryItemId: beans, quantity: '2', unitCost: '140' });
    await recordStock(manager, 'purchases', { inventoryItemId: beans, quantity: '1', unitCost: '170' });

    const costs = await manager.read('/api/inventory/dish-costs', dishCostsReply);
    // 0.020 kg × Q150.00 (the average) = Q3.00; the water has no cost yet.
    expect(costs.find((cost) => cost.menuItemId === coffeeDish.id)).toEqual({
      menuItemId: coffeeDish.id,
      name: 'Atitlán Coffee',
      price: coffeeDish.price,
      cost: '3.00',
      margin: (Number(coffeeDish.price) - 3).toFixed(2),
      marginPercent: Math.round(((Number(coffeeDish.price) - 3) / Number(coffeeDish.price)) * 1000) / 10,
      ingredientCount: 2,
      uncostedIngredients: 1,
    });
  });

  it('count the options a dish is usually sold with (the default ones), not the others', async () => {
    const latte = dish(await readMenu(t), 'Café con Leche');
    const beans = await createStockItem(manager, { name: 'Latte beans', unit: 'kg' });
    const milk = await createStockItem(manager, { name: 'Latte milk', unit: 'liters' });
    const oat = await createStockItem(manager, { name: 'Latte oat milk', unit: 'liters' });
    await recordStock(manager, 'purchases', { inventoryItemId: beans, quantity: '1', unitCost: '150' });
    await recordStock(manager, 'purchases', { inventoryItemId: milk, quantity: '10', unitCost: '12' });
    await recordStock(manager, 'purchases', { inventoryItemId: oat, quantity: '5', unitCost: '30' });
    await addIngredient(manager, { menuItemId: latte.id }, beans, '18', 'grams');
    await addIngredient(manager, { modifierOptionId: optionId(latte, 'Whole milk') }, milk, '0.2', 'liters');
    await addIngredient(manager, { modifierOptionId: optionId(latte, 'Oat milk') }, oat, '0.2', 'liters');

    const costs = await manager.read('/api/inventory/dish-costs', dishCostsReply);
    // 0.018 kg × Q150 + 0.2 l × Q12 (whole milk, the default) = 2.70 + 2.40
    expect(costs.find((cost) => cost.menuItemId === latte.id)).toMatchObject({
      cost: '5.10',
      margin: (Number(latte.price) - 5.1).toFixed(2),
      ingredientCount: 2,
      uncostedIngredients: 0,
    });
  });
});

describe('low stock', () => {
  let names: string[];

  beforeAll(async () => {
    const rice = await createStockItem(manager, { name: 'Low rice', unit: 'kg', opening: '9', minimumStock: '10' });
    await recordStock(manager, 'waste', { inventoryItemId: rice, quantity: '7', reason: 'Weevils' });
    const limes = await createStockItem(manager, {
      name: 'Low limes',
      unit: 'pieces',
      opening: '148',
      minimumStock: '50',
    });
    await recordStock(manager, 'waste', { inventoryItemId: limes, quantity: '28', reason: 'Dried out' });
    // Older than the 14 days the pace is taken over: it does not count.
    const old = await recordStock(manager, 'waste', { inventoryItemId: limes, quantity: '100', reason: 'Last month' });
    await t.dataSource
      .getRepository(StockMovement)
      .update({ id: old.movement.id }, { createdAt: new Date(Date.now() - 20 * 86_400_000) });
    await createStockItem(manager, { name: 'Low salt', unit: 'kg', opening: '1', minimumStock: '5' });
    await createStockItem(manager, { name: 'Plenty of sugar', unit: 'kg', opening: '5', minimumStock: '1' });
    names = ['Low rice', 'Low limes', 'Low salt', 'Plenty of sugar'];
  });

  it('lists the items below their minimum, soonest to run out first at the last 14 days’ pace', async () => {
    const list = await manager.read('/api/inventory/low-stock', lowStockReply);
    const ours = list.filter((item) => names.includes(item.name));
    expect(
      ours.map(({ name, currentStock, usedLast14Days, daysLeft }) => ({
        name,
        currentStock,
        usedLast14Days,
        daysLeft,
      })),
    ).toEqual([
      { name: 'Low rice', currentStock: '2.000', usedLast14Days: '7.000', daysLeft: 4 },
      { name: 'Low limes', currentStock: '20.000', usedLast14Days: '28.000', daysLeft: 10 },
      { name: 'Low salt', currentStock: '1.000', usedLast14Days: '0.000', daysLeft: null },
    ]);
  });

  it('mails the kitchen manager once a day after 07:00, catching up a missed morning', async () => {
    const job = t.app.get(LowStockMail);
    const today = retreatToday();
    const at = (date: string, time: string) => startInstant({ date, time });
    expect(await job.sendIfDue(at(addDays(today, -1), '08:00'), at(today, '06:59'))).toBe(0);
    expect(await job.sendIfDue(at(today, '07:30'), at(today, '09:00'))).toBe(0);
    // The API was down yesterday evening to mid-morning: the first run after boot mails.
    const named = await job.sendIfDue(at(addDays(today, -1), '18:00'), at(today, '10:15'));
    expect(named).toBeGreaterThanOrEqual(3);

    const mail = await inbox.waitFor(CHEF);
    expect(mail.headers).toMatch(/Subject: Low stock: Low rice and \d+ more/);
    const text = textOf(mail);
    expect(text).toContain('Low limes');
    expect(text).toContain('2.000 kg (minimum 10.000) · about 4 days left');
    expect(text).not.toContain('Plenty of sugar');
    expect(inbox.mails.filter((received) => received.to.includes(CHEF))).toHaveLength(1);
  });
});
