/**
 * Full-page screenshots of every page on a phone and a desktop, written for people to look
 * at (SITE_SHOTS_DIR, default /tmp/shots/site). They assert only that each page rendered.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatClock } from '../src/lib/time/retreat-clock';
import { stayFrom } from './support/fake-booking-api';
import { everyPageRoutes } from './support/public-pages';
import { VIEWPORTS, islandsHydrated, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

const SHOTS_DIR = process.env.SITE_SHOTS_DIR ?? '/tmp/shots/site';
const stay = stayFrom(retreatClock().date, 10, 2);
const stayQuery = `checkin=${stay.checkin}&checkout=${stay.checkout}&guests=2`;
const PAGES = [
  ['home', '/'],
  ['home-es', '/es/'],
  ['rooms', '/rooms'],
  ['restaurant', '/restaurant'],
  ['contact', '/contact'],
  ['volunteer', '/volunteer'],
  ['privacy', '/privacy'],
  ['terms-es', '/es/terms'],
  ['not-found', '/no-such-page'],
  ['accommodation-search', '/accommodation-search'],
  ['search-results', `/search-results?${stayQuery}`],
  ['search-results-es', `/es/search-results?${stayQuery}`],
  ['book-room', `/book/lakeside_cottage?${stayQuery}`],
  ['book-room-es', '/es/book/lakeside_cottage'],
  ['events', '/events'],
  ['events-es', '/es/events'],
  ['schedule', '/schedule'],
  ['schedule-es', '/es/schedule'],
  ['menu', '/restaurant/menu'],
  ['menu-es', '/es/restaurant/menu'],
  ['gallery', '/gallery'],
  ['gallery-es', '/es/gallery'],
] as const;

describe('screenshots', () => {
  let sut: SiteUnderTest;

  beforeAll(async () => {
    [sut] = await Promise.all([startSiteUnderTest(everyPageRoutes()), mkdir(SHOTS_DIR, { recursive: true })]);
  });

  afterAll(async () => {
    await sut?.close();
  });

  // Both sizes at once: the work happens in Chromium's processes, so they overlap well.
  it.concurrent.each(VIEWPORTS)(
    'of every page on a %s',
    async (name, viewport) => {
      const { page, errors } = await sut.newPage(viewport);
    // The newsletter popup would cover the home page if a slow load reached its 10 s.
    await page.addInitScript(() => localStorage.setItem('lakeside:newsletter-seen', 'screenshots'));
      for (const [shot, path] of PAGES) {
        await page.goto(sut.url(path));
        await islandsHydrated(page, { includeVisible: false });
        // A full-page shot of a long page takes seconds on a busy machine.
        await page.screenshot({ path: join(SHOTS_DIR, `${shot}-${name}.png`), fullPage: true, timeout: 30_000 });
      }
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    },
    180_000,
  );
});
