/**
 * The restaurant across the three apps: a guest orders two dishes for table 4 from the phone
 * menu; the order appears on the point of sale and the kitchen display without a reload;
 * the kitchen moves both tickets to served; the cashier takes cash in quetzales and sees the
 * change; the API then holds a served, paid order with the server's total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PHONE, TABLET, islandsHydrated, launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { signInToConsole } from './support/console';
import { signInStaff } from './support/staff-api';

const { siteUrl, consoleUrl } = inject('system');
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface OrderRow {
  orderNumber: string;
  status: string;
  paymentStatus: string;
  tableNumber: string | null;
  totalAmount: string;
}

describe('an order from a guest phone to the till', () => {
  it('goes from the menu through the kitchen to a cash payment with change', async () => {
    // The cashier opens the till with the float counted in the drawer; the POS takes payments
    // only into an open till session. The order must then arrive on its own.
    const till = await browser.newPage(TABLET);
    await signInToConsole(till.page, 'staff');
    await till.page.goto(`${consoleUrl}/till`);
    const openForm = till.page.getByRole('button', { name: 'Open till' });
    const closeForm = till.page.getByRole('button', { name: 'Close till' });
    // Open already (another run on this database), or closed: whichever the page shows first.
    await openForm.or(closeForm).waitFor();
    if (await openForm.isVisible()) {
      await till.page.getByLabel('Quetzales (Q)').fill('500');
      await till.page.getByLabel('US dollars ($)').fill('0');
      await openForm.click();
      await closeForm.waitFor();
    }
    await till.page.goto(`${consoleUrl}/pos?view=open`);
    await till.page.getByRole('heading', { name: 'Open orders', level: 2 }).waitFor();

    const guest = await browser.newPage(PHONE);
    await guest.page.goto(`${siteUrl}/restaurant/menu`);
    await islandsHydrated(guest.page);
    for (const dish of ['Banana Pancakes', 'Fish Tacos']) {
      await guest.page.locator('.dish', { hasText: dish }).getByRole('button', { name: 'Add to Cart' }).click();
    }
    await guest.page.getByRole('heading', { name: 'Your Order (2)' }).waitFor();
    expect(await guest.page.getByTestId('cart-total').innerText()).toBe('Q98.00');
    await guest.page.getByRole('button', { name: 'Place Order' }).click();
    await guest.page.getByLabel('Your name').fill('Lucía');
    await guest.page.getByLabel('Table number').fill('4');
    await guest.page.getByRole('button', { name: 'Send Order' }).click();
    const confirmation = guest.page.getByText(/^Order R-\d{4}/);
    await confirmation.waitFor();
    const orderNumber = /R-\d{4}/.exec(await confirmation.innerText())?.[0] ?? '';
    await screenshot(guest.page, 'restaurant-guest-ordered');
    expect(guest.errors).toEqual([]);

    // On the till, without a reload.
    const row = till.page.getByRole('list', { name: 'Open orders' }).getByRole('listitem', { name: orderNumber });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('Table 4');
    expect(await row.innerText()).toContain('Q 98.00');

    // The kitchen moves both dishes to served.
    const kitchen = await browser.newPage(TABLET);
    await signInToConsole(kitchen.page, 'staff');
    await kitchen.page.goto(`${consoleUrl}/kitchen`);
    await kitchen.page.getByRole('heading', { name: 'Kitchen display', level: 1 }).waitFor();
    await screenshot(kitchen.page, 'restaurant-kitchen');
    for (const dish of ['Banana Pancakes', 'Fish Tacos']) {
      const ticket = kitchen.page.getByRole('listitem', { name: `${orderNumber} ${dish}` });
      for (const [button, status] of [
        ['Start preparing', 'Preparing'],
        ['Mark ready', 'Ready'],
      ] as const) {
        await ticket.getByRole('button', { name: button }).click();
        await ticket.getByText(status, { exact: true }).waitFor();
      }
      await ticket.getByRole('button', { name: 'Mark served' }).click();
      await ticket.waitFor({ state: 'detached' });
    }
    expect(kitchen.errors).toEqual([]);

    // The cashier takes Q100 in cash for Q98.00.
    await row.click();
    const payment = till.page.getByRole('region', { name: 'Take Payment' });
    await payment.getByRole('button', { name: 'Cash (Q)' }).click();
    await payment.getByLabel('Amount tendered (Q)').fill('100');
    await payment.getByRole('button', { name: 'Mark paid' }).click();
    await till.page.getByText('Paid · Change due: Q 2.00').waitFor();
    await screenshot(till.page, 'restaurant-till-paid');
    expect(till.errors).toEqual([]);

    const staff = await signInStaff('staff');
    const orders = await staff.get<OrderRow[]>('/api/restaurant/orders');
    expect(orders.find((order) => order.orderNumber === orderNumber)).toMatchObject({
      status: 'served',
      paymentStatus: 'paid',
      tableNumber: '4',
      totalAmount: '98.00',
    });
  });
});
