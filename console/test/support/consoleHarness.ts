/**
 * One browser test file's world: a fake API, the test build of the console in front of it
 * and Chromium, plus the steps most tests share (sign in, screenshots).
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { startFakeApi, type FakeApi, type FakeApiSeed } from '../fake-api/server';
import { STAFF } from '../fake-api/fixtures';
import { launchBrowser, type Browser } from './browser';
import { startBuiltConsole, type ConsoleServer } from './preview';

export const SHOTS_DIR = process.env.CONSOLE_SHOTS_DIR ?? '/tmp/shots/console';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 768, height: 1024 };

export interface ConsoleHarness {
  api: FakeApi;
  url: string;
  browser: Browser;
  /** A new page in its own browser context (own cookies), at a viewport size. */
  newPage(viewport?: { width: number; height: number }, locale?: string): Promise<Page>;
  /**
   * A new page already holding a staff member's session cookie, as after signing in; the
   * sign-in page itself is tested once, in signIn.test.ts, not before every test.
   */
  signedInPage(username: string, viewport?: { width: number; height: number }, locale?: string): Promise<Page>;
  close(): Promise<void>;
}

export async function startConsole(seed: FakeApiSeed = {}): Promise<ConsoleHarness> {
  const api = await startFakeApi(seed);
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  try {
    [server, browser] = await Promise.all([
      startBuiltConsole({ outDir: inject('consoleDist'), apiUrl: api.url }),
      launchBrowser(),
    ]);
  } catch (error) {
    await Promise.all([api.stop(), server?.stop(), browser?.close()]);
    throw error;
  }
  api.consoleOrigin = server.url;
  const launched = browser;
  const consoleServer = server;
  /** `locale`: the browser's language (en-US unless given). */
  async function newPage(viewport = DESKTOP, locale = 'en-US'): Promise<Page> {
    const context = await launched.browser.newContext({ viewport, locale, acceptDownloads: true });
    const page = await context.newPage();
    // A step that cannot happen fails with its own locator well before the test's timeout.
    page.setDefaultTimeout(8_000);
    return page;
  }
  async function signedInPage(username: string, viewport = DESKTOP, locale?: string): Promise<Page> {
    const page = await newPage(viewport, locale);
    await page.context().addCookies([{ ...(await sessionCookie(api, username)), url: consoleServer.url }]);
    return page;
  }
  return {
    api,
    url: consoleServer.url,
    browser: launched,
    newPage,
    signedInPage,
    close: () => Promise.all([launched.close(), consoleServer.stop(), api.stop()]).then(() => undefined),
  };
}

/** Signs in over HTTP, as the login page would, and returns the session cookie. */
async function sessionCookie(api: FakeApi, username: string): Promise<{ name: string; value: string }> {
  const staff = STAFF.find((candidate) => candidate.username === username);
  if (!staff) throw new Error(`No fake staff member ${username}`);
  const response = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: api.consoleOrigin },
    body: JSON.stringify({ username, password: staff.password }),
  });
  const [name = '', value = ''] = (response.headers.get('set-cookie') ?? '').split(';')[0]?.split('=') ?? [];
  if (!response.ok || !value) throw new Error(`Could not sign ${username} in: ${response.status}`);
  return { name, value };
}

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, url: string, username = 'ana'): Promise<void> {
  const staff = STAFF.find((candidate) => candidate.username === username);
  if (!staff) throw new Error(`No fake staff member ${username}`);
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/** Saves a screenshot to SHOTS_DIR/<name>-<width>.png for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // Dialogs, menus and toasts fade in and out: picture the screen once they have settled.
  // (Endless ones, such as a spinner, are left out; a cancelled one counts as settled.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png` });
}
