/** The kitchen display: tickets by station with age timers, moved to served, refreshed on its own. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantOf } from '../fake-api/restaurantRoutes';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';

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
    for (const part of ['Table 4 · Ana López', 'Desayuno Chapín × 2', 'Fried, Avocado', 'No beans', 'Pending']) {
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
    for (const [button, status, label] of [
      ['Start preparing', 'preparing', 'Preparing'],
      ['Mark ready', 'ready', 'Ready'],
      ['Mark served', 'served', 'Served'],
    ] as const) {
      await ticket.getByRole('button', { name: button }).click();
      await expect.poll(() => state.tickets[0]?.status).toBe(status);
      if (status !== 'served') await ticket.getByText(label, { exact: true }).waitFor();
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

  /** Counts the tones the page starts (each is one oscillator), before any of its code runs. */
  async function countTones(page: Page): Promise<() => Promise<number>> {
    await page.addInitScript(() => {
      const counted = window as unknown as { tones: number };
      counted.tones = 0;
      const start = Reflect.get(OscillatorNode.prototype, 'start');
      OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
        counted.tones += 1;
        start.call(this, when);
      };
    });
    return () => page.evaluate(() => (window as unknown as { tones: number }).tones);
  }
  const animationOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).animationName);
  const headingLeft = async (page: Page, name: string) =>
    (await page.getByRole('heading', { name, level: 1 }).boundingBox())?.x ?? NaN;

  it('in Spanish on a tablet: the whole width for tickets, a new one highlighted and a tone once the sound is on', async () => {
    seedOrder(3, [{ itemName: 'Tamal', stationId: 1 }]);
    const page = await harness.signedInPage('lucia', TABLET);
    const tones = await countTones(page);
    // The page's clock runs as usual, and can be moved on to see the highlight end.
    await page.clock.install();
    await page.goto(`${harness.url}/kitchen`);
    const title = 'Pantalla de cocina';
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const opened = page.getByRole('listitem', { name: 'R-0144 Tamal' });
    await opened.waitFor();
    // The sidebar is closed below 1280 px: the board starts at the screen's left edge.
    expect(await headingLeft(page, title)).toBeLessThan(120);
    // What was there when the screen opened is not new, and nothing sounds before the cook's tap.
    expect(await opened.getAttribute('data-new')).toBeNull();
    expect(await tones()).toBe(0);

    const sound = page.getByLabel('Sonido activado');
    await sound.check();
    // The tap plays the tone once, so the cook hears that it works.
    expect(await tones()).toBe(1);

    seedOrder(4, [{ itemName: 'Atol', stationId: 2 }]);
    const arrived = page.getByRole('listitem', { name: 'R-0145 Atol' });
    await arrived.waitFor({ timeout: 7_000 });
    await expect.poll(() => arrived.getAttribute('data-new')).toBe('true');
    await arrived.getByText('Nueva', { exact: true }).waitFor();
    await expect.poll(tones).toBe(2);
    expect(await opened.getAttribute('data-new')).toBeNull();
    for (const part of ['Mesa 4 · Ana López', 'Atol × 2', 'Pendiente', 'Empezar a preparar']) {
      expect(await arrived.textContent()).toContain(part);
    }
    expect(await animationOf(arrived)).not.toBe('none');
    await screenshot(page, 'kitchen-es');
    // Without motion the outline and the marker stay, the pulse does not.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animationOf(arrived)).toBe('none');
    expect(await arrived.getByText('Nueva', { exact: true }).isVisible()).toBe(true);
    // Half a minute on, it is a ticket like the others.
    await page.clock.fastForward(31_000);
    await expect.poll(() => arrived.getAttribute('data-new')).toBeNull();
    expect(await arrived.getByText('Nueva', { exact: true }).count()).toBe(0);

    // The choice stays on the device.
    await page.reload();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await page.getByLabel('Sonido activado').isChecked()).toBe(true);

    // A wide screen keeps its sidebar.
    const wide = await harness.signedInPage('lucia', DESKTOP);
    await wide.goto(`${harness.url}/kitchen`);
    await wide.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await headingLeft(wide, title)).toBeGreaterThan(200);
  });
});
