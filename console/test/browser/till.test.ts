/**
 * The till, as a cashier and a manager use it: the manager sets the day's dollar rate (history
 * kept, staff only read it); the POS refuses payments while the till is closed; the cashier
 * opens it with a float in Q and USD, takes cash in quetzales and in dollars (the dollars due
 * shown before tendering, the change in quetzales), reads the X report and closes with a
 * difference: the Z report, printable; the day's summary shows the same orders.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeGuestOrder } from '../fake-api/restaurantRoutes';
import { tillOf } from '../fake-api/tillRoutes';
import {
  PHONE,
  screenshot,
  startConsole,
  TABLET as UPRIGHT_TABLET,
  type ConsoleHarness,
} from '../support/consoleHarness';

const TABLET = { width: 1024, height: 768 };

/** A guest's order for table 4: Q75.10 (a Q65.00 dish and a Q10.10 one). */
function guestOrder(api: ConsoleHarness['api']): string {
  const placed = placeGuestOrder(api, {
    orderType: 'dine_in',
    customerName: 'Lucía',
    tableNumber: '4',
    roomNumber: null,
    clientOrderId: randomUUID(),
    items: [
      { menuItemId: 4, quantity: 1, unitPrice: '65.00', totalPrice: '65.00', specialRequests: null },
      { menuItemId: 6, quantity: 1, unitPrice: '10.10', totalPrice: '10.10', specialRequests: null },
    ],
  });
  expect(placed.status).toBe(201);
  return (placed.body as { orderNumber: string }).orderNumber;
}

