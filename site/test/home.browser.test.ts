/** The home page, rendered by the built server, as a phone's browser sees it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from './support/browser';
import { startBuiltSite, type SiteServer } from './support/site-server';

describe('home page in Chromium', () => {
  let site: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startBuiltSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), site?.stop()]);
  });

  it('shows the retreat name, tagline and place without errors', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    const response = await page.goto(site.url);

    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Lakeside');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Lakeside');
    expect(await page.getByText('Accommodation, Events, Retreats').isVisible()).toBe(true);
    expect(await page.getByText('San Marcos, Guatemala').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await browser.context.newPage();
    const response = await page.goto(`${site.url}/no-such-page`);

    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
  });
});
