/**
 * The events table's form holds staff to the horizon guests can reach (event-horizon.ts in the
 * contracts): an event dated past it is refused on its date, with the message the guest week list
 * uses, and nothing is saved; a retreat months ahead is saved.
 */
import { addDays, EVENT_LIMITS, MESSAGES, RETREAT_TIME_ZONE } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startConsole, type ConsoleHarness } from '../support/consoleHarness';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: RETREAT_TIME_ZONE }).format(new Date());

describe('event date in the console', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
    harness.api.tables.events = [
      {
        id: 1,
        title: 'Cacao Retreat',
        description: 'Three days by the lake.',
        eventDate: addDays(today, 40),
        eventTime: '10:00',
        duration: '3 days',
        maxAttendees: 12,
        currentAttendees: 0,
        ticketPrice: '450.00',
        category: 'wellness',
        tags: [],
        availableTimeSlots: [],
        hasTimeSlots: false,
        isActive: true,
      },
    ];
  });
  afterAll(() => harness?.close());

  it('refuses a date past the horizon on the date field, then saves a retreat months ahead', async () => {
    const page = await harness.signedInPage('ana');
    await page.goto(`${harness.url}/events/1`);
    const date = page.getByLabel('Event date');
    await date.fill(addDays(today, EVENT_LIMITS.horizonDays + 30));
    await page.getByRole('button', { name: 'Save' }).click();

    await page.locator('.MuiFormHelperText-root.Mui-error', { hasText: MESSAGES.dateBeyondEventHorizon }).waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    expect(harness.api.tables.events?.[0]?.eventDate).toBe(addDays(today, 40));
    await date.scrollIntoViewIfNeeded();
    await screenshot(page, 'event-beyond-horizon');

    await date.fill(addDays(today, 300));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => harness.api.tables.events?.[0]?.eventDate).toBe(addDays(today, 300));
  });
});
