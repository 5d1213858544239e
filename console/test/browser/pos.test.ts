/**
 * The point of sale: the till's two checks (docs/requirements/restaurant.md#point-of-sale),
 * placing an order once, and a cash payment with change.
 */
import { NOTICES, orderCreated } from '@lakeside/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantOf } from '../fake-api/restaurantRoutes';
import { seedOpenTill } from '../fake-api/tillRoutes';
import { PHONE, screenshot, startConsole, type ConsoleHarness } from '../support/consoleHarness';

describe('Point of sale', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
    seedOpenTill(harness.api);
  });
  afterAll(() => harness?.close());

  async function openPos(viewport?: { width: number; height: number }): Promise<Page> {
    // Staff, the least role: the till is for everyone.
    const page = await harness.signedInPage('sam', viewport);
    if (viewport === PHONE) {
      await page.goto(`${harness.url}/pos`);
    } else {
      await page.goto(harness.url);
      await page.getByRole('menuitem', { name: 'Point of sale' }).click();
    }
    await page.getByRole('heading', { name: 'Point of sale', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Banana Pancakes' }).waitFor();
    return page;
  }
  const orderPosts = () => restaurantOf(harness.api).orderBodies.length;

  it('shows four category tabs and only available dishes; says what is missing before sending', async () => {
    const page = await openPos();
    const categories = page.getByRole('tablist', { name: 'Menu categories' }).getByRole('tab');
    expect(await categories.allTextContents()).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Drinks']);
    expect(await page.getByRole('button', { name: 'Add Sold-out Omelette' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText(NOTICES.pos.cartEmpty).waitFor();

    // A takeaway needs a name; a table order does not (the table says whose it is).
    await page.getByRole('button', { name: 'Add Banana Pancakes' }).click();
    await page.getByLabel('Order Type').click();
    await page.getByRole('option', { name: 'Takeaway' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('alert').filter({ hasText: NOTICES.pos.customerNameRequired }).first().waitFor();
    expect(orderPosts()).toBe(0);

    // The server's own message is shown: dine in without a table.
    await page.getByLabel('Order Type').click();
    await page.getByRole('option', { name: 'Dine in' }).click();
    expect(await page.getByLabel('Customer Name (optional)').count()).toBe(1);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Table number is required for dine in').first().waitFor();
  });

  it('places an order once with options and requests, then takes cash in Q and shows the change', async () => {
    const page = await openPos();
    const state = restaurantOf(harness.api);
    const sentBefore = state.orderBodies.length;
    await page.getByRole('button', { name: 'Add Desayuno Chapín' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desayuno Chapín' });
    expect(await dialog.getByLabel('Scrambled').isChecked()).toBe(true);
    await dialog.getByLabel('Avocado (+Q 5.00)').check();
    await dialog.getByRole('button', { name: 'Add · Q 50.00' }).click();
    await page.getByRole('tab', { name: 'Drinks' }).click();
    await page.getByRole('button', { name: 'Add Licuado' }).click();
    await page.getByRole('button', { name: 'One more Licuado' }).click();
    await page.getByRole('button', { name: 'One more Licuado' }).click();
    await page.getByRole('listitem', { name: 'Licuado' }).getByLabel('Special requests').fill('No sugar');
    expect(await page.getByLabel('Order total').textContent()).toBe('Q 80.30');

    await page.getByLabel('Customer Name').fill('Ana López');
    await page.getByLabel('Table #').fill('4');
    await screenshot(page, 'pos');
    // A double click sends one order.
    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    await page.getByText(orderCreated('R-0142')).waitFor();
    expect(state.orders).toHaveLength(1);
    const sent = state.orderBodies.slice(sentBefore);
    expect(sent[0]).toMatchObject({
      orderType: 'dine_in',
      customerName: 'Ana López',
      tableNumber: '4',
      subtotal: '80.30',
      totalAmount: '80.30',
      source: 'pos',
      items: [
        { menuItemId: 1, quantity: 1, unitPrice: '50.00', totalPrice: '50.00', modifierOptionIds: [1, 3] },
        { menuItemId: 6, quantity: 3, unitPrice: '10.10', totalPrice: '30.30', specialRequests: 'No sugar' },
      ],
    });
    expect(new Set(sent.map((body) => body.clientOrderId)).size).toBe(1);
    expect(await page.getByLabel('Order total').textContent()).toBe('Q 0.00');

    const panel = page.getByRole('region', { name: 'Take Payment' });
    await panel.getByText('Total Q 80.30').waitFor();
    await panel.getByLabel('Amount tendered (Q)').fill('50');
    await panel.getByRole('button', { name: 'Mark paid' }).click();
    await panel.getByText('The amount handed over is less than the Q80.30 due').waitFor();
    await panel.getByLabel('Amount tendered (Q)').fill('100');
    await panel.getByRole('button', { name: 'Mark paid' }).click();
    await panel.getByText('Change due: Q 19.70').waitFor();
    expect(state.orders[0]?.paymentStatus).toBe('paid');
    await screenshot(page, 'pos-paid');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'pos-paid');
  });

  it('works on a phone: room service asks for the room, and the next order gets a new client id', async () => {
    const page = await openPos(PHONE);
    await page.getByRole('button', { name: 'Add Banana Pancakes' }).click();
    await page.getByLabel('Customer Name').fill('Mario');
    await page.getByLabel('Order Type').click();
    await page.getByRole('option', { name: 'Room service' }).click();
    expect(await page.getByLabel('Table #').count()).toBe(0);
    await page.getByLabel('Room #').fill('12');
    await screenshot(page, 'pos');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText(orderCreated('R-0143')).waitFor();
    const [first, second] = restaurantOf(harness.api).orders;
    expect(second).toMatchObject({ orderType: 'room_service', roomNumber: '12', tableNumber: null });
    expect(second?.clientOrderId).not.toBe(first?.clientOrderId);
  });
});
