/**
 * With the guest site down the edit screens work as before: the preview says it is
 * unavailable, quickly, and shows the card on the next page load once the site is up.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot, startConsole, type ConsoleHarness } from '../support/consoleHarness';
import { startBuiltSite, type SiteServer } from '../support/siteRemote';

let harness: ConsoleHarness;
let site: SiteServer | undefined;

beforeAll(async () => {
  harness = await startConsole();
});

afterAll(async () => {
  await Promise.all([site?.stop(), harness?.close()]);
});

describe('guest preview while the site is down', () => {
  it('says the preview is unavailable and still saves the form', async () => {
    const page = await harness.signedInPage('ana');
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto(`${harness.url}/menu-items/1`);
    const preparation = page.getByLabel('Preparation time');
    await preparation.waitFor();

    // Nothing listens on the site's port: the refusal is immediate, no spinner for long.
    const shownAfter = Date.now();
    const unavailable = page.getByText(/^Preview unavailable/);
    await unavailable.waitFor({ timeout: 5_000 });
    expect(Date.now() - shownAfter).toBeLessThan(5_000);
    await screenshot(page, 'preview-unavailable');

    await preparation.fill('25');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('1-25 of 30').waitFor();
    expect(harness.api.tables['menu-items']?.[0]?.preparationTime).toBe(25);
    expect(uncaught).toEqual([]);
  });

  it('shows the card on reload once the site is back', async () => {
    const page = await harness.signedInPage('ana');
    await page.goto(`${harness.url}/menu-items/2`);
    await page.getByText(/^Preview unavailable/).waitFor({ timeout: 10_000 });

    site = await startBuiltSite(inject('siteUrl'), harness.url);
    await page.reload();
    const card = page.getByRole('region', { name: 'Guest preview' }).locator('article');
    await card.getByText('Dish 02').waitFor({ timeout: 20_000 });
    expect(await page.getByText(/^Preview unavailable/).count()).toBe(0);
  });
});
