/**
 * The till and the kitchen with the lakeside internet down (context.setOffline): after one
 * online visit the POS opens from the service worker with its menu and the day's rate kept on
 * the tablet; the cashier takes three orders and two cash payments, closes the tab and opens it
 * again (nothing lost), and when the network returns the queue goes out in order: the database
 * then holds exactly those orders, priced by the server, and those payments in the till session.
 * The same queue sent again from two tabs changes nothing; a dish switched off on the server
 * meanwhile comes back as a refusal to resolve; the kitchen display keeps its tickets offline
 * and catches up without a reload.
 */
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MenuCategoryReply, MenuItemReply, OrderReply } from '@lakeside/contracts';
import { DESKTOP, launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { signInToConsole } from './support/console';
import { signInStaff, type StaffApi } from './support/staff-api';

const { consoleUrl, sqlitePath } = inject('system');
const TABLET_PORTRAIT = { width: 768, height: 1024 } as const;
/** What a page logs because the network is cut: not a fault of the app. */
const NETWORK_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|EventSource/;

let browser: TestBrowser;
let staff: StaffApi;
let manager: StaffApi;
let dishes: MenuItemReply[];

function rows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(sqlitePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

interface OrderRow {
  id: number;
  orderNumber: string;
  customerName: string;
  totalAmount: number;
  paymentStatus: string;
  paymentMethod: string | null;
  tendered: number | null;
  changeGiven: number | null;
  tillSessionId: number | null;
  clientOrderId: string;
  clientPaymentId: string | null;
}
const ordersOf = (namePrefix: string) =>
  rows<OrderRow>(
    `SELECT id, orderNumber, customerName, totalAmount, paymentStatus, paymentMethod, tendered, changeGiven,
            tillSessionId, clientOrderId, clientPaymentId
       FROM restaurant_orders WHERE customerName LIKE ? ORDER BY id`,
    `${namePrefix}%`,
  );
const ticketCount = (orderIds: number[]) =>
  rows<{ n: number }>(
    `SELECT COUNT(*) AS n FROM kitchen_queue k JOIN order_items i ON i.id = k.orderItemId
      WHERE i.orderId IN (${orderIds.map(() => '?').join(',')})`,
    ...orderIds,
  )[0]?.n;
const paymentCountOfOpenTill = () =>
  rows<{ paymentCount: number }>('SELECT paymentCount FROM till_sessions WHERE openTill IS NOT NULL')[0]?.paymentCount;

const money = (value: number | string) => Number(value).toFixed(2);
const errorsBesidesNetwork = (errors: string[]) => errors.filter((error) => !NETWORK_NOISE.test(error));

/** Waits until the device keeps the POS's reads (menu, open orders, till) in IndexedDB. */
async function keptOnDevice(page: Page, keys: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string[]>((resolve) => {
              const open = indexedDB.open('lakeside-till');
              open.onsuccess = () => {
                const request = open.result.transaction('snapshots').objectStore('snapshots').getAllKeys();
                request.onsuccess = () => resolve(request.result.map(String));
                request.onerror = () => resolve([]);
              };
              open.onerror = () => resolve([]);
            }),
        ),
      { timeout: 10_000 },
    )
    .toEqual(expect.arrayContaining(keys));
}

/** Each outbox entry's state and the server's id for it (the order's id, the payment's till session). */
async function outboxReplies(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('lakeside-till');
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () =>
            resolve(
              (request.result as { state: string; placed?: { id: number }; taken?: { tillSessionId: number } }[]).map(
                (entry) => `${entry.state} ${entry.placed?.id ?? entry.taken?.tillSessionId ?? '-'}`,
              ),
            );
        };
      }),
  );
}

/** A screenshot of the top of the screen, where the connection banner is. */
async function shotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** The outbox's sent entries back to "waiting", as if every reply had been lost on the way back. */
async function forgetReplies(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lakeside-till');
        open.onsuccess = () => {
          const transaction = open.result.transaction('outbox', 'readwrite');
          const store = transaction.objectStore('outbox');
          const all = store.getAll();
          let count = 0;
          all.onsuccess = () => {
            for (const entry of all.result as { state: string; placed?: unknown; taken?: unknown }[]) {
              if (entry.state !== 'sent') continue;
              store.put({ ...entry, state: 'waiting', placed: undefined, taken: undefined });
              count += 1;
            }
          };
          transaction.oncomplete = () => {
            new BroadcastChannel('lakeside-till-outbox').postMessage('changed');
            resolve(count);
          };
          transaction.onerror = () => reject(new Error('outbox not writable'));
        };
      }),
  );
}

async function addDishes(page: Page, names: string[]): Promise<void> {
  for (const name of names) await page.getByRole('button', { name: `Add ${name}` }).click();
}

