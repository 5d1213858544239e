/**
 * Debian's Chromium through playwright-core, one per test file. Every page collects console
 * errors and uncaught exceptions, which the tests expect to stay empty.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** Where the run's screenshots go, for a person to look at. */
export const SHOTS_DIR = process.env.SYSTEM_SHOTS_DIR ?? '/tmp/shots/system';

export const PHONE = { width: 390, height: 844 } as const;
export const TABLET = { width: 1024, height: 768 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface TestPage {
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
}

export interface TestBrowser {
  /** A page in a context of its own (own cookies and storage), at a viewport size. */
  newPage(viewport?: { width: number; height: number }): Promise<TestPage>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<TestBrowser> {
  const downloads = await mkdtemp(join(tmpdir(), 'lakeside-system-downloads-'));
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    downloadsPath: downloads,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    async newPage(viewport = PHONE) {
      const context = await browser.newContext({ viewport, acceptDownloads: true });
      const page = await context.newPage();
      // A step that cannot happen fails with its own locator well before the test's timeout.
      page.setDefaultTimeout(10_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return { page, errors };
    },
    async close() {
      await browser.close();
      await rm(downloads, { recursive: true, force: true });
    },
  };
}

/** Saves SHOTS_DIR/<name>-<width>.png once animations have settled. */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage });
}

/**
 * Resolves once the page's Astro islands have hydrated (Astro drops `ssr` when one does).
 * `client:visible` islands hydrate only on screen (scroll them into view first), and
 * `client:deferred` ones (the newsletter popup) on a timer: neither is waited for here.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[ssr]:is([client="load"], [client="idle"])').length === 0,
  );
}

/** Resolves once the islands inside `container` (scrolled on screen first) have hydrated. */
export async function islandHydrated(container: Locator): Promise<void> {
  await container.scrollIntoViewIfNeeded();
  await container.locator('astro-island[ssr]').first().waitFor({ state: 'detached' });
}
