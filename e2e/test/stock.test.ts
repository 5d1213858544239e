/**
 * Stock by recipe across the apps (docs/decisions/0012-stock-by-recipe.md): the kitchen manager
 * keeps eggs just above their minimum; a waiter sells a Desayuno Chapín rancheros at the point of
 * sale; the kitchen serves it; the dish's eggs and its option's salsa leave the stock, and the
 * eggs show on the console's Low stock list.
 */
import { randomUUID } from 'node:crypto';
import type { LowStockItemReply, MenuCategoryReply, StockEntryReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, TABLET, launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { signInToConsole } from './support/console';
import { signInStaff, type StaffApi } from './support/staff-api';
import { inject } from 'vitest';

const { consoleUrl } = inject('system');
let browser: TestBrowser;
let manager: StaffApi;

beforeAll(async () => {
  browser = await launchBrowser();
  manager = await signInStaff('manager');
});
afterAll(async () => {
  await browser?.close();
});

/** A stock item made as the console's grid makes it, counted in with `opening`; its id. */
async function stockItem(name: string, unit: string, opening: string, minimumStock: string): Promise<number> {
  const { id } = await manager.send<{ id: number }>('POST', '/api/admin/inventory-items', {
    name,
    sku: `E2E-${randomUUID().slice(0, 8)}`,
    unit,
    minimumStock,
  });
  await manager.send<StockEntryReply>('POST', '/api/inventory/counts', {
    inventoryItemId: id,
    countedQuantity: opening,
    reason: 'Opening count',
  });
  return id;
}

interface OrderRow {
  orderNumber: string;
  customerName: string | null;
}

const stockOf = async (id: number) =>
  (await manager.get<{ currentStock: string }>(`/api/admin/inventory-items/${id}`)).currentStock;

describe('a sale moves stock by recipe', () => {
  it('a waiter sells, the kitchen serves, and the eggs show as low stock', async () => {
    const eggName = `Eggs ${randomUUID().slice(0, 4)}`;
    const eggs = await stockItem(eggName, 'pieces', '13', '12');
    const salsa = await stockItem(`Salsa ranchera ${randomUUID().slice(0, 4)}`, 'liters', '2', '0');
    const menu = await manager.get<MenuCategoryReply[]>('/api/restaurant/menu/full');
    const breakfast = menu.flatMap((category) => category.items).find((item) => item.name === 'Desayuno Chapín')!;
    const rancheros = breakfast.modifiers
      .flatMap((modifier) => modifier.options)
      .find((option) => option.name.startsWith('Rancheros'))!;
    await manager.send('POST', '/api/admin/recipe-ingredients', {
      menuItemId: breakfast.id,
      inventoryItemId: eggs,
      quantityNeeded: '2',
      unit: 'pieces',
    });
    await manager.send('POST', '/api/admin/modifier-option-ingredients', {
      modifierOptionId: rancheros.id,
      inventoryItemId: salsa,
      quantityNeeded: '0.1',
      unit: 'liters',
    });
    const lowBefore = await manager.get<LowStockItemReply[]>('/api/inventory/low-stock');
    expect(lowBefore.map((item) => item.name)).not.toContain(eggName);

    // The waiter sells at the point of sale.
    const guest = `Ana ${randomUUID().slice(0, 4)}`;
    const pos = await browser.newPage(TABLET);
    await signInToConsole(pos.page, 'staff');
    await pos.page.goto(`${consoleUrl}/pos`);
    await pos.page.getByRole('button', { name: 'Add Desayuno Chapín' }).click();
    const dialog = pos.page.getByRole('dialog', { name: 'Desayuno Chapín' });
    await dialog.getByLabel(/^Rancheros/).check();
    await dialog.getByRole('button', { name: /^Add · / }).click();
    await pos.page.getByLabel('Customer Name').fill(guest);
    await pos.page.getByLabel('Table #').fill('7');
    await pos.page.getByRole('button', { name: 'Place Order' }).click();
    const placed = async () =>
      (await manager.get<OrderRow[]>('/api/restaurant/orders')).find((order) => order.customerName === guest);
    await expect.poll(placed).toBeDefined();
    const orderNumber = (await placed())!.orderNumber;
    expect(await stockOf(eggs)).toBe('13.000');

    // The kitchen serves it.
    const kitchen = await browser.newPage(TABLET);
    await signInToConsole(kitchen.page, 'staff');
    await kitchen.page.goto(`${consoleUrl}/kitchen`);
    const ticket = kitchen.page.getByRole('listitem', { name: `${orderNumber} Desayuno Chapín` });
    for (const [button, status] of [
      ['Start preparing', 'Preparing'],
      ['Mark ready', 'Ready'],
    ] as const) {
      await ticket.getByRole('button', { name: button }).click();
      await ticket.getByText(status, { exact: true }).waitFor();
    }
    await ticket.getByRole('button', { name: 'Mark served' }).click();
    await ticket.waitFor({ state: 'detached' });
    expect(await stockOf(eggs)).toBe('11.000');
    expect(await stockOf(salsa)).toBe('1.900');

    // The kitchen manager's Low stock list now shows the eggs.
    const office = await browser.newPage(DESKTOP);
    await signInToConsole(office.page, 'manager');
    await office.page.getByRole('menuitem', { name: 'Low stock' }).click();
    const row = office.page.getByRole('table', { name: 'Low stock' }).getByRole('row').filter({ hasText: eggName });
    await row.getByText('11.000 pieces').waitFor();
    await row.getByText(/^About \d/).waitFor();
    await screenshot(office.page, 'stock-low-after-sale');
    expect([...pos.errors, ...kitchen.errors, ...office.errors]).toEqual([]);
  });
});
