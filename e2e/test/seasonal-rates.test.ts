/**
 * A stay across two seasons, with taxes, through the whole product: a manager gives the seeded
 * seasons of the Lakeside Cottage different rates and an admin switches the tourism tax on;
 * then the search results, the room page, the wizard's breakdown and pay button, the desk's
 * quote (the console's availability call) and the captured booking all carry the same total to
 * the cent. What changed is put back afterwards, so other files see the seeded prices.
 */
import { roomSearchReply, sumMoney, type RoomQuoteReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, islandsHydrated, launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { retreatDate } from './support/retreat-date';
import { signInStaff, type StaffApi } from './support/staff-api';

const ROOM = 'lakeside_cottage';
const { siteUrl } = inject('system');

interface PeriodRow {
  id: number;
  firstNight: string;
  lastNight: string;
  nightlyRate: string;
  weekendRate: string | null;
}
interface TaxRuleRow {
  id: number;
  included: boolean;
  isActive: boolean;
}

let browser: TestBrowser;
let manager: StaffApi;
let admin: StaffApi;
const restore: Array<() => Promise<unknown>> = [];

/** The first 1 May or 1 November at least 120 days ahead: no other file books that far. */
function nextBoundary(): string {
  let days = 120;
  while (!/-(05|11)-01$/.test(retreatDate(days))) days += 1;
  return retreatDate(days);
}
const boundary = nextBoundary();
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const checkin = dayBefore(dayBefore(boundary));
const checkout = new Date(Date.parse(`${boundary}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);

const list = <T>(api: StaffApi, resource: string, filter: object) =>
  api.get<T[]>(`/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`);

beforeAll(async () => {
  [browser, manager, admin] = await Promise.all([launchBrowser(), signInStaff('manager'), signInStaff('admin')]);
  const periods = await list<PeriodRow>(manager, 'room-rate-periods', { roomId: ROOM });
  const seasons = [
    [periods.find((period) => period.lastNight === dayBefore(boundary)), { nightlyRate: '130.00' }],
    [periods.find((period) => period.firstNight === boundary), { nightlyRate: '110.00', weekendRate: '125.00' }],
  ] as const;
  for (const [period, changes] of seasons) {
    if (!period) throw new Error(`No seeded season meets ${boundary}`);
    await manager.send('PUT', `/api/admin/room-rate-periods/${period.id}`, changes);
    const { nightlyRate, weekendRate } = period;
    restore.push(() => manager.send('PUT', `/api/admin/room-rate-periods/${period.id}`, { nightlyRate, weekendRate }));
  }
  const tourism = (await list<TaxRuleRow>(admin, 'tax-rules', { appliesTo: 'lodging' })).find((rule) => !rule.included);
  if (!tourism) throw new Error('No added lodging tax seeded');
  await admin.send('PUT', `/api/admin/tax-rules/${tourism.id}`, { isActive: true });
  restore.push(() => admin.send('PUT', `/api/admin/tax-rules/${tourism.id}`, { isActive: tourism.isActive }));
});

afterAll(async () => {
  for (const undo of restore) await undo();
  await browser?.close();
});

/** The desk's quote: the call the console's booking form makes, signed in as staff. */
async function deskQuote(): Promise<RoomQuoteReply> {
  const query = new URLSearchParams({ checkin, checkout, guests: '2', roomType: ROOM });
  const reply = roomSearchReply.parse(await manager.get(`/api/rooms/availability?${query}`));
  const quote = reply.rooms.find((room) => room.id === ROOM);
  if (!quote) throw new Error('The desk quote has no Lakeside Cottage');
  return quote;
}

describe('a stay across two seasons, with taxes', () => {
  it('costs the same in the search, the room page, the wizard, the desk quote and the captured booking', async () => {
    const quote = await deskQuote();
    // Two seasons, so at least two rates; the added tax on top of the nights.
    expect(new Set(quote.nightly.map((night) => night.rate)).size).toBeGreaterThan(1);
    expect(quote.totalPrice).toBe(sumMoney([...quote.nightly.map((night) => night.rate), quote.taxAdded]));
    expect(quote.taxes.map((tax) => tax.included)).toEqual([true, false]);
    const total = `$${Number(quote.totalPrice).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const rounded = (text: string) => text.replace(/\s+/g, ' ');

    const { page, errors } = await browser.newPage(PHONE);
    await page.goto(`${siteUrl}/search-results?checkin=${checkin}&checkout=${checkout}&guests=2`);
    const card = page.locator(`[data-room-id="${ROOM}"]`);
    expect(rounded(await card.locator('.result-price').innerText())).toContain(total.replace('.00', ''));

    await page.goto(`${siteUrl}/book/${ROOM}?checkin=${checkin}&checkout=${checkout}&guests=2`);
    await islandsHydrated(page);
    expect(rounded(await page.locator('.price-line').innerText())).toContain(total.replace('.00', ''));
    await page.getByRole('button', { name: 'Check Availability & Book' }).click();
    await page.locator('.book-outcome').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Sofía Estaciones');
    await dialog.getByLabel('Email Address').fill('sofia.seasons@example.com');
    await dialog.getByLabel('Phone Number').fill('+502 5555 0303');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByText('Simulated payment — no money moves').waitFor();
    const breakdown = rounded(await dialog.locator('.wizard-price').innerText());
    expect(breakdown).toContain(`Tourism tax (INGUAT) (10%) $${quote.taxAdded}`.replace('.00', ''));
    expect(breakdown).toMatch(new RegExp(`Total \\${total.replace('.00', '')}`));
    await screenshot(page, 'seasons-wizard-payment', { fullPage: true });
    await dialog.getByRole('checkbox', { name: 'I accept the terms and the cancellation policy' }).check();
    await dialog.getByRole('button', { name: new RegExp(`^Pay \\${total.replace('.00', '')}`) }).click();
    await dialog.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    expect(errors).toEqual([]);

    const bookings = await manager.get<Array<Record<string, unknown>>>('/api/room-bookings');
    expect(bookings.find((row) => row.guestName === 'Sofía Estaciones')).toMatchObject({
      status: 'confirmed',
      totalPrice: quote.totalPrice,
      taxes: quote.taxes,
      taxIncluded: quote.taxIncluded,
      taxAdded: quote.taxAdded,
    });
  });
});
