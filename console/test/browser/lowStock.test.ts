/**
 * Low stock (route /stock): the items below their minimum, soonest to run out first, with how
 * long each lasts; a manager records a purchase from an item's row (the item leaves the list),
 * and a count without a reason is refused on its field; managers see each dish's cost and margin by
 * its recipe; staff see the list but record nothing and see no costs.
 * The routes are the fake API's (fake-api/stockRoutes.ts), served through page.route.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../fake-api/adminCrud';
import { STAFF } from '../fake-api/fixtures';
import { answerStock, type FakeStock } from '../fake-api/stockRoutes';
import { DESKTOP, PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';
import { cutOrOverflowing } from '../support/layoutChecks';

const item = (id: number, name: string, unit: string, currentStock: string, minimumStock: string): Row => ({
  id,
  name,
  sku: `SKU-${id}`,
  unit,
  currentStock,
  minimumStock,
  averageCost: null,
  unitCost: null,
  isActive: true,
});

function freshStock(): FakeStock {
  return {
    items: [
      item(1, 'Coffee beans', 'kg', '2.000', '10.000'),
      item(2, 'Limes', 'pieces', '20.000', '50.000'),
      item(3, 'Sea salt', 'kg', '1.000', '5.000'),
      item(4, 'Panela', 'kg', '5.000', '1.000'),
    ],
    used: new Map([
      [1, 7],
      [2, 28],
    ]),
    entries: [],
    dishCosts: [
      {
        menuItemId: 7,
        name: 'Atitlán Coffee',
        price: '15.00',
        cost: '3.00',
        margin: '12.00',
        marginPercent: 80,
        ingredientCount: 2,
        uncostedIngredients: 1,
      },
      {
        menuItemId: 8,
        name: 'Fish Tacos',
        price: '55.00',
        cost: '0.00',
        margin: '55.00',
        marginPercent: 100,
        ingredientCount: 0,
        uncostedIngredients: 0,
      },
    ],
  };
}

describe('Low stock', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  /** `title`: the screen's name in the login's language. */
  async function openLowStock(
    username: string,
    fake: FakeStock,
    viewport = DESKTOP,
    title = 'Low stock',
  ): Promise<Page> {
    const staff = STAFF.find((candidate) => candidate.username === username);
    if (!staff) throw new Error(`No fake staff member ${username}`);
    // The admin grid's inventory items are the same rows, so the item picker sees the entries.
    harness.api.tables['inventory-items'] = fake.items;
    const page = await harness.signedInPage(username, viewport);
    await page.route(/\/api\/inventory\/.*$/, async (route) => {
      const request = route.request();
      const body: unknown = request.postData() ? JSON.parse(request.postData() ?? '{}') : {};
      const answer = answerStock(fake, staff.role, request.method(), new URL(request.url()).pathname, body);
      if (!answer) return route.fallback();
      return route.fulfill({ status: answer.status, json: answer.body });
    });
    if (viewport === PHONE) {
      await page.goto(`${harness.url}/stock`);
    } else {
      await page.goto(harness.url);
      await page.getByRole('menuitem', { name: title }).click();
    }
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    return page;
  }

  const rowNames = (page: Page) =>
    page.getByRole('table', { name: 'Low stock' }).getByRole('rowheader').allTextContents();

  it('lists what runs out first, and a manager records a purchase and a count', async () => {
    const fake = freshStock();
    const page = await openLowStock('mario', fake);
    const table = page.getByRole('table', { name: 'Low stock' });
    await table.getByRole('rowheader', { name: 'Coffee beans' }).waitFor();
    expect(await rowNames(page)).toEqual(['Coffee beans', 'Limes', 'Sea salt']);
    const coffee = table.getByRole('row').filter({ hasText: 'Coffee beans' });
    await coffee.getByText('About 4 days').waitFor();
    await table.getByRole('row').filter({ hasText: 'Sea salt' }).getByText('Not used lately').waitFor();
    const costs = page.getByRole('table', { name: 'Dish costs' });
    const coffeeCost = costs.getByRole('row').filter({ hasText: 'Atitlán Coffee' });
    await coffeeCost.getByText('Q12.00 (80 %)').waitFor();
    await coffeeCost.getByText('1 ingredient without a cost').waitFor();
    await costs.getByRole('row').filter({ hasText: 'Fish Tacos' }).getByText('No recipe yet').waitFor();
    await screenshot(page, 'low-stock-manager');

    await page.getByRole('button', { name: 'Purchase: Coffee beans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a purchase' });
    await dialog.getByLabel("Quantity (in the item's unit)").fill('0');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.getByText('Enter a quantity above 0 with at most 3 decimals').waitFor();
    await dialog.getByLabel("Quantity (in the item's unit)").fill('10');
    await dialog.getByLabel('Cost of one unit (Q)').fill('150');
    await dialog.getByLabel('Invoice or receipt number').fill('F-88');
    await screenshot(page, 'low-stock-purchase');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await page.getByText('Coffee beans: 12.000 kg on hand, average cost Q150.0000').waitFor();
    await expect.poll(() => rowNames(page)).toEqual(['Limes', 'Sea salt']);
    expect(fake.entries).toEqual(['purchases 1 +10.000']);

    // A count for any item, picked by name; the reason is required.
    await page.getByRole('button', { name: 'Record a count' }).click();
    const count = page.getByRole('dialog', { name: 'Record a count' });
    await count.getByLabel('Stock item').fill('Sea');
    await page.getByRole('option', { name: 'Sea salt' }).click();
    await count.getByLabel('Counted on the shelf').fill('6');
    await count.getByRole('button', { name: 'Record' }).click();
    await count.getByText('Say why').waitFor();
    await count.getByLabel('Reason').fill('Found a sack in the store room');
    await count.getByRole('button', { name: 'Record' }).click();
    await expect.poll(() => rowNames(page)).toEqual(['Limes']);
    expect(fake.entries.at(-1)).toBe('counts 3 +5.000');
  });

  it('staff see the list on a phone but record nothing', async () => {
    const fake = freshStock();
    const page = await openLowStock('sam', fake, PHONE);
    await page.getByRole('rowheader', { name: 'Limes' }).waitFor();
    expect(await page.getByRole('button', { name: /^(Purchase|Count|Waste)/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Record/ }).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Dish costs' }).count()).toBe(0);
    await screenshot(page, 'low-stock-staff');
  });

  it('reads in Spanish for a Spanish-speaking manager on a tablet, nothing cut', async () => {
    const fake = freshStock();
    const page = await openLowStock('lucia', fake, TABLET, 'Existencias bajas');
    const table = page.getByRole('table', { name: 'Existencias bajas' });
    await table.getByRole('rowheader', { name: 'Coffee beans' }).waitFor();
    expect(await table.locator('thead').textContent()).toBe(
      'ArtículoExistenciaMínimoUsado en 14 díasAlcanza paraRegistrar',
    );
    await table.getByRole('row').filter({ hasText: 'Coffee beans' }).getByText('Unos 4 días').waitFor();
    await table.getByRole('row').filter({ hasText: 'Sea salt' }).getByText('Sin uso reciente').waitFor();
    for (const name of ['Registrar una compra', 'Registrar un conteo', 'Registrar merma']) {
      await page.getByRole('button', { name, exact: true }).waitFor();
    }
    const costs = page.getByRole('table', { name: 'Costo de los platillos' });
    await costs.getByRole('row').filter({ hasText: 'Atitlán Coffee' }).getByText('1 ingrediente sin costo').waitFor();
    await costs.getByRole('row').filter({ hasText: 'Fish Tacos' }).getByText('Aún sin receta').waitFor();
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'low-stock-es');

    await page.getByRole('button', { name: 'Compra: Coffee beans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar una compra' });
    await dialog.getByLabel('Cantidad (en la unidad del artículo)').fill('10');
    await dialog.getByLabel('Costo por unidad (Q)').fill('150');
    await dialog.getByLabel('Número de factura o recibo').fill('F-88');
    await dialog.getByLabel('Proveedor').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).waitFor();
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'low-stock-purchase-es');
    await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
    await page.getByText('Coffee beans: 12.000 kg en existencia, costo promedio Q150.0000').waitFor();
  });
});
