/** The kitchen display: tickets by station with age timers, moved to served, refreshed on its own. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantOf } from '../fake-api/restaurantRoutes';
import { PHONE, screenshot, startConsole, type ConsoleHarness } from '../support/consoleHarness';

describe('Kitchen display', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  /** An order as the POS would have placed it, with one ticket per line. */
  function seedOrder(id: number, lines: { itemName: string; stationId: number; options?: string[]; note?: string }[]) {
    const state = restaurantOf(harness.api);
    state.orders.push({
      id,
      orderNumber: `R-${String(141 + id).padStart(4, '0')}`,
      orderType: 'dine_in',
      tableNumber: '4',
      roomNumber: null,
      customerName: 'Ana López',
      status: 'pending',
      paymentStatus: 'pending',
      orderTime: new Date(Date.now() - 125_000).toISOString(),
    });
    for (const line of lines) {
      state.tickets.push({
        queueId: state.tickets.length + 1,
        stationId: line.stationId,
        status: 'pending',
        priority: 'normal',
        orderId: id,
        itemName: line.itemName,
        quantity: 2,
        options: line.options ?? [],
        specialRequests: line.note ?? null,
      });
    }
  }

  it('moves a ticket pending → preparing → ready → served and picks up new orders without a reload', async () => {
    const seededAt = Date.now();
    seedOrder(1, [
      { itemName: 'Desayuno Chapín', stationId: 1, options: ['Fried', 'Avocado'], note: 'No beans' },
      { itemName: 'Licuado', stationId: 2 },
    ]);
    const page = await harness.signedInPage('sam');
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'Kitchen display' }).click();
    await page.getByRole('heading', { name: 'Kitchen display', level: 1 }).waitFor();

    const ticket = page.getByRole('listitem', { name: 'R-0142 Desayuno Chapín' });
    await ticket.waitFor();
    const text = await ticket.textContent();
    for (const part of ['Table 4 · Ana López', 'Desayuno Chapín × 2', 'Fried, Avocado', 'No beans', 'pending']) {
      expect(text).toContain(part);
    }
    // The age counts on every second from the order's time: 2:05 when it was seeded, plus
    // however long the page took to open (seconds on a loaded machine).
    const age = ticket.getByLabel('Age');
    const first = await age.textContent();
    const [minutes = NaN, seconds = NaN] = (first ?? '').split(':').map(Number);
    const shown = minutes * 60 + seconds;
    expect(first).toMatch(/^\d+:\d\d$/);
    expect(shown).toBeGreaterThanOrEqual(125);
    expect(shown).toBeLessThanOrEqual(125 + Math.ceil((Date.now() - seededAt) / 1000));
    await page.waitForFunction((before) => document.querySelector('[aria-label="Age"]')?.textContent !== before, first);

    // The station filter leaves one station.
    await page.getByRole('combobox', { name: 'Station' }).click();
    await page.getByRole('option', { name: 'Bar' }).click();
    await page.getByRole('region', { name: 'Bar' }).waitFor();
    expect(await page.getByRole('region', { name: 'Hot line' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Station' }).click();
    await page.getByRole('option', { name: 'All stations' }).click();

    const state = restaurantOf(harness.api);
    for (const [button, status] of [
      ['Start preparing', 'preparing'],
      ['Mark ready', 'ready'],
      ['Mark served', 'served'],
    ] as const) {
      await ticket.getByRole('button', { name: button }).click();
      await expect.poll(() => state.tickets[0]?.status).toBe(status);
      if (status !== 'served') await ticket.getByText(status, { exact: true }).waitFor();
    }
    await ticket.waitFor({ state: 'detached' });
    const patches = harness.api.requests.filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => request.path)).toEqual(Array(3).fill('/api/restaurant/kitchen/1'));
    expect(patches.every((request) => request.origin === harness.url)).toBe(true);

    // A new order shows up by itself (polling every 5 s).
    seedOrder(2, [{ itemName: 'Pepián', stationId: 1 }]);
    await page.getByRole('listitem', { name: 'R-0143 Pepián' }).waitFor({ timeout: 7_000 });
    await screenshot(page, 'kitchen');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'kitchen');
  });
});
