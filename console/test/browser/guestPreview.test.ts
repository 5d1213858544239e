/**
 * The guest previews beside the room, event and menu-item forms: the cards come from the
 * real built site's federated remote, loaded cross-origin at run time, render with the
 * console's React and follow the form's unsaved values.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, screenshot, startConsole, type ConsoleHarness } from '../support/consoleHarness';
import { startBuiltSite, type SiteServer } from '../support/siteRemote';

let harness: ConsoleHarness;
let site: SiteServer;

beforeAll(async () => {
  harness = await startConsole();
  site = await startBuiltSite(inject('siteUrl'), harness.url);
  // The fake API's rooms are bare; give the first one what its card shows.
  Object.assign(harness.api.tables.rooms?.[0] ?? {}, {
    description: 'Steps from the water, with a terrace over the lake.',
    fullDescription: 'Our lowest room.',
    beds: 1,
    bathrooms: 1,
    amenities: ['Lake view', 'Private terrace', 'Queen bed', 'Solar hot shower'],
    features: [],
  });
  harness.api.tables.events = [
    {
      id: 7,
      title: 'Cacao Ceremony',
      description: 'A heart-opening ceremony with ceremonial-grade cacao.',
      eventDate: '2026-12-05',
      eventTime: '18:00',
      duration: '2 hours',
      maxAttendees: 20,
      currentAttendees: 5,
      ticketPrice: '25.00',
      category: 'spiritual',
      location: 'Temple',
      tags: [],
      availableTimeSlots: [],
      isActive: true,
    },
  ];
});

afterAll(async () => {
  await Promise.all([site?.stop(), harness?.close()]);
});

/** A page that records what it loads from the site and every uncaught error. */
async function watchedPage(viewport?: { width: number; height: number }) {
  const page = await harness.signedInPage('ana', viewport);
  const fromSite: string[] = [];
  const errors: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(site.url)) fromSite.push(new URL(request.url()).pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, fromSite, errors };
}

/** The preview panel, and the site's card inside it (Playwright's CSS locators pierce the shadow root). */
function preview(page: Page) {
  const panel = page.getByRole('region', { name: 'Guest preview' });
  return { panel, card: panel.locator('article') };
}

/** The first card of a page waits for the remote as well: a cold browser on a busy machine. */
const REMOTE_LOAD = { timeout: 20_000 };

describe('guest previews from the running site', () => {
  it('renders the site room card beside the edit form and follows edits before saving', async () => {
    const { page, fromSite, errors } = await watchedPage();
    await page.goto(`${harness.url}/rooms/lakefront_lower`);
    const { card } = preview(page);
    await card.locator('h3', { hasText: 'Lakefront Lower Room' }).waitFor(REMOTE_LOAD);

    // The card is the site's: its markup and classes, its texts, its stylesheet.
    expect(await card.getAttribute('class')).toBe('room-card card');
    expect(await card.getByText('$65', { exact: true }).isVisible()).toBe(true);
    // Ratings come from guests' approved reviews, not the form: the preview of an edit shows none.
    expect(await card.locator('.room-rating').count()).toBe(0);
    expect(await card.locator('.amenities li').allTextContents()).toEqual([
      'Lake view',
      'Private terrace',
      'Queen bed',
      '+1 more',
    ]);
    const heading = await card.locator('h3').evaluate((element) => getComputedStyle(element).fontFamily);
    expect(heading).toContain('Palatino');
    // …loaded from the site's remote, cross-origin; React came from the console, not the site.
    expect(fromSite).toContain('/federation/remoteEntry.js');
    expect(fromSite.some((path) => /RoomCard-[\w-]+\.js$/.test(path))).toBe(true);
    expect(fromSite.filter((path) => /prebuild__react|react-dom/.test(path))).toEqual([]);

    // Required fields are labelled "Name *".
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lakefront Lower Suite');
    await page.getByLabel(/^Price per night\b/).fill('72.50');
    await card.locator('h3', { hasText: 'Lakefront Lower Suite' }).waitFor();
    await card.getByText('$72.50', { exact: true }).waitFor();
    expect(harness.api.tables.rooms?.[0]?.name).toBe('Lakefront Lower Room'); // nothing saved yet
    await screenshot(page, 'room-preview');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Lakefront Lower Suite').first().waitFor();
    expect(harness.api.tables.rooms?.[0]?.name).toBe('Lakefront Lower Suite');
    expect(errors).toEqual([]);
  });

  it('previews an event and a dish the same way', async () => {
    const { page, errors } = await watchedPage();
    await page.goto(`${harness.url}/events/7`);
    const { card } = preview(page);
    await card.getByText('Cacao Ceremony').waitFor(REMOTE_LOAD);
    expect(await card.innerText()).toContain('15 spots available');
    await page.getByLabel('Current attendees').fill('20');
    await card.getByText('Sold out').waitFor();
    await screenshot(page, 'event-preview');

    await page.goto(`${harness.url}/menu-items/1`);
    await card.getByText('Dish 01').waitFor(REMOTE_LOAD);
    expect(await card.innerText()).toContain('Q40.50');
    await page.getByLabel(/^Price\b/).fill('44.00');
    await card.getByText('Q44.00').waitFor();
    await screenshot(page, 'menu-item-preview');
    expect(errors).toEqual([]);
  });

  it('previews a new event while it is being created', async () => {
    const { page, errors } = await watchedPage();
    await page.goto(`${harness.url}/events/create`);
    const { card } = preview(page);
    await card.waitFor(REMOTE_LOAD);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Full Moon Drum Circle');
    await card.getByText('Full Moon Drum Circle').waitFor();
    expect(errors).toEqual([]);
  });

  it('fits beside the form on a phone too', async () => {
    const { page } = await watchedPage(PHONE);
    await page.goto(`${harness.url}/rooms/lakefront_lower`);
    const { panel, card } = preview(page);
    await card.locator('h3').waitFor(REMOTE_LOAD);
    const width = await card.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(250);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'room-preview');
  });
});
