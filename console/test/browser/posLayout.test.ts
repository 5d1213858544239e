/**
 * The point of sale as a cashier holds it: Place Order and the payment's buttons on screen at
 * 1280×800, on a 768×1024 tablet and on a phone, however long the order; a table order placed
 * with no name; and the whole till in Spanish on a tablet, with no word cut off.
 */
import { orderCreated } from '@lakeside/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantOf } from '../fake-api/restaurantRoutes';
import { seedOpenTill } from '../fake-api/tillRoutes';
import { DESKTOP, PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';

/** A smooth scroll on a loaded machine: how long a button may take to come into view. */
const SETTLED = { timeout: 5_000 };

/** Whether the whole of the element is inside the window, as it stands (nothing scrolled for it). */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

/** Buttons, tabs, chips and field labels whose words do not fit their box (cut or ellipsed). */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="tab"], .MuiChip-label, label, h1, h2')]
      .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );
}

describe('Point of sale on a screen, a tablet and a phone', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
    seedOpenTill(harness.api);
  });
  afterAll(() => harness?.close());

  async function openPos(user: string, viewport: { width: number; height: number }): Promise<Page> {
    const page = await harness.signedInPage(user, viewport);
    await page.goto(`${harness.url}/pos`);
    await page.getByRole('list', { name: /^(Dishes|Platillos)$/ }).waitFor();
    return page;
  }

  /** Clicks the button that places an order and gives the new order's number once the API has it. */
  async function placeWith(button: Locator): Promise<string> {
    const orders = restaurantOf(harness.api).orders;
    const before = orders.length;
    await button.click();
    await expect.poll(() => orders.length).toBe(before + 1);
    return orders.at(-1)?.orderNumber ?? '';
  }

  /** Eight lines, each with its Special requests field: an order column far taller than the screen. */
  async function longOrder(page: Page, add: (name: string) => Locator) {
    for (const eggs of ['Scrambled', 'Fried']) {
      for (const avocado of [false, true]) {
        await add('Desayuno Chapín').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(eggs).check();
        if (avocado) await dialog.getByRole('checkbox').check();
        await dialog.getByRole('button').last().click();
        await dialog.waitFor({ state: 'detached' });
      }
    }
    await add('Banana Pancakes').click();
    for (const [tab, dish] of [
      [1, 'Pepián'],
      [2, 'Lake Fish'],
      [3, 'Licuado'],
    ] as const) {
      await page.getByRole('tablist').last().getByRole('tab').nth(tab).click();
      await add(dish).click();
    }
  }

  for (const [name, viewport] of [
    ['1280×800', DESKTOP],
    ['a 768×1024 tablet', TABLET],
    ['a 390×844 phone', PHONE],
  ] as const) {
    it(`keeps Place Order and the payment's buttons on screen on ${name}, and takes a table order with no name`, async () => {
      const page = await openPos('sam', viewport);
      const add = (dish: string) => page.getByRole('button', { name: `Add ${dish}` });
      const placeOrder = page.getByRole('button', { name: 'Place Order' });
      await add('Banana Pancakes').waitFor();
      expect(await onScreen(page, placeOrder)).toBe(true);

      await longOrder(page, add);
      expect(await page.getByRole('list', { name: 'Order items' }).getByRole('listitem').count()).toBe(8);
      // Still on screen with the dishes in view, and after scrolling down to the order's end.
      expect(await onScreen(page, placeOrder)).toBe(true);
      await page.getByLabel('Table #').fill('9');
      await page.getByRole('list', { name: 'Order items' }).getByRole('listitem').last().scrollIntoViewIfNeeded();
      expect(await onScreen(page, placeOrder)).toBe(true);
      await screenshot(page, 'pos-long-order');

      const number = await placeWith(placeOrder);
      const placed = restaurantOf(harness.api).orders.find((order) => order.orderNumber === number);
      expect(placed).toMatchObject({ orderType: 'dine_in', tableNumber: '9', customerName: '' });
      await page.getByText(orderCreated(number)).waitFor();

      // The payment comes into view with its buttons, however much the loyalty and room parts add.
      const payment = page.getByRole('region', { name: 'Take Payment' });
      await payment.getByLabel('Amount tendered (Q)').fill('1000');
      for (const button of ['Mark paid', 'Later']) {
        await expect
          .poll(() => onScreen(page, payment.getByRole('button', { name: button, exact: true })), SETTLED)
          .toBe(true);
      }
      await screenshot(page, 'pos-payment');
      await payment.getByRole('button', { name: 'Mark paid' }).click();
      await payment.getByText(/Change due: Q/).waitFor();
      await screenshot(page, 'pos-payment-paid');
      await expect.poll(() => onScreen(page, payment.getByRole('button', { name: 'New order' })), SETTLED).toBe(true);
    }, 60_000);
  }

  it('is all in Spanish on a tablet, with nothing cut off', async () => {
    const page = await openPos('lucia', TABLET);
    await page.getByRole('heading', { name: 'Punto de venta', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Nueva orden' }).waitFor();
    await page.getByRole('tab', { name: 'Órdenes abiertas' }).waitFor();
    // The menu's own Spanish names, where staff wrote them.
    const categories = page.getByRole('tablist', { name: 'Categorías del menú' }).getByRole('tab');
    expect(await categories.allTextContents()).toEqual(['Desayunos', 'Almuerzos', 'Cenas', 'Bebidas']);
    await categories.nth(2).click();
    await page.getByRole('button', { name: 'Agregar Pescado del lago' }).waitFor();
    await categories.nth(0).click();
    await page.getByRole('button', { name: 'Enviar orden' }).click();
    await page.getByText('La orden está vacía').first().waitFor();

    await page.getByRole('button', { name: 'Agregar Desayuno Chapín' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desayuno Chapín' });
    await dialog.getByRole('button', { name: 'Agregar · Q 45.00' }).click();
    await page.getByLabel('Tipo de orden').click();
    await page.getByRole('option', { name: 'Para llevar' }).click();
    await page.getByRole('button', { name: 'Enviar orden' }).click();
    await page.getByRole('alert').filter({ hasText: 'El nombre del cliente es obligatorio' }).first().waitFor();
    await page.getByLabel('Tipo de orden').click();
    await page.getByRole('option', { name: 'Comer aquí' }).click();
    // The API's refusal of a table order without its table, in Spanish on the field and the notice.
    await page.getByRole('button', { name: 'Enviar orden' }).click();
    await page.getByText('El número de mesa es obligatorio para comer aquí').first().waitFor();
    await page.getByLabel('Mesa n.º').fill('3');
    await page.getByLabel('Indicaciones especiales').fill('Sin frijol');
    expect(await cutTexts(page)).toEqual([]);
    await screenshot(page, 'pos-es');

    const number = await placeWith(page.getByRole('button', { name: 'Enviar orden' }));
    await page.getByText(`Listo: la orden ${number} fue creada.`).waitFor();
    const payment = page.getByRole('region', { name: 'Cobrar' });
    await payment.getByRole('button', { name: 'Efectivo (USD)' }).click();
    await payment.getByText('A cobrar en dólares').waitFor();
    await payment.getByRole('button', { name: 'Tarjeta' }).click();
    await payment.getByLabel('Propina (Q)').fill('5');
    await payment.getByRole('button', { name: 'Efectivo (Q)' }).click();
    await payment.getByLabel('Recibido (Q)').fill('100');
    await expect
      .poll(() => onScreen(page, payment.getByRole('button', { name: 'Cobrar', exact: true })), SETTLED)
      .toBe(true);
    expect(await cutTexts(page)).toEqual([]);
    await screenshot(page, 'pos-es-payment');
    await payment.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await payment.getByText('Pagada · Vuelto: Q 50.00 · Propina Q 5.00').waitFor();

    await page.getByRole('tab', { name: /Órdenes abiertas/ }).click();
    const row = page.getByRole('listitem', { name: number });
    for (const part of ['Mesa 3', 'Caja', 'Pendiente', 'Pagada']) expect(await row.textContent()).toContain(part);
    await row.getByRole('button').click();
    const order = page.getByRole('region', { name: `Orden ${number}` });
    await order.getByText('Cocina: Pendiente').waitFor();
    await order.getByText('Desde Caja').waitFor();
    expect(await cutTexts(page)).toEqual([]);
    await screenshot(page, 'pos-es-open');

    // An order left unpaid ("Después") is cancelled from the open orders, in Spanish too.
    await page.getByRole('tab', { name: 'Nueva orden' }).click();
    await page.getByRole('button', { name: 'Agregar Banana Pancakes' }).click();
    await page.getByLabel('Mesa n.º').fill('6');
    const unpaid = await placeWith(page.getByRole('button', { name: 'Enviar orden' }));
    await page.getByRole('region', { name: 'Cobrar' }).getByRole('button', { name: 'Después' }).click();
    await page.getByRole('tab', { name: /Órdenes abiertas/ }).click();
    await page.getByRole('listitem', { name: unpaid }).getByRole('button').click();
    await page.getByRole('button', { name: 'Anular orden' }).click();
    const dialog2 = page.getByRole('dialog', { name: `¿Anular la orden ${unpaid}?` });
    await dialog2.getByText('La cocina deja de preparar sus platillos').waitFor();
    await dialog2.getByLabel('Motivo (opcional)').fill('Se fueron');
    expect(await cutTexts(page)).toEqual([]);
    await screenshot(page, 'pos-es-cancel');
    await dialog2.getByRole('button', { name: 'Confirmar anulación' }).click();
    await page.getByText(`Orden ${unpaid} anulada`).waitFor();
  }, 90_000);
});