async function placeOffline(page: Page, names: string[], customer: string, table: string): Promise<void> {
  await addDishes(page, names);
  await page.getByLabel('Customer Name').fill(customer);
  await page.getByLabel('Table #').fill(table);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page
    .getByRole('region', { name: 'Take Payment' })
    .getByText(`Take Payment · ${customer} · Table ${table}`)
    .waitFor();
}

async function payCashOffline(page: Page, tendered: string): Promise<void> {
  const panel = page.getByRole('region', { name: 'Take Payment' });
  await panel.getByLabel('Amount tendered (Q)').fill(tendered);
  await panel.getByRole('button', { name: 'Mark paid' }).click();
  await panel.getByText(/Cash taken, waiting to be sent/).waitFor();
  await panel.getByRole('button', { name: 'New order' }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await signInStaff('staff');
  manager = await signInStaff('admin');
  const till = await staff.get<{ session: unknown }>('/api/till');
  if (!till.session) await staff.send('POST', '/api/till/sessions', { floatGtq: '500.00', floatUsd: '0.00' });
  const menu = await staff.get<MenuCategoryReply[]>('/api/restaurant/menu/full');
  // Dishes of the first category that need no choices: one tap adds them.
  dishes = (menu[0]?.items ?? []).filter((item) => item.modifiers.length === 0);
  expect(dishes.length).toBeGreaterThanOrEqual(3);
});

afterAll(async () => {
  await browser?.close();
});

describe('the POS with the network cut', () => {
  it('takes three orders and two cash payments offline, keeps them over a closed tab, and sends each once', async () => {
    const [first, second] = dishes as [MenuItemReply, MenuItemReply];
    const { page, errors } = await browser.newPage(TABLET_PORTRAIT);
    const context = page.context();
    await signInToConsole(page, 'staff');
    await page.goto(`${consoleUrl}/pos`);
    await page.getByRole('button', { name: `Add ${first.name}` }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Chromium's own installability checks (manifest, icons, a service worker controlling the page).
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    // A test context is incognito, where Chromium installs nothing: every other check must pass.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const { url: manifestUrl } = await devtools.send('Page.getAppManifest');
    expect(manifestUrl).toBe(`${consoleUrl}/manifest.webmanifest`);
    // Detached, so the network emulation below is the only one on the page.
    await devtools.detach();
    await keptOnDevice(page, ['restaurant/menu/full', 'till', 'pos/open-orders']);
    const sessionPayments = paymentCountOfOpenTill() ?? 0;

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Point of sale', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Offline' }).first().waitFor();
    await placeOffline(page, [first.name], 'Offline guest 1', '11');
    await payCashOffline(page, '200');
    await placeOffline(page, [first.name, second.name], 'Offline guest 2', '12');
    await payCashOffline(page, '300');
    await placeOffline(page, [second.name, second.name], 'Offline guest 3', '13');
    await page.getByRole('region', { name: 'Take Payment' }).getByRole('button', { name: 'Later' }).click();
    await page.getByText('5 waiting to be sent').waitFor();
    await shotFromTop(page, 'offline-till-queued');
    await page.setViewportSize(DESKTOP);
    await shotFromTop(page, 'offline-till-queued');
    expect(ordersOf('Offline guest')).toEqual([]);

    // The tab is closed and the tablet opens the POS again, still offline: the queue is there.
    await page.close();
    const reopened = await context.newPage();
    reopened.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    reopened.on('pageerror', (error) => errors.push(error.message));
    await reopened.goto(`${consoleUrl}/pos`);
    await reopened.getByText('5 waiting to be sent').waitFor();
    const waiting = reopened.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem');
    expect(await waiting.allInnerTexts()).toEqual([
      expect.stringContaining('Offline guest 1 · Table 11'),
      expect.stringContaining('Offline guest 1 · Table 11'),
      expect.stringContaining('Offline guest 2 · Table 12'),
      expect.stringContaining('Offline guest 2 · Table 12'),
      expect.stringContaining('Offline guest 3 · Table 13'),
    ]);
    expect(await waiting.first().innerText()).toContain('(provisional)');

    await context.setOffline(false);
    const sent = reopened.getByRole('list', { name: 'Sent' });
    await reopened.getByText('All sent').waitFor({ timeout: 20_000 });
    await shotFromTop(reopened, 'offline-till-all-sent');

    const orders = ordersOf('Offline guest');
    const prices = (names: MenuItemReply[]) => money(names.reduce((sum, dish) => sum + Number(dish.price), 0));
    expect(orders.map((order) => [order.customerName, money(order.totalAmount)])).toEqual([
      ['Offline guest 1', prices([first])],
      ['Offline guest 2', prices([first, second])],
      ['Offline guest 3', prices([second, second])],
    ]);
    expect(
      orders.map((order) => [order.paymentStatus, order.paymentMethod, order.tendered && money(order.tendered)]),
    ).toEqual([
      ['paid', 'cash_gtq', '200.00'],
      ['paid', 'cash_gtq', '300.00'],
      ['pending', null, null],
    ]);
    expect(orders[0]!.changeGiven).toBeCloseTo(200 - Number(first.price));
    expect(orders.slice(0, 2).every((order) => order.tillSessionId !== null && order.clientPaymentId)).toBe(true);
    expect(paymentCountOfOpenTill()).toBe(sessionPayments + 2);
    // The tablet shows what the server made of them: its numbers and its totals.
    for (const order of orders) {
      await sent.getByText(`Order ${order.orderNumber} · ${order.customerName}`).waitFor();
    }
    expect(await sent.innerText()).toContain(`Total Q ${prices([second, second])}`);

    // Every reply lost: the same queue goes out again, from this tab and a second one at once,
    // and each entry gets the server's answer back: the same orders, the same till session.
    const answered = await outboxReplies(reopened);
    expect(answered.filter((line) => line.startsWith('sent '))).toHaveLength(5);
    const secondTab = await context.newPage();
    await secondTab.goto(`${consoleUrl}/pos`);
    await secondTab.getByText('All sent').waitFor();
    expect(await forgetReplies(reopened)).toBe(5);
    await expect.poll(() => outboxReplies(secondTab), { timeout: 20_000 }).toEqual(answered);
    await Promise.all([reopened, secondTab].map((tab) => tab.getByText('All sent').waitFor({ timeout: 20_000 })));
    expect(ordersOf('Offline guest')).toEqual(orders);
    // One kitchen ticket a line: one, two, and one line of two.
    expect(ticketCount(orders.map((order) => order.id))).toBe(4);
    expect(paymentCountOfOpenTill()).toBe(sessionPayments + 2);
    expect(errorsBesidesNetwork(errors)).toEqual([]);
  });

  it('brings back an order with a dish switched off meanwhile as a refusal to resolve', async () => {
    const doomed = dishes[2]!;
    const { page, errors } = await browser.newPage(TABLET_PORTRAIT);
    await signInToConsole(page, 'staff');
    await page.goto(`${consoleUrl}/pos`);
    await page.getByRole('button', { name: `Add ${doomed.name}` }).waitFor();
    await keptOnDevice(page, ['restaurant/menu/full']);

    await page.context().setOffline(true);
    await placeOffline(page, [doomed.name], 'Refused guest', '9');
    const row = await manager.get<Record<string, unknown>>(`/api/admin/menu-items/${doomed.id}`);
    await manager.send('PUT', `/api/admin/menu-items/${doomed.id}`, { ...row, isAvailable: false });
    try {
      await page.context().setOffline(false);
      const refused = page.getByRole('list', { name: 'Refused' });
      await refused.getByText(`Order · Refused guest · Table 9 — ${doomed.name} is not available right now`).waitFor({
        timeout: 20_000,
      });
      await shotFromTop(page, 'offline-till-refused');
      expect(ordersOf('Refused guest')).toEqual([]);
      await refused.getByRole('button', { name: 'Drop' }).click();
      await refused.waitFor({ state: 'detached' });
      expect(errorsBesidesNetwork(errors).filter((error) => !/\b409\b/.test(error))).toEqual([]);
    } finally {
      await manager.send('PUT', `/api/admin/menu-items/${doomed.id}`, { ...row, isAvailable: true });
    }
  });
});

