/** The built console, served as production serves it, opened in Chromium. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from './support/browser';
import { startBuiltConsole, type ConsoleServer } from './support/preview';

/** The dev API the build points at when VITE_API_URL is unset. */
const API_ORIGIN = process.env.VITE_API_URL ?? 'http://localhost:3000';

describe('console in Chromium', () => {
  let server: ConsoleServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltConsole(), launchBrowser()]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()]);
  });

  it('renders the Lakeside Console dashboard without errors', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The API may not be running during this test; its failed calls are not the console's fault.
      if (message.type() === 'error' && !message.location().url.startsWith(API_ORIGIN)) {
        errors.push(`${message.text()} ${message.location().url}`);
      }
    });

    const response = await page.goto(server.url);
    const welcome = page.getByRole('heading', { name: 'Welcome to the Lakeside Console' });
    await welcome.waitFor();

    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Lakeside Console');
    expect(await page.getByRole('banner').getByText('Lakeside Console').isVisible()).toBe(true);
    expect(await page.getByText('Those screens arrive soon').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
