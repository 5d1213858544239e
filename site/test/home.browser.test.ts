/**
 * The home and rooms pages render the room catalogue from the API on the server, with the
 * hero and sections of docs/requirements/pages-and-routes.md#home and their structured data,
 * on a phone and on a desktop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRoutes } from './support/fake-api';
import { VIEWPORTS, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest();
});

afterAll(async () => {
  await sut?.close();
});

describe('home page', () => {
  it.each(VIEWPORTS)('shows the hero and the four rooms from the API on a %s', async (_name, viewport) => {
    const { page, errors } = await sut.newPage(viewport);
    const response = await page.goto(sut.url('/'));

    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Eco-retreat on Lake Atitlán, Guatemala | Lakeside');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const hero = page.locator('.home-hero');
    expect(await hero.getByRole('heading', { level: 1 }).textContent()).toBe('Lakeside');
    expect(await hero.getByText('Accommodation, Events, Retreats').isVisible()).toBe(true);
    expect(await hero.getByText('San Marcos, Guatemala').isVisible()).toBe(true);
    expect(await hero.getByText('Rated 4.9 out of 5 in 127 guest reviews').count()).toBe(1);
    expect(await hero.getByRole('link', { name: 'Book Your Stay' }).getAttribute('href')).toBe('#rooms');
    expect(await hero.getByRole('link', { name: 'Events & Schedule' }).getAttribute('href')).toBe('/events');
    expect(await hero.getByRole('link', { name: 'Restaurant Menu' }).getAttribute('href')).toBe('/restaurant');

    const cards = page.locator('#rooms article');
    expect(await cards.count()).toBe(4);
    const first = cards.first();
    expect(await first.getByRole('heading').textContent()).toBe('Lakefront Lower Room');
    expect(await first.getByText('$65').textContent()).toBe('$65');
    expect(await first.getByText('Up to 2 guests').isVisible()).toBe(true);
    expect(await first.getByText('1 bed', { exact: true }).isVisible()).toBe(true);
    expect(await first.locator('.amenities li').allTextContents()).toEqual([
      'Lake view',
      'Private terrace',
      'Queen bed',
      '+3 more',
    ]);
    expect(await first.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/search-results');
    expect(await page.locator('#sauna').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'View Gallery' }).first().getAttribute('href')).toBe('/gallery');
    expect(await page.locator('[data-island="room-search-widget"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('describes the retreat to search engines and link previews', async () => {
    const { page } = await sut.newPage();
    await page.goto(sut.url('/'));

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: 'Lakeside',
      address: { streetAddress: expect.any(String), addressLocality: 'San Marcos La Laguna', addressCountry: 'GT' },
      image: expect.stringMatching(/\/og\/lakeside-share-en\.png$/),
      priceRange: '$65–$100',
      numberOfRooms: 4,
      // The API's rating over every approved review (the fake's summary).
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 127, bestRating: 5 },
    });
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Lake Atitlán');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain('Lake Atitlán');
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('en_US');
  });

  it('still renders, with a friendly note, when the API cannot list the rooms', async () => {
    sut.api.routes['GET /api/rooms'] = () => ({ status: 500, body: { message: 'boom' } });
    try {
      const { page } = await sut.newPage();
      const response = await page.goto(sut.url('/'));

      expect(response?.status()).toBe(200);
      expect(await page.locator('#rooms article').count()).toBe(0);
      expect(await page.locator('#rooms').getByRole('status').textContent()).toContain('cannot be shown right now');
    } finally {
      sut.api.routes['GET /api/rooms'] = defaultRoutes()['GET /api/rooms']!;
    }
  });
});

describe('rooms page', () => {
  it('lists every room with Book Now and Details to the room, and Contact Us', async () => {
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/rooms'));

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rooms & Accommodations');
    const cottage = page.locator('article', { hasText: 'Private Lake-side Cottage' });
    expect(await cottage.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/book/lakeside_cottage');
    expect(await cottage.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/book/lakeside_cottage');
    expect(await cottage.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(await cottage.getByText('Up to 4 guests').isVisible()).toBe(true);
    expect(await page.locator('article').count()).toBe(4);
    expect(errors).toEqual([]);
  });
});
