/**
 * A room's rate periods (seasons) edited in the generic screens from the API's schema: a manager
 * finds them under Stay, and the form checks the contracts' schema (a last night before the first
 * one is refused on that field) before the period is saved with its rates and minimum stay.
 */
import { MESSAGES } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startConsole, type ConsoleHarness } from '../support/consoleHarness';

describe('rate periods', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  it('are created by a manager, with the last night checked against the first', async () => {
    const page = await harness.signedInPage('mario');
    await page.goto(`${harness.url}/room-rate-periods/create`);
    await page.getByLabel('Room').click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Name').fill('Holy Week');
    await page.getByLabel('First night').fill('2027-03-21');
    await page.getByLabel('Last night').fill('2027-03-20');
    await page.getByLabel('Nightly rate').fill('120');
    await page.getByLabel('Min nights').fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.MuiFormHelperText-root.Mui-error', { hasText: MESSAGES.lastNightBeforeFirst }).waitFor();
    expect(harness.api.tables['room-rate-periods'] ?? []).toHaveLength(0);
    await screenshot(page, 'rate-period-error');

    await page.getByLabel('Last night').fill('2027-03-27');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/room-rate-periods(\/\d+)?$/);
    expect(harness.api.tables['room-rate-periods']).toEqual([
      expect.objectContaining({
        name: 'Holy Week',
        firstNight: '2027-03-21',
        lastNight: '2027-03-27',
        nightlyRate: '120', // as sent: the API stores it as 120.00
        minNights: 4,
      }),
    ]);
  });
});