describe('Till', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  /** The POS's payment card of an open order. */
  async function paymentOf(page: Page, orderNumber: string) {
    await page.goto(`${harness.url}/pos`);
    await page.getByRole('tab', { name: /^Open orders/ }).click();
    await page.getByRole('listitem', { name: orderNumber }).click();
    return page.getByRole('region', { name: 'Take Payment' });
  }

  it('lets managers set the day’s dollar rate and keeps its history; staff read it', async () => {
    const manager = await harness.signedInPage('mario');
    await manager.goto(harness.url);
    await manager.getByRole('menuitem', { name: 'Exchange rate' }).click();
    await manager.getByText('No rate is set').waitFor();
    const form = manager.getByRole('region', { name: 'Set the rate' });
    await form.getByLabel('Quetzales per US dollar').fill('775');
    await form.getByRole('button', { name: 'Save rate' }).click();
    await form.getByText('between 1 and 50').waitFor();
    await form.getByLabel('Quetzales per US dollar').fill('7.80');
    await form.getByRole('button', { name: 'Save rate' }).click();
    await form.getByText('Saved: Q 7.8000 per dollar').waitFor();
    await form.getByLabel('Quetzales per US dollar').fill('7.75');
    await form.getByLabel('Source (e.g. Banguat)').fill('Banguat');
    await form.getByRole('button', { name: 'Save rate' }).click();
    await manager.getByText('one US dollar is Q 7.7500, set by mario').waitFor();
    const history = manager.getByRole('region', { name: 'Rate history' });
    expect(await history.getByRole('row').count()).toBe(3);
    await screenshot(manager, 'till-exchange-rate');

    const cashier = await harness.signedInPage('sam');
    await cashier.goto(`${harness.url}/exchange-rate`);
    await cashier.getByText('one US dollar is Q 7.7500').waitFor();
    expect(await cashier.getByRole('region', { name: 'Set the rate' }).count()).toBe(0);
  });

  it('opens the till with a float, takes Q and USD, and closes it with a difference (X and Z reports)', async () => {
    const page = await harness.signedInPage('sam', TABLET);
    const first = guestOrder(harness.api);
    let payment = await paymentOf(page, first);
    await payment.getByText('The till is closed.').waitFor();
    expect(await payment.getByRole('button', { name: 'Mark paid' }).isDisabled()).toBe(true);

    await payment.getByRole('link', { name: 'Open the till' }).click();
    await page.getByRole('heading', { name: 'Till', level: 1 }).waitFor();
    const open = page.getByRole('region', { name: 'Open the till' });
    await open.getByLabel('Quetzales (Q)').fill('500');
    await open.getByLabel('US dollars ($)').fill('20');
    await open.getByRole('button', { name: 'Open till' }).click();
    await page.getByRole('region', { name: 'X report' }).waitFor();

    // Cash in quetzales: Q100 for Q75.10.
    payment = await paymentOf(page, first);
    await payment.getByLabel('Amount tendered (Q)').fill('100');
    await payment.getByRole('button', { name: 'Mark paid' }).click();
    await payment.getByText('Change due: Q 24.90').waitFor();

    // Dollars: the amount due in dollars before tendering, the change in quetzales.
    const second = guestOrder(harness.api);
    payment = await paymentOf(page, second);
    await payment.getByRole('button', { name: 'Cash (USD)' }).click();
    // Q75.10 at 7.75 is $9.6903… → $9.70
    await payment.getByLabel('Due in dollars').getByText('$9.70').waitFor();
    await screenshot(page, 'till-pos-dollars-due');
    await payment.getByLabel('Amount tendered (USD)').fill('20');
    await payment.getByRole('button', { name: 'Mark paid' }).click();
    // $20 at 7.75 is Q155.00, less Q75.10
    await payment.getByText('Change due: Q 79.90').waitFor();
    await payment.getByText('($9.70 at Q 7.7500 per $)').waitFor();

    await page.goto(`${harness.url}/till`);
    const x = page.getByRole('region', { name: 'X report' });
    const cash = x.getByRole('table', { name: 'Cash' });
    // Q: 500 + 100 − 24.90 − 79.90; USD: 20 + 20
    await cash
      .getByRole('row', { name: /Expected in the drawer/ })
      .getByText('Q 495.20')
      .waitFor();
    expect(await cash.getByRole('row', { name: /Expected in the drawer/ }).textContent()).toContain('$40.00');
    await screenshot(page, 'till-x-report');

    const close = page.getByRole('region', { name: 'Close the till' });
    await close.getByLabel('Quetzales (Q)').fill('485.20');
    await close.getByLabel('US dollars ($)').fill('40');
    await close.getByLabel('Note').fill('Q10 short');
    await close.getByRole('button', { name: 'Close till' }).click();
    const z = page.getByRole('region', { name: 'Z report' });
    await z.waitFor();
    const difference = await z
      .getByRole('table', { name: 'Cash' })
      .getByRole('row', { name: /Difference/ })
      .textContent();
    expect(difference).toContain('-Q 10.00');
    expect(difference).toContain('$0.00');
    expect(await z.textContent()).toContain('by sam');
    await page.getByRole('region', { name: 'Open the till' }).waitFor();
    await screenshot(page, 'till-z-report');

    // On paper only the report: no menu, no forms, no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('region', { name: 'Open the till' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print Z report' }).isVisible()).toBe(false);
    expect(await z.getByRole('table', { name: 'Cash' }).isVisible()).toBe(true);
    await screenshot(page, 'till-z-report-print');
    await page.emulateMedia({ media: 'screen' });

    const session = tillOf(harness.api).sessions[0]!;
    expect(session).toMatchObject({ status: 'closed', closedBy: 'sam', difference: { Q: '-10.00', USD: '0.00' } });
    const list = page.getByRole('region', { name: 'Till sessions' });
    await list.getByRole('link', { name: /#1/ }).click();
    await page.getByRole('region', { name: 'Z report' }).waitFor();

    // The day's figures: both orders paid, one in dollars.
    await page.goto(`${harness.url}/restaurant-summary`);
    const methods = page.getByRole('region', { name: 'By payment method' });
    await methods
      .getByRole('row', { name: /Cash \(USD\)/ })
      .getByText('$9.70')
      .waitFor();
    expect(await page.getByRole('region', { name: 'Orders' }).textContent()).toContain('2');
    await screenshot(page, 'till-daily-summary');

    // On a phone the Z report fits the screen's width.
    const phone = await harness.signedInPage('sam', PHONE);
    await phone.goto(`${harness.url}/till/sessions/1`);
    await phone.getByRole('region', { name: 'Z report' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'till-z-report');
    // A long walk through four screens: more than the default 30 s when the machine is busy.
  }, 60_000);

  it('reads in Spanish for a manager who chose it: open, X report, cash-up and Z report, past sessions, the day', async () => {
    const page = await harness.signedInPage('lucia', UPRIGHT_TABLET);
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'Caja' }).click();
    await page.getByRole('heading', { name: 'Caja', level: 1 }).waitFor();
    const sessions = page.getByRole('region', { name: 'Turnos de caja' });
    for (const header of ['Turno', 'Apertura', 'Cierre', 'Pagos', 'Diferencia']) {
      await sessions.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const open = page.getByRole('region', { name: 'Abrir caja' });
    await open.getByText('Cuente el fondo de caja en la gaveta').waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'till-open-es');
    await open.getByLabel('Quetzales (Q)').fill('300');
    await open.getByLabel('Dólares (US$)').fill('10');
    await open.getByLabel('Nota').fill('Turno de la tarde');
    await open.getByRole('button', { name: 'Abrir caja' }).click();

    const x = page.getByRole('region', { name: 'Reporte X' });
    await x.getByRole('heading', { name: /^Reporte X · turno de caja n\.º 2$/ }).waitFor();
    await x.getByText(/^Abierto el .* por lucia · todavía abierto · impreso el /).waitFor();
    const cash = x.getByRole('table', { name: 'Efectivo' });
    for (const row of ['Fondo de caja', 'Efectivo recibido', 'Vuelto entregado', 'Contado', 'Diferencia']) {
      await cash.getByRole('row', { name: new RegExp(`^${row}`) }).waitFor();
    }
    await cash.getByRole('row', { name: /^Esperado en la gaveta Q 300\.00 \$10\.00$/ }).waitFor();
    for (const table of ['Tarjeta', 'Propinas', 'Ventas']) await x.getByRole('table', { name: table }).waitFor();
    await x.getByRole('row', { name: /^Propinas con tarjeta/ }).waitFor();
    await x.getByRole('row', { name: /^Tipo de cambio/ }).waitFor();
    await page.getByRole('button', { name: 'Imprimir Reporte X' }).waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'till-x-report-es');

    const close = page.getByRole('region', { name: 'Corte de caja' });
    await close.getByLabel('Quetzales (Q)').fill('295');
    await close.getByLabel('Dólares (US$)').fill('10');
    await close.getByLabel('Nota').fill('Faltan Q5');
    await close.getByRole('button', { name: 'Cerrar caja' }).click();
    const z = page.getByRole('region', { name: 'Reporte Z' });
    await z.getByText(/· cerrado el .* por lucia ·/).waitFor();
    await z.getByRole('row', { name: /^Diferencia -Q 5\.00 \$0\.00$/ }).waitFor();
    await z.getByText('Nota: Faltan Q5').waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'till-z-report-es');

    await sessions.getByRole('link', { name: '#2' }).click();
    await page.getByRole('link', { name: '← Caja' }).waitFor();
    await page.getByRole('region', { name: 'Reporte Z' }).waitFor();
    await page.getByRole('button', { name: 'Imprimir Reporte Z' }).waitFor();
    // On paper the Spanish report alone, its button left off.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Imprimir Reporte Z' }).isVisible()).toBe(false);
    expect(await page.getByRole('table', { name: 'Efectivo' }).isVisible()).toBe(true);
    await screenshot(page, 'till-z-report-print-es');
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('menuitem', { name: 'Resumen del día' }).click();
    await page.getByRole('heading', { name: 'Resumen del día', level: 1 }).waitFor();
    const methods = page.getByRole('region', { name: 'Por forma de pago' });
    for (const header of ['Forma de pago', 'Órdenes', 'Ventas', 'Recibido']) {
      await methods.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await methods
      .getByRole('row', { name: /^Efectivo \(USD\) 1 / })
      .getByText('$9.70')
      .waitFor();
    await page
      .getByRole('region', { name: 'Por tipo de orden' })
      .getByRole('row', { name: /^Para llevar/ })
      .waitFor();
    await page.getByRole('region', { name: 'Más vendidos' }).waitFor();
    await page.getByText(/^y \$9\.70 en dólares$/).waitFor();
    await page.getByRole('button', { name: 'Imprimir resumen' }).waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'till-daily-summary-es');
    // The Z report in Spanish on a phone fits its width too.
    const phone = await harness.signedInPage('lucia', PHONE);
    await phone.goto(`${harness.url}/till/sessions/2`);
    await phone.getByRole('region', { name: 'Reporte Z' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'till-z-report-es');
    await phone.close();
    await page.close();
  }, 60_000);
});
