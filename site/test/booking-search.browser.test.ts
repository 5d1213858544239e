/**
 * Room search: the home widget's rules and navigation, and /search-results rendered from
 * the API's availability (available, unavailable with the reason, none), on phone and desktop.
 */
import { addDays } from '@lakeside/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { retreatClock } from '../src/lib/time/retreat-clock';
import { bookingRoutes, bookingState, stayFrom, type BookingState } from './support/fake-booking-api';
import { VIEWPORTS, islandsHydrated, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

const SHOTS = '/tmp/shots/site-booking';
let sut: SiteUnderTest;
let state: BookingState;
const today = retreatClock().date;

beforeAll(async () => {
  state = bookingState();
  sut = await startSiteUnderTest(bookingRoutes(state));
});

afterAll(async () => {
  await sut?.close();
});

beforeEach(() => {
  state.takenRooms.clear();
});

describe('home search widget', () => {
  it.each(VIEWPORTS)('highlights missing dates, alerts a short stay and navigates on a %s', async (name, viewport) => {
    const { page, errors } = await sut.newPage(viewport);
    await page.goto(sut.url('/'));
    const widget = page.locator('[data-island="room-search-widget"]');
    await widget.scrollIntoViewIfNeeded();
    await islandsHydrated(page, { includeVisible: true });

    await widget.getByRole('button', { name: 'Search Available Rooms' }).click();
    const alert = widget.getByRole('alert');
    expect(await alert.innerText()).toContain('Required Fields Missing');
    expect(await alert.innerText()).toContain('Please fill in: Check-in');
    const checkin = widget.getByLabel('Check-in');
    expect(await checkin.getAttribute('aria-invalid')).toBe('true');
    expect(await checkin.getAttribute('aria-describedby')).toBe('home-search-notice');
    await page.screenshot({ path: `${SHOTS}/home-widget-missing-${name}.png` });

    // Check-out mode: both dates are required.
    await widget.getByRole('button', { name: 'Select a check-out date instead' }).click();
    await checkin.fill(addDays(today, 5));
    await widget.getByRole('button', { name: 'Search Available Rooms' }).click();
    expect(await alert.innerText()).toContain('Please fill in: Check-out');
    await widget.getByLabel('Check-out').fill(addDays(today, 6));
    await widget.getByRole('button', { name: 'Search Available Rooms' }).click();
    expect(await alert.innerText()).toContain('Minimum stay is 2 nights.');

    // Nights mode (2–14, default 2) computes the check-out.
    await widget.getByRole('button', { name: 'Select number of nights instead' }).click();
    const nightOptions = await widget.getByLabel('Nights').locator('option').allTextContents();
    expect(nightOptions[0]).toBe('2 nights');
    expect(nightOptions.at(-1)).toBe('14 nights');
    await widget.getByLabel('Nights').selectOption('3');
    await widget.getByLabel('Guests').selectOption('2');
    await widget.getByRole('button', { name: 'Search Available Rooms' }).click();
    await page.waitForURL(/\/search-results\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      checkin: addDays(today, 5),
      checkout: addDays(today, 8),
      guests: '2',
    });
    expect(await page.getByRole('heading', { name: 'Your Stay' }).isVisible()).toBe(true);
    expect(sut.api.calls('GET /api/rooms/availability').length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe('search results', () => {
  it('asks for dates when the link has none', async () => {
    const { page, errors } = await sut.newPage();
    const response = await page.goto(sut.url('/search-results'));
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { name: 'Select Your Dates' }).isVisible()).toBe(true);
    expect(await page.locator('.result-card').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it.each(VIEWPORTS)(
    'lists rooms with the server totals and says why some cannot be booked on a %s',
    async (name, viewport) => {
      state.takenRooms.add('garden_cottage');
      const stay = stayFrom(today, 10, 3);
      const { page, errors } = await sut.newPage(viewport);
      await page.goto(sut.url(`/accommodation-search?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=3`));

      expect(await page.getByRole('heading', { name: 'Your Stay' }).isVisible()).toBe(true);
      expect(await page.getByTestId('stay-summary').innerText()).toMatch(/· 3 guests · 3 nights$/);
      const cards = page.locator('.result-card');
      expect(await cards.count()).toBe(4);
      // The rooms start in view: the search form folds under the stay's summary line.
      expect((await cards.first().boundingBox())?.y ?? Infinity).toBeLessThan(viewport.height - 120);
      expect(await page.getByLabel('Check-in').isVisible()).toBe(false);
      await page.getByText('Change dates or guests').click();
      expect(await page.getByLabel('Check-in').isVisible()).toBe(true);
      const cottage = page.locator('[data-room-id="lakeside_cottage"]');
      expect(await cottage.innerText()).toContain('$300');
      expect(await cottage.innerText()).toContain('Total for 3 nights');
      expect(
        await cottage.getByRole('link', { name: 'Book Now: Private Lake-side Cottage' }).getAttribute('href'),
      ).toBe(`/book/lakeside_cottage?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=3`);
      const lower = page.locator('[data-room-id="lakefront_lower"]');
      expect(await lower.getAttribute('class')).toContain('unavailable');
      expect(await lower.innerText()).toContain('Lakefront Lower Room accommodates up to 2 guests');
      expect(await lower.getByRole('link').count()).toBe(0);
      expect(await page.locator('[data-room-id="garden_cottage"]').innerText()).toContain(
        'Those dates are no longer available for this room.',
      );
      expect(await page.getByText('No accommodations found').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/search-results-${name}.png`, fullPage: true });
      expect(errors).toEqual([]);
    },
  );

  it('says no accommodations were found when every room is taken', async () => {
    for (const id of ['lakefront_lower', 'upper_lakefront', 'lakeside_cottage', 'garden_cottage'])
      state.takenRooms.add(id);
    const stay = stayFrom(today, 10, 2);
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url(`/search-results?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=1`));
    expect(await page.getByText('No accommodations found').isVisible()).toBe(true);
    expect(
      await page.getByText('Try adjusting your search criteria or reducing the number of guests').isVisible(),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/search-none-phone.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
