/**
 * axe-core on every public page, on a phone and a desktop, in English and Spanish: no
 * serious or critical violation of WCAG 2.2 level A/AA. Also the states that only appear
 * on use: the newsletter popup, the event booking dialog and a page of search results.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { stayFrom } from './support/fake-booking-api';
import { launchBrowser } from './support/browser';
import { PUBLIC_PATHS, everyPageRoutes } from './support/public-pages';
import {
  PHONE,
  VIEWPORTS,
  islandsHydrated,
  scrollThrough,
  startSiteUnderTest,
  type SiteUnderTest,
} from './support/site-under-test';
import { retreatClock } from '../src/lib/time/retreat-clock';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Every English page; in Spanish the pages whose texts are longest or most varied. */
const PAGES = [
  ...PUBLIC_PATHS,
  '/es/',
  '/es/search-results',
  '/es/book/lakeside_cottage',
  '/es/events',
  '/es/restaurant/menu',
];

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest(everyPageRoutes());
});

afterAll(async () => {
  await sut?.close();
});

/** 'path: rule (impact) at selector; …' for each serious or critical violation. */
async function violations(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe inside the page: our pages have no iframes, and it spares the
  // blank page that the default mode opens for every scan.
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode().analyze();
  return found
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Opens a page as a reader would: every island hydrated, the newsletter already seen. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(sut.url(path));
  await scrollThrough(page);
  await islandsHydrated(page).catch((error: unknown) => {
    throw new Error(`${path}: islands did not hydrate`, { cause: error });
  });
}

async function readerPage(viewport: { width: number; height: number }) {
  const opened = await sut.newPage(viewport);
  await opened.page.addInitScript(() => localStorage.setItem('lakeside:newsletter-seen', 'test'));
  return opened;
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  // Both sizes at once: the work happens in Chromium's processes, so they overlap well.
  it.concurrent.each(VIEWPORTS)(
    'finds nothing serious on any page on a %s',
    async (name, viewport) => {
      const { page, errors } = await readerPage(viewport);
      const found: string[] = [];
      for (const path of PAGES) {
        await open(page, path);
        found.push(...(await violations(page, `${path} (${name})`)));
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    },
    // About 40 pages a size, scrolled through and scanned: minutes on a shared 2-core machine.
    400_000,
  );

  it('finds nothing serious in the newsletter popup', async () => {
    // A browser of its own: the other tests mark the popup as seen in theirs.
    const browser = await launchBrowser();
    onTestFinished(() => browser.close());
    const page = await browser.context.newPage();
    await page.setViewportSize(PHONE);
    await page.clock.install();
    await page.goto(sut.url('/es/'));
    await islandsHydrated(page, { includeVisible: false });
    await page.clock.runFor(10_500);
    await page.getByRole('dialog').waitFor();
    expect(await violations(page, 'newsletter popup')).toEqual([]);
  });

  it('finds nothing serious in the event booking dialog', async () => {
    const { page } = await readerPage(PHONE);
    await open(page, '/events');
    await page
      .getByRole('button', { name: /^Book Tickets/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page, 'event booking dialog')).toEqual([]);
  });

  it('finds nothing serious in search results with rooms free and rooms taken', async () => {
    const stay = stayFrom(retreatClock().date, 10, 3);
    const { page } = await readerPage(PHONE);
    await open(page, `/search-results?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=3`);
    expect(await page.locator('.result-card').count()).toBe(4);
    expect(await violations(page, 'search results')).toEqual([]);
  });
});
