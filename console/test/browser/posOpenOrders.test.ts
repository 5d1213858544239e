/**
 * Open orders on the point of sale: a guest's phone order appears without a reload (over the
 * order event stream), follows the kitchen to served, is paid in cash with change; another is
 * cancelled; and the same on a phone.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEventListeners } from '../fake-api/restaurantEvents';
import { placeGuestOrder, restaurantOf } from '../fake-api/restaurantRoutes';
import { seedOpenTill } from '../fake-api/tillRoutes';
import { PHONE, screenshot, startConsole, type ConsoleHarness } from '../support/consoleHarness';

const TABLET = { width: 1024, height: 768 };

/** What the site's menu page sends for a guest's cart (prices as the menu shows them). */
function guestCart(extra: Record<string, unknown>, lines: [menuItemId: number, price: string][]) {
  return {
    orderType: 'dine_in',
    customerName: 'Lucía',
    tableNumber: '4',
    roomNumber: null,
    clientOrderId: randomUUID(),
    items: lines.map(([menuItemId, price]) => ({
      menuItemId,
      quantity: 1,
      unitPrice: price,
      totalPrice: price,
      specialRequests: null,
    })),
    ...extra,
  };
}

function placed(reply: { status: number; body: unknown }): string {
  expect(reply.status).toBe(201);
  return (reply.body as { orderNumber: string }).orderNumber;
}

describe('Point of sale: open orders', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
    seedOpenTill(harness.api);
  });
  afterAll(() => harness?.close());

  /** The cashier's POS on Open orders, listening to the event stream. */
  async function openOrders(viewport = TABLET): Promise<Page> {
    const page = await harness.signedInPage('sam', viewport);
    await page.goto(`${harness.url}/pos`);
    await page.getByRole('heading', { name: 'Point of sale', level: 1 }).waitFor();
    await page.getByRole('tab', { name: /^Open orders/ }).click();
    await page.getByRole('heading', { name: 'Open orders', level: 2 }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    return page;
  }

  it("shows a guest's phone order as it comes in, follows the kitchen, and takes cash in Q with change", async () => {
    const state = restaurantOf(harness.api);
    const page = await openOrders();
    await page.getByText('No open orders').waitFor();
    expect(page.url()).toContain('view=open');
    expect(orderEventListeners(harness.api)).toBeGreaterThan(0);

    const number = placed(placeGuestOrder(harness.api, guestCart({}, [[4, '65.00'], [6, '10.10']])));
    expect(number).toBe('R-0142');
    // No reload, and well inside the 60 s safety poll: the event stream brought it.
    const row = page.getByRole('listitem', { name: 'R-0142' });
    await row.waitFor({ timeout: 3_000 });
    for (const part of ['Table 4 · Lucía', 'Guest', 'Pending', 'Unpaid', 'Q 75.10']) {
      expect(await row.textContent()).toContain(part);
    }
    await page.getByRole('tab', { name: 'Open orders (1)' }).waitFor();
    expect(await row.getByLabel('Age').textContent()).toMatch(/^1:0\d$/);

    // The kitchen makes both dishes and serves them; the POS follows on its own.
    const kitchen = await harness.signedInPage('sam', TABLET);
    await kitchen.goto(`${harness.url}/kitchen`);
    for (const dish of ['Pepián', 'Licuado']) {
      const ticket = kitchen.getByRole('listitem', { name: `R-0142 ${dish}` });
      for (const button of ['Start preparing', 'Mark ready', 'Mark served']) {
        await ticket.getByRole('button', { name: button }).click();
        if (button !== 'Mark served') await ticket.getByRole('button', { name: button }).waitFor({ state: 'detached' });
      }
      await ticket.waitFor({ state: 'detached' });
    }
    await row.getByText('Served', { exact: true }).waitFor({ timeout: 3_000 });

    await row.click();
    const order = page.getByRole('region', { name: 'Order R-0142' });
    await order.getByRole('listitem', { name: 'Pepián' }).waitFor();
    expect(await order.getByRole('listitem').count()).toBe(2);
    await screenshot(page, 'pos-open-orders');

    const payment = page.getByRole('region', { name: 'Take Payment' });
    await payment.getByText('Total Q 75.10').waitFor();
    await payment.getByLabel('Amount tendered (Q)').fill('100');
    await payment.getByRole('button', { name: 'Mark paid' }).click();
    await payment.getByText('Change due: Q 24.90').waitFor();
    expect(state.orders[0]).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cash_gtq' });
    // Paid and served, it leaves the list; the change stays in view, and there is nothing to cancel.
    await page.getByText('No open orders').waitFor();
    await order.getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await screenshot(page, 'pos-open-orders-paid');
  });

  it('cancels an unpaid order after asking: it leaves the list and its kitchen tickets are cancelled', async () => {
    const state = restaurantOf(harness.api);
    const page = await openOrders();
    const number = placed(
      placeGuestOrder(
        harness.api,
        guestCart({ orderType: 'room_service', tableNumber: null, roomNumber: '12', customerName: 'Mario' }, [
          [2, '35.50'],
        ]),
      ),
    );
    const row = page.getByRole('listitem', { name: number });
    await row.click();
    await page.getByRole('region', { name: `Order ${number}` }).getByText('Room 12 · Mario').waitFor();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
    // Changing one's mind keeps the order.
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByLabel('Reason (optional)').fill('Guest left');
    await screenshot(page, 'pos-cancel-order');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();

    await page.getByText(`Order ${number} cancelled`).waitFor();
    await page.getByRole('status').filter({ hasText: 'This order was cancelled.' }).waitFor();
    await row.waitFor({ state: 'detached' });
    const cancelled = state.orders.find((order) => order.orderNumber === number);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(state.cancelBodies).toEqual([{ orderId: cancelled?.id, body: { reason: 'Guest left' } }]);
    expect(state.tickets.filter((ticket) => ticket.orderId === cancelled?.id).map((t) => t.status)).toEqual([
      'cancelled',
    ]);
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Take Payment' }).count()).toBe(0);

    // Back on New order, the menu is there to take the next order.
    await page.getByRole('tab', { name: 'New order' }).click();
    await page.getByRole('button', { name: 'Add Banana Pancakes' }).waitFor();
    expect(page.url()).not.toContain('view=open');
    await screenshot(page, 'pos-new-order');
  });

  it('works on a phone: the order replaces the list, is paid by card, and the way back is offered', async () => {
    const page = await openOrders(PHONE);
    const number = placed(
      placeGuestOrder(harness.api, guestCart({ customerName: 'Ana', tableNumber: '7' }, [[7, '20.00']])),
    );
    const row = page.getByRole('listitem', { name: number });
    await row.waitFor({ timeout: 3_000 });
    await screenshot(page, 'pos-open-orders');

    await row.click();
    expect(await page.getByRole('list', { name: 'Open orders' }).count()).toBe(0);
    const payment = page.getByRole('region', { name: 'Take Payment' });
    await payment.getByRole('button', { name: 'Card' }).click();
    await payment.getByRole('button', { name: 'Mark paid' }).click();
    await payment.getByText('Paid by card').waitFor();
    await screenshot(page, 'pos-open-orders-paid');

    // Paid but not yet served, the order stays open and says so.
    await page.getByRole('button', { name: 'Back to open orders' }).click();
    await row.getByText('Paid', { exact: true }).waitFor();
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
