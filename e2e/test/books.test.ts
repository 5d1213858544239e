/**
 * The books across the apps (docs/decisions/0017-ledger.md): the desk takes a card payment for a
 * stay; the bookkeeper (a manager) opens the month's profit and loss in the console, finds the
 * room revenue, drills into its lines, the entry the payment posted (balanced, in quetzales with
 * its dollars and rate) and from there the booking it came from.
 */
import { randomUUID } from 'node:crypto';
import { journalEntryReply, type CurrentExchangeRateReply, type JournalEntryReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DESKTOP, launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { signInToConsole } from './support/console';
import { retreatDate } from './support/retreat-date';
import { signInStaff, type StaffApi } from './support/staff-api';

const { consoleUrl } = inject('system');
let browser: TestBrowser;
let manager: StaffApi;

beforeAll(async () => {
  browser = await launchBrowser();
  manager = await signInStaff('manager');
  // Dollar payments are valued at the day's rate; a fresh system has none until a manager sets it.
  const current = await manager.get<CurrentExchangeRateReply>('/api/exchange-rates/current');
  if (!current.rate) await manager.send('POST', '/api/exchange-rates', { usdToGtq: '7.75' });
});
afterAll(async () => {
  await browser?.close();
});

describe('the books', () => {
  it('a payment at the desk shows in the P&L and drills down to its entry and booking', async () => {
    const guestName = `Lena Ledger ${randomUUID().slice(0, 4)}`;
    const { booking } = await manager.send<{ booking: { id: number; totalPrice: string } }>(
      'POST',
      '/api/room-bookings/staff',
      {
        checkinDate: retreatDate(120),
        checkoutDate: retreatDate(122),
        roomType: 'upper_lakefront',
        guests: 2,
        guestName,
        email: 'lena@example.com',
        sendConfirmation: false,
      },
    );
    await manager.send('POST', `/api/room-bookings/${booking.id}/payments`, {
      method: 'card',
      amount: booking.totalPrice,
    });

    const { page } = await browser.newPage(DESKTOP);
    await signInToConsole(page, 'manager');
    await page.getByRole('menuitem', { name: 'Books' }).click();
    const pnl = page.getByRole('table', { name: 'Income statement' });
    await pnl.getByRole('link', { name: '4010 Room revenue' }).click();
    const lines = page.getByRole('table', { name: 'Account lines' });
    const line = lines.getByRole('row').filter({ hasText: `Room booking ${booking.id}` });
    await line.waitFor();
    await screenshot(page, 'books-room-revenue');
    await line.getByRole('link').click();

    await page.getByText('Balanced').waitFor();
    const entryId = Number(/\/ledger\/entries\/(\d+)/.exec(page.url())?.[1]);
    const entry = journalEntryReply.parse(await manager.get<JournalEntryReply>(`/api/ledger/entries/${entryId}`));
    expect(entry).toMatchObject({ sourceType: 'room_booking', sourceId: booking.id, isBalanced: true });
    expect(entry.lines[0]).toMatchObject({ accountCode: '1160', currency: 'USD', currencyAmount: booking.totalPrice });
    await page
      .getByRole('table', { name: 'Entry lines' })
      .getByRole('row', { name: new RegExp(`1160 Card clearing .*\\$${booking.totalPrice}`) })
      .waitFor();
    await screenshot(page, 'books-entry');

    await page.getByRole('link', { name: `Room booking ${booking.id}` }).click();
    await page.getByText(guestName).first().waitFor();
    expect(page.url()).toBe(`${consoleUrl}/room-bookings/${booking.id}/show`);
    await screenshot(page, 'books-source-booking');
  });
});
