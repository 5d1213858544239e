/** The console in each staff member's language: their choice on their login, else the browser's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';

describe('the console in English and Spanish', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

  it("opens in the language the login chose, whatever the browser's, and switches from the user menu", async () => {
    const page = await harness.signedInPage('lucia', undefined, 'en-US');
    await page.goto(harness.url);
    await menuItem(page, 'Punto de venta').waitFor();
    expect(await page.getByRole('button', { name: 'Finanzas' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    await page.getByRole('button', { name: /perfil|profile/i }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await menuItem(page, 'Point of sale').waitFor();
    const saved = harness.api.requests.filter((request) => request.path === '/api/auth/user/language');
    expect(saved.map((request) => request.method)).toEqual(['PUT']);

    // The choice is the account's: a new device (no kept locale) opens in English too.
    const elsewhere = await harness.signedInPage('lucia', TABLET, 'es-GT');
    await elsewhere.goto(harness.url);
    await menuItem(elsewhere, 'Kitchen display').waitFor();
    expect(await elsewhere.locator('html').getAttribute('lang')).toBe('en');
  });

  it('follows a Spanish browser for a login that has not chosen, on a tablet', async () => {
    const page = await harness.signedInPage('sam', TABLET, 'es-GT');
    await page.goto(harness.url);
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 8_000 }).toBe('es');
    await menuItem(page, 'Pantalla de cocina').waitFor();
    await screenshot(page, 'console-spanish-menu');
  });
});
