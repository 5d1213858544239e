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
import { PHONE, screenshot, startConsole, type ConsoleHarness } from '../support/consoleHarness';

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
  });
});
