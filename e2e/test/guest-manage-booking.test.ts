/**
 * A guest books a room on the site through the simulated payment provider, opens the link in
 * the confirmation mail (as the API wrote it to its outbox) on a phone, sees the booking with
 * its dates and free-cancellation deadline, moves it one night shorter on a desktop in Spanish
 * (the difference refunded, a change mail sent), and cancels it from the phone. The page then
 * says it is cancelled and refunded, the database holds the cancelled row with its nights freed
 * and both refunds completed, and staff see it cancelled through the API and in the console.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DESKTOP, PHONE, islandsHydrated, launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { signInToConsole } from './support/console';
import { queryDatabase } from './support/database';
import { newestMailTo } from './support/outbox';
import { retreatDate } from './support/retreat-date';
import { signInStaff, type StaffApi } from './support/staff-api';

const { siteUrl, consoleUrl } = inject('system');
let browser: TestBrowser;
let staff: StaffApi;

beforeAll(async () => {
  [browser, staff] = await Promise.all([launchBrowser(), signInStaff('manager')]);
});

afterAll(async () => {
  await browser?.close();
});

/** 'Wednesday, January 27, 2027': a calendar date as the manage page writes it in English. */
function fullDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

describe('a guest manages their booking from the confirmation mail', () => {
  // Nights no other system test books: the lake-side cottage, ten weeks ahead.
  const checkin = retreatDate(70);
  const checkout = retreatDate(73);
  const guest = { name: 'Inés Manage', email: 'ines.manage@example.com' };

  it('books, opens the mailed link on a phone, changes the dates, cancels, and the refunds are recorded', async () => {
    // Book and pay on the site, as guest-room-booking does.
    const booking = await browser.newPage(PHONE);
    await booking.page.goto(`${siteUrl}/book/lakeside_cottage?checkin=${checkin}&checkout=${checkout}&guests=2`);
    await islandsHydrated(booking.page);
    await booking.page.getByRole('button', { name: 'Check Availability & Book' }).click();
    const outcome = booking.page.locator('.book-outcome');
    expect(await outcome.innerText()).toContain('Available!');
    await outcome.getByRole('button', { name: 'Book Now' }).click();
    const dialog = booking.page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill(guest.name);
    await dialog.getByLabel('Email Address').fill(guest.email);
    await dialog.getByLabel('Phone Number').fill('+502 5555 0303');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByText('Simulated payment — no money moves').waitFor();
    await dialog.getByRole('checkbox', { name: 'I accept the terms and the cancellation policy' }).check();
    await dialog.getByRole('button', { name: 'Pay $300' }).click();
    await dialog.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    expect(booking.errors).toEqual([]);
    await booking.page.context().close();

    // The confirmation mail, as the API kept it in its outbox, and the link in it.
    const mail = await newestMailTo(guest.email, { subject: /^Your stay at Lakeside is confirmed/ });
    const row = queryDatabase<{ id: number; reference: string }>(
      'SELECT id, reference FROM room_bookings WHERE email = ? ORDER BY id DESC LIMIT 1',
      guest.email,
    );
    const linkPattern = new RegExp(`${siteUrl.replace(/[.]/g, '\\.')}/booking/([A-Z0-9-]+)\\?t=[A-Za-z0-9_%.~-]+`);
    const link = linkPattern.exec(mail.text)?.[0];
    expect(link, `a manage link in the mail:\n${mail.text}`).toBeDefined();
    expect(linkPattern.exec(mail.text)?.[1]).toBe(row.reference);
    // The HTML part carries the same link (its button).
    expect(mail.html).toContain(link);
    expect(mail.text).toContain(row.reference);

    // The guest opens it on a phone.
    const { page, errors } = await browser.newPage(PHONE);
    const response = await page.goto(link!);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Your booking' }).waitFor();
    expect(await page.getByText(`Booking ${row.reference}`).isVisible()).toBe(true);
    expect(await page.locator('.status-pill').innerText()).toBe('Confirmed');
    const booked = page.getByRole('region', { name: 'What you booked' });
    expect(await booked.innerText()).toContain('Private Lake-side Cottage');
    expect(await booked.getByRole('definition').allInnerTexts()).toEqual([fullDate(checkin), fullDate(checkout), '2']);
    const payment = page.getByRole('region', { name: 'Payment' });
    expect(await payment.innerText()).toMatch(/\$300\.00[\s\S]*Paid online[\s\S]*Paid \$300\.00 on /);
    // Free cancellation until 15:00 at the retreat, two days before check-in.
    const terms = page.getByRole('region', { name: 'Cancelling' });
    expect(await terms.locator('.deadline').innerText()).toMatch(
      new RegExp(`^Free cancellation until ${fullDate(retreatDate(68))} at 3:00\\sPM \\(Guatemala time\\)\\.$`),
    );
    expect(await terms.innerText()).toContain('If you cancel now, we refund the full $300.00');
    await screenshot(page, 'guest-manage-booking', { fullPage: true });

    // One night shorter, on a desktop in Spanish: the new price first, then the move.
    const newCheckout = retreatDate(72);
    const desktop = await browser.newPage(DESKTOP);
    await desktop.page.goto(link!.replace('/booking/', '/es/booking/'));
    const change = desktop.page.getByRole('region', { name: 'Cambiar fechas' });
    await change.getByLabel('Nueva salida').fill(newCheckout);
    await Promise.all([
      desktop.page.waitForURL(/\/es\/booking\/[^/]+\/dates\?/),
      change.getByRole('button', { name: 'Ver el nuevo precio' }).click(),
    ]);
    const quote = desktop.page.getByRole('region', { name: 'Su nueva estancia' });
    expect(await quote.innerText()).toMatch(/2 noches × USD\s100[\s\S]*Le devolvemos la diferencia, USD\s100\.00/);
    await screenshot(desktop.page, 'guest-manage-booking-dates-es', { fullPage: true });
    await Promise.all([
      desktop.page.waitForURL(/changed=1/),
      quote.getByRole('button', { name: 'Confirmar las nuevas fechas' }).click(),
    ]);
    await desktop.page.getByRole('status').filter({ hasText: 'Su estancia tiene nuevas fechas' }).waitFor();
    expect(desktop.errors).toEqual([]);
    await desktop.page.context().close();
    const changeMail = await newestMailTo(guest.email, { subject: new RegExp(`^Your booking ${row.reference} has new dates`) });
    expect(changeMail.text).toContain('We are refunding the difference, USD 100.00');

    // Back on the phone, the booking shows its new dates and the refund of the difference.
    await page.reload();
    expect(await booked.getByRole('definition').allInnerTexts()).toEqual([fullDate(checkin), fullDate(newCheckout), '2']);
    expect(await payment.innerText()).toMatch(/\$200\.00[\s\S]*Refunded \$100\.00 on /);
    expect(await terms.innerText()).toContain('If you cancel now, we refund the full $200.00');

    // Cancel: the control opens the confirmation, which the guest confirms.
    await terms.locator('summary').getByText('Cancel booking', { exact: true }).click();
    await terms.getByRole('heading', { name: 'Cancel this booking?' }).waitFor();
    await terms.getByRole('button', { name: 'Yes, cancel my booking' }).click();

    const notice = page.getByRole('status').filter({ hasText: 'Your booking is cancelled' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(
      /We are refunding \$200\.00\. It reaches you within \d+–\d+ business days\./,
    );
    expect(new URL(page.url()).pathname).toBe(`/booking/${row.reference}`);
    expect(await page.locator('.status-pill').innerText()).toBe('Cancelled');
    expect(await page.getByText('This booking is cancelled.').isVisible()).toBe(true);
    expect(await payment.innerText()).toMatch(/Refunded \$100\.00 on [\s\S]*Refunded \$200\.00 on /);
    // Nothing left to cancel.
    expect(await page.getByText('Yes, cancel my booking').count()).toBe(0);
    await screenshot(page, 'guest-manage-booking-cancelled', { fullPage: true });
    expect(errors).toEqual([]);

    // The rows behind the screen.
    expect(
      queryDatabase<{ status: string; nights: number }>(
        `SELECT b.status AS status, (SELECT COUNT(*) FROM room_nights n WHERE n.bookingId = b.id) AS nights
           FROM room_bookings b WHERE b.id = ?`,
        row.id,
      ),
    ).toEqual({ status: 'cancelled', nights: 0 });
    // The two refunds give back all that was paid, through the provider it was paid with.
    const refunds = queryDatabase<{ refunded: string | number; completed: number; refunds: number }>(
      `SELECT SUM(amount) AS refunded, SUM(CASE WHEN status = 'completed' AND provider = 'simulated' THEN 1 ELSE 0 END) AS completed,
              COUNT(*) AS refunds
         FROM booking_payments WHERE bookingKind = 'room' AND bookingId = ? AND kind = 'refund'`,
      row.id,
    );
    expect(refunds).toMatchObject({ completed: 2, refunds: 2 });
    expect(Number(refunds.refunded)).toBe(300);

    // Staff see it cancelled.
    const staffRows = await staff.get<Array<{ id: number; status: string }>>('/api/room-bookings');
    expect(staffRows.find((staffRow) => staffRow.id === row.id)).toMatchObject({ status: 'cancelled' });
    const desk = await browser.newPage(DESKTOP);
    await signInToConsole(desk.page, 'manager');
    await desk.page.goto(`${consoleUrl}/room-bookings`);
    const listed = desk.page.getByRole('row').filter({ hasText: row.reference });
    await listed.waitFor();
    // The grid leads with the reference; the booking's own page shows where it stands.
    await listed.click();
    await desk.page.waitForURL(`${consoleUrl}/room-bookings/${row.id}/show`);
    const shown = desk.page.locator('main');
    await expect
      .poll(() => shown.innerText(), { timeout: 10_000 })
      .toMatch(new RegExp(`\\bReference\\s+${row.reference}\\b[\\s\\S]*\\bStatus\\s+Cancelled\\b`));
    await screenshot(desk.page, 'console-room-booking-cancelled');
    expect(desk.errors).toEqual([]);
  });
});
