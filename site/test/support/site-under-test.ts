/**
 * One fixture for the browser tests: a fake API, the built site pointing at it, and a
 * Chromium. `newPage` opens a page at a viewport and collects console errors and uncaught
 * exceptions, which every test expects to stay empty.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from './browser';
import { startFakeApi, type FakeApi, type FakeRoute } from './fake-api';
import { startBuiltSite, type SiteServer } from './site-server';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** What Chromium on an iPhone says; the site serves it the phone layout at any width. */
export const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

export interface TestPage {
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
}

export interface SiteUnderTest {
  api: FakeApi;
  site: SiteServer;
  browser: Browser;
  url(path: string): string;
  newPage(viewport?: { width: number; height: number }): Promise<TestPage>;
  close(): Promise<void>;
}

export async function startSiteUnderTest(
  routes: Record<string, FakeRoute> = {},
  env: Record<string, string> = {},
): Promise<SiteUnderTest> {
  const api = await startFakeApi(routes);
  const [site, browser] = await Promise.all([startBuiltSite({ API_URL: api.url, ...env }), launchBrowser()]);
  const pages: Page[] = [];
  return {
    api,
    site,
    browser,
    url: (path) => `${site.url}${path}`,
    async newPage(viewport = PHONE) {
      const page = await browser.context.newPage();
      pages.push(page);
      await page.setViewportSize(viewport);
      // Fail fast with the locator's name rather than at the test's 30 s timeout.
      page.setDefaultTimeout(5_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return { page, errors };
    },
    async close() {
      await Promise.all(pages.map((page) => page.close().catch(() => undefined)));
      await Promise.all([browser.close(), site.stop(), api.close()]);
    },
  };
}

/**
 * Resolves once the page's islands have hydrated (Astro drops `ssr` when one does).
 * `client:visible` islands hydrate only on screen: scroll them into view first, or pass
 * `includeVisible: false` to wait for the idle ones only. `client:deferred` islands (the
 * newsletter popup) hydrate on a timer and are never waited for here.
 */
export async function islandsHydrated(page: Page, { includeVisible = true } = {}): Promise<void> {
  await page.waitForFunction(
    (all) =>
      document.querySelectorAll(
        all ? 'astro-island[ssr]:not([client="deferred"])' : 'astro-island[ssr]:is([client="load"], [client="idle"])',
      ).length === 0,
    includeVisible,
  );
}

/**
 * Passes over the whole page once, then back to the top, so `client:visible` islands come on
 * screen and hydrate. 'instant': the site scrolls smoothly, and a smooth scroll interrupted by
 * the next one never reaches the islands on the way.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}
