/**
 * The staff console against the real API: signing in, dashboard figures that match the
 * database, a walk-in booking on the calendar checked in and out, a stay paid online cancelled
 * after its window with a full refund, an expense with a real receipt upload, editing a menu item that guests then see,
 * a CSV export and signing out — and a `staff` member kept out of finance.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { signInToConsole } from './support/console';
import { queryDatabase } from './support/database';
import { retreatDate } from './support/retreat-date';
import { signInStaff, type StaffApi } from './support/staff-api';

const { apiUrl, consoleUrl, siteUrl } = inject('system');
/** A real 1×1 PNG: the API judges a receipt by its bytes, not by its name. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let browser: TestBrowser;

let staff: StaffApi;

beforeAll(async () => {
  [browser, staff] = await Promise.all([launchBrowser(), signInStaff('manager')]);
});

afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('a manager in the console', () => {
  it('sees dashboard figures that match the API and the database', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await signInToConsole(page, 'manager');
    // This month, as the owner's dashboard opens on it.
    const { current } = await staff.get<{
      current: { totalRevenue: { paid: string }; rooms: { nightsSold: number; nightsAvailable: number } };
    }>('/api/dashboard?period=month');
    const quetzales = (amount: string) =>
      `Q ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(amount))}`;
    // The card's value (its detail may say "vs Q …" with the same amount).
    await card(page, 'Revenue received')
      .getByText(quetzales(current.totalRevenue.paid), { exact: true })
      .first()
      .waitFor();

    const month = retreatDate().slice(0, 7);
    const { rooms } = queryDatabase<{ rooms: number }>('SELECT COUNT(*) AS rooms FROM rooms WHERE isActive = 1');
    const [year = 0, monthNumber = 0] = month.split('-').map(Number);
    const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    // Every room, every night of the month, is a night that could be sold.
    expect(current.rooms.nightsAvailable).toBe(rooms * daysInMonth);
    expect(await card(page, 'Occupancy').textContent()).toContain(
      `${current.rooms.nightsSold} of ${current.rooms.nightsAvailable} room nights`,
    );
    await screenshot(page, 'console-dashboard');
    expect(errors).toEqual([]);
  });

  it('books a walk-in guest at the desk and sees the stay on the calendar', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await signInToConsole(page, 'manager');
    // Tonight and tomorrow night: the stay always starts in the month the calendar opens on.
    const [checkin, checkout] = [retreatDate(0), retreatDate(2)];
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${checkin}T12:00:00Z`),
    );
    const calendar = page.getByRole('table', { name: `Room bookings, ${monthName}` });
    await calendar.waitFor();
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByRole('combobox', { name: 'Room' }).click();
    await page.getByRole('option', { name: /Private Lake-side Cottage/ }).click();
    await dialog.getByLabel('Check-in').fill(checkin);
    await dialog.getByLabel('Check-out').fill(checkout);
    await dialog.getByLabel('Guests').fill('3');
    await dialog.getByLabel('Guest name').fill('Wanda Walkin');
    await dialog.getByLabel('Email').fill('wanda@example.com');
    await dialog.getByLabel('Phone').fill('+502 5555 0404');
    await dialog
      .getByRole('status', { name: 'Price and availability' })
      .getByText('2 nights · $200.00, to pay at the retreat')
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('Booking confirmed').waitFor();
    await calendar.getByText('Wanda Walkin').first().waitFor();
    await screenshot(page, 'console-calendar');

    const { nights, status } = queryDatabase<{ nights: number; status: string }>(
      `SELECT b.status AS status, COUNT(n.night) AS nights FROM room_bookings b
         LEFT JOIN room_nights n ON n.bookingId = b.id WHERE b.guestName = ? GROUP BY b.id`,
      'Wanda Walkin',
    );
    expect({ nights, status }).toEqual({ nights: 2, status: 'confirmed' });
    expect(errors).toEqual([]);
  });

  it('checks the walk-in guest in and out from the calendar', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await signInToConsole(page, 'manager');
    const open = async () => {
      await page
        .getByRole('button', { name: /^Open booking: Wanda Walkin/ })
        .first()
        .click();
      return page.getByRole('dialog', { name: 'Wanda Walkin' });
    };
    let dialog = await open();
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await dialog.waitFor({ state: 'hidden' });
    dialog = await open();
    await dialog.getByText('Checked in').waitFor();
    await dialog.getByRole('button', { name: 'Check out' }).click();
    await dialog.waitFor({ state: 'hidden' });
    dialog = await open();
    await dialog.getByText('Checked out').waitFor();
    const row = queryDatabase<{ checkedIn: string | null; checkedOut: string | null }>(
      'SELECT checkedInAt AS checkedIn, checkedOutAt AS checkedOut FROM room_bookings WHERE guestName = ?',
      'Wanda Walkin',
    );
    expect(row.checkedIn).not.toBeNull();
    expect(row.checkedOut).not.toBeNull();
    expect(errors).toEqual([]);
  });

  it('cancels a stay paid online after its free window, refunding it in full with a reason', async () => {
    // A guest paid online for a stay from tonight: the 48-hour window has closed.
    const draft = {
      checkinDate: retreatDate(0),
      checkoutDate: retreatDate(2),
      roomType: 'garden_cottage',
      guests: 2,
      guestName: 'Gina Online',
      email: 'gina@example.com',
      phone: '+502 5555 0505',
    };
    const order = await fetch(`${apiUrl}/paypal/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl },
      body: JSON.stringify({ amount: '200.00', currency: 'USD', intent: 'CAPTURE', booking: draft }),
    });
    expect(order.status).toBe(201);
    const { id } = (await order.json()) as { id: string };
    const capture = await fetch(`${apiUrl}/paypal/order/${id}/capture`, {
      method: 'POST',
      headers: { origin: siteUrl },
    });
    expect(capture.status).toBe(200);

    const { page, errors } = await browser.newPage(DESKTOP);
    await signInToConsole(page, 'manager');
    await page
      .getByRole('button', { name: /^Open booking: Gina Online/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Gina Online' });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByRole('combobox', { name: 'Refund' }).click();
    await page.getByRole('option', { name: 'The full amount' }).click();
    await dialog.getByLabel('Reason (needed to override the policy)').fill('Boats stopped by the storm');
    await screenshot(page, 'console-cancel-late-refund');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await page.getByText('Booking cancelled').waitFor();

    const refund = queryDatabase<{ amount: number | string; status: string; nights: number }>(
      `SELECT p.amount AS amount, p.status AS status,
              (SELECT COUNT(*) FROM room_nights n WHERE n.bookingId = b.id) AS nights
         FROM room_bookings b JOIN booking_payments p ON p.bookingKind = 'room' AND p.bookingId = b.id AND p.kind = 'refund'
        WHERE b.guestName = ?`,
      'Gina Online',
    );
    expect(refund).toMatchObject({ status: 'completed', nights: 0 });
    expect(Number(refund.amount)).toBe(200);
    expect(errors).toEqual([]);
  });

  it('adds an expense with a receipt photo and sees the summary change', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await signInToConsole(page, 'manager');
    await page.getByRole('link', { name: 'Expense Management' }).click();
    await page.getByRole('heading', { name: 'Expense Management', level: 1 }).waitFor();
    const { count: before } = queryDatabase<{ count: number }>('SELECT COUNT(*) AS count FROM expenses');

    await page.getByRole('button', { name: before === 0 ? 'Add First Expense' : 'Add Expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Expense' });
    await dialog.getByLabel('Vendor').fill('Ferretería del Lago');
    await dialog.getByLabel('Amount').fill('125.5');
    await dialog.getByLabel('Description').fill('Pipes for the sauna');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Maintenance' }).click();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: RECEIPT_PNG,
    });
    await dialog.getByRole('status').filter({ hasText: 'receipt.png ready for upload' }).waitFor();
    await dialog.getByRole('button', { name: 'Add Expense' }).click();
    await page.getByText('Your expense has been recorded successfully.').waitFor();

    const total = `${before + 1} ${before + 1 === 1 ? 'expense' : 'expenses'} in total`;
    await card(page, 'Total Expenses').getByText(total).waitFor();
    expect(await card(page, 'Monthly Expenses').textContent()).toContain('Q 125.50');
    const row = page.getByRole('list', { name: 'Recent expenses' }).getByRole('listitem').first();
    await row.getByText('Ferretería del Lago — Pipes for the sauna').waitFor();

    // The receipt really reached the server, and comes back only with a staff session.
    const href = new URL((await row.getByRole('link', { name: 'Receipt' }).getAttribute('href')) ?? '', consoleUrl)
      .href;
    const receipt = await page.context().request.get(href);
    expect(receipt.headers()['content-type']).toBe('image/png');
    expect((await receipt.body()).equals(RECEIPT_PNG)).toBe(true);
    expect((await fetch(href)).status).toBe(401);
    await screenshot(page, 'console-expenses');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'console-expenses');
    expect(errors).toEqual([]);
  });

  it('edits a menu item, and guests see the new price and Spanish name', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await signInToConsole(page, 'manager');
    await page.goto(`${consoleUrl}/menu-items`);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Granola');
    await page.getByText('1-1 of 1').waitFor();
    await page.getByText('Granola Bowl').click();
    // The label reads 'Price *' (required); 'Cost price' must not match.
    await page.getByLabel(/^Price/).fill('52.50');
    await page.getByLabel('Name (Spanish)').fill('Tazón de granola de la casa');
    await screenshot(page, 'console-menu-item-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor();

    const menu = (await (await fetch(`${apiUrl}/api/restaurant/menu/full`)).json()) as {
      items: { name: string; nameEs: string | null; price: string }[];
    }[];
    expect(menu.flatMap((category) => category.items).find((item) => item.name === 'Granola Bowl')).toMatchObject({
      price: '52.50',
      nameEs: 'Tazón de granola de la casa',
    });
    const guestPage = await browser.newPage(PHONE);
    await guestPage.page.goto(`${siteUrl}/restaurant/menu`);
    await guestPage.page.locator('article', { hasText: 'Granola Bowl' }).getByText('Q52.50').waitFor();
    await guestPage.page.goto(`${siteUrl}/es/restaurant/menu`);
    await guestPage.page.locator('article', { hasText: 'Tazón de granola de la casa' }).getByText('Q52.50').waitFor();
    expect(guestPage.errors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('exports a list as CSV and signs out', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await signInToConsole(page, 'manager');
    await page.goto(`${consoleUrl}/menu-categories`);
    await page.getByText('1-4 of 4').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`menu-categories-${retreatDate()}.csv`);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Name');
    for (const category of ['Breakfast', 'Lunch', 'Dinner', 'Drinks']) expect(csv).toContain(category);

    const cookieBefore = (await page.context().cookies(apiUrl))[0];
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Lakeside Console — Staff sign-in' }).waitFor();
    // The old session is over on the server, not only forgotten by the browser.
    const stale = await fetch(`${apiUrl}/api/auth/user`, {
      headers: { Cookie: `${cookieBefore?.name}=${cookieBefore?.value}` },
    });
    expect(stale.status).toBe(401);
    expect(errors).toEqual([]);
  });
});

describe('a staff member (not a manager)', () => {
  it('cannot open the finance screens', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await signInToConsole(page, 'staff');
    expect(await page.getByRole('link', { name: 'Expense Management' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Finance' }).count()).toBe(0);
    await page.goto(`${consoleUrl}/expenses`);
    await page.getByText('Either you typed a wrong URL').waitFor();
    await screenshot(page, 'console-staff-no-finance');
    // And the API says no too, whatever the screen shows.
    const staffApi = await signInStaff('staff');
    await expect(staffApi.get('/api/expenses')).rejects.toThrow(/→ 403/);
    expect(errors).toEqual([]);
  });
});