describe('the kitchen display with the network cut', () => {
  it('keeps its tickets, says since when it is offline, and catches up without a reload', async () => {
    const [dish] = dishes as [MenuItemReply];
    const { page, errors } = await browser.newPage(TABLET_PORTRAIT);
    await signInToConsole(page, 'staff');
    await page.goto(`${consoleUrl}/kitchen`);
    await page.getByRole('heading', { name: 'Kitchen display', level: 1 }).waitFor();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await page.context().setOffline(true);
    await page.getByText(/^Offline · last update \d{2}:\d{2}/).waitFor({ timeout: 15_000 });
    const order = await staff.send<OrderReply>('POST', '/api/restaurant/orders', {
      orderType: 'dine_in',
      customerName: 'Kitchen guest',
      tableNumber: '7',
      subtotal: dish.price,
      totalAmount: dish.price,
      items: [{ menuItemId: dish.id, quantity: 1, unitPrice: dish.price, totalPrice: dish.price }],
      source: 'pos',
    });
    await screenshot(page, 'offline-kitchen');
    const ticket = page.getByRole('listitem', { name: `${order.orderNumber} ${dish.name}` });
    expect(await ticket.count()).toBe(0);

    await page.context().setOffline(false);
    await ticket.waitFor({ timeout: 15_000 });
    await page.getByText(/^Offline · last update/).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'offline-kitchen-caught-up');
    expect(errorsBesidesNetwork(errors)).toEqual([]);
  });
});
