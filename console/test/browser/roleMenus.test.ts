/** Menus by role: the sidebar shows only what the admin schema lets each role read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startConsole, type ConsoleHarness } from '../support/consoleHarness';

describe('menus by role', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  async function dashboardAs(username: string): Promise<Page> {
    const page = await harness.signedInPage(username);
    await page.goto(harness.url);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    return page;
  }
  const sectionNames = async (page: Page) => page.locator('.RaSidebar-fixed [aria-expanded]').allTextContents();

  it('gives staff the day-to-day sections and no finance at all', async () => {
    const page = await dashboardAs('sam');
    expect(await sectionNames(page)).toEqual([
      'Stay',
      'Events',
      'Restaurant',
      'Inventory',
      'Staff',
      'Loyalty & analytics',
    ]);
    expect(await page.getByRole('button', { name: 'Expense Management' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Expense Management' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Staff', exact: true }).click();
    expect(await page.getByRole('menuitem', { name: 'Schedules' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Time tracking' }).count()).toBe(0);

    // A typed URL does not open the screen either, and the console never asked for expenses.
    await page.goto(`${harness.url}/expenses`);
    await page.getByText('Either you typed a wrong URL').waitFor();
    expect(harness.api.requests.some((request) => request.path.startsWith('/api/expenses'))).toBe(false);
  });

  it('gives a manager Finance with Expenses, but not Administration', async () => {
    const page = await dashboardAs('mario');
    const sections = await sectionNames(page);
    expect(sections).toContain('Finance');
    expect(sections).not.toContain('Administration');
    await page.getByRole('button', { name: 'Finance' }).click();
    await page.getByRole('menuitem', { name: 'Expenses' }).click();
    await page.getByRole('heading', { name: 'Expense Management', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/expenses');
  });

  it('gives an admin every section; read-only tables offer no Create', async () => {
    const page = await dashboardAs('ana');
    expect(await sectionNames(page)).toEqual([
      'Stay',
      'Events',
      'Community',
      'Restaurant',
      'Inventory',
      'Staff',
      'Finance',
      'Loyalty & analytics',
      'Administration',
    ]);
    await page.goto(`${harness.url}/room-bookings`);
    await page.getByText('No Room bookings yet.').waitFor();
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await page.goto(`${harness.url}/rooms`);
    await page.getByRole('link', { name: 'Create' }).waitFor();
  });
});
