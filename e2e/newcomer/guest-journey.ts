/**
 * What a newcomer tries first on the guest site `npm start` (or `npm run dev`) serves: every
 * island on /events, /restaurant/menu and /schedule wakes up, and a guest books an event
 * ticket, puts a dish in the cart and books the sauna. Any console error or uncaught
 * exception on the way fails the walk.
 */
import type { Page } from 'playwright-core';
import { PHONE, islandsHydrated, type TestBrowser } from '../test/support/browser';
import { retreatDate } from '../test/support/retreat-date';

/** Scrolls every island into view, then waits until none is left unhydrated. */
export async function wakeEveryIsland(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island').all()) await island.scrollIntoViewIfNeeded();
  await islandsHydrated(page);
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[ssr]:not([client="deferred"])').length === 0,
  );
}

async function bookEventTicket(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/events`);
  await wakeEveryIsland(page);
  // The seed's ceremony lies 9 days ahead: past the first three upcoming cards.
  await page.getByRole('button', { name: 'Show More' }).click();
  await page.getByRole('button', { name: 'Book Tickets: Mayan Cacao Ceremony' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Mayan Cacao Ceremony' });
  await dialog.getByLabel('Session').selectOption({ index: 1 });
  await dialog.getByLabel('Tickets').fill('1');
  await dialog.getByLabel('Full name').fill('Ana López');
  await dialog.getByLabel('Email').fill('ana@example.com');
  await dialog.getByLabel('Phone').fill('+502 5555 0101');
  await dialog.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await shown(page, 'Your tickets are reserved successfully!');
}

async function addDishToCart(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/restaurant/menu`);
  await wakeEveryIsland(page);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('heading', { name: 'Your Order (1)' }).waitFor();
}

async function bookSauna(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/schedule`);
  await wakeEveryIsland(page);
  // Tomorrow: every slot of the day is still ahead, whatever the time at the retreat.
  const date = page.locator('#sauna-date');
  const tomorrow = retreatDate(1);
  // Pick a slot only once tomorrow's slots have replaced today's: picked before, a slot of today
  // can turn into tomorrow's same hour, already taken by an earlier run on this database.
  const dayLoaded = page.waitForResponse(
    (response) => response.url().includes('/api/sauna/availability') && response.url().includes(tomorrow),
  );
  await date.fill(tomorrow);
  await date.dispatchEvent('change');
  await dayLoaded;
  await page.locator('.slots[aria-busy="false"]').waitFor();
  await page.locator('.slot input:not([disabled])').first().check();
  await page.locator('.duration input').first().check();
  await page.locator('#sauna').getByLabel('Full name').fill('Ana López');
  await page.locator('#sauna').getByLabel('Email').fill('ana@example.com');
  await page.locator('#sauna').getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Book Sauna Session' }).click();
  await shown(page, /Your sauna session is booked/);
}

/** Waits for a visible text: `astro dev` also prints island props in a hidden dev overlay. */
async function shown(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).filter({ visible: true }).first().waitFor();
}

/** Walks the three pages on a phone; resolves with the console errors seen (none expected). */
export async function walkGuestJourney(browser: TestBrowser, siteUrl: string): Promise<string[]> {
  const { page, errors } = await browser.newPage(PHONE);
  await bookEventTicket(page, siteUrl);
  await addDishToCart(page, siteUrl);
  await bookSauna(page, siteUrl);
  await page.context().close();
  return errors;
}
