/**
 * /events (docs/requirements/pages-and-routes.md#events-page): chips that filter, the week view and its navigation,
 * and the Book Event dialog's happy path and sold-out answer.
 */
import { TEXT_LIMITS } from '@lakeside/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPages } from './support/activity-shots';
import { activitiesRoutes } from './support/fake-activities-api';
import { DESKTOP, PHONE, islandsHydrated, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest(activitiesRoutes());
});

afterAll(async () => {
  await sut?.close();
});

async function eventsPage(viewport: { width: number; height: number } = PHONE) {
  const opened = await sut.newPage(viewport);
  await opened.page.goto(sut.url('/events'));
  await islandsHydrated(opened.page);
  return opened;
}

const weekTitles = async (page: Page) =>
  (await page.locator('.week-days .event-card-title').allInnerTexts()).map((title) => title.trim());

describe('events page', () => {
  it('filters the upcoming cards and the week with the category chips', async () => {
    const { page, errors } = await eventsPage(DESKTOP);
    const chips = page.getByRole('group', { name: 'Event categories' }).getByRole('button');

    expect(await chips.allInnerTexts()).toEqual(['All', 'Wellness', 'Community', 'Spiritual', 'Education', 'Music']);
    expect(await page.locator('.upcoming-grid .event-card').count()).toBe(3);
    await page.getByRole('button', { name: 'Show More' }).click();
    expect(await page.locator('.upcoming-grid .event-card').count()).toBeGreaterThanOrEqual(5);

    await page.getByRole('button', { name: 'Spiritual' }).click();

    expect(await weekTitles(page)).toEqual(['Mayan Cacao Ceremony', 'Full Moon Meditation']);
    expect(await page.getByRole('button', { name: 'Spiritual' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('moves by weeks, shows an empty week and comes back with Today', async () => {
    const { page, errors } = await eventsPage();
    const firstWeek = await page.locator('.week-label').innerText();
    expect(firstWeek).toMatch(/^Week of /);
    expect(await page.locator('.week-day').count()).toBe(7);
    expect(await page.locator('.week-day-head').first().innerText()).toContain('Sunday');
    // Counted in the week only: on some weekdays the sold-out event is also an upcoming card.
    const week = page.locator('.week-days');
    expect(await week.getByText('Fully booked').count()).toBe(1);
    expect(await week.getByText('Sold Out').count()).toBe(1);

    await page.getByRole('button', { name: 'Next Week' }).click();
    await page.getByText('1 event', { exact: true }).first().waitFor();
    expect(await weekTitles(page)).toEqual(['Morning Yoga', 'Live Music Night']);

    await page.getByRole('button', { name: 'Next Week' }).click();
    await page.getByText('No Events This Week').waitFor();
    expect(await page.getByText('Check back later or navigate to a different week').isVisible()).toBe(true);
    expect(await page.getByText('No events', { exact: true }).count()).toBe(7);

    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByText('Sunrise Drum Circle').first().waitFor();
    expect(await page.locator('.week-label').innerText()).toBe(firstWeek);
    expect(errors).toEqual([]);
  });

  it('books tickets: session first, exact total, then the emailed confirmation and fresh events', async () => {
    const { page, errors } = await eventsPage();
    const before = sut.api.calls('GET /api/events').length;
    await page.getByRole('button', { name: 'Book Tickets: Mayan Cacao Ceremony' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Mayan Cacao Ceremony' });
    const submit = dialog.getByRole('button', { name: 'Book Now' });

    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Session').selectOption({ index: 1 });
    await dialog.getByLabel('Tickets').fill('3');
    expect(await dialog.getByTestId('event-total').innerText()).toBe('$106.50');
    // The guest fields of every booking form: required for screen readers, within the API's limits.
    for (const [label, limit] of [
      ['Full name', TEXT_LIMITS.personName],
      ['Email', TEXT_LIMITS.email],
      ['Phone', TEXT_LIMITS.phone],
    ] as const) {
      const field = dialog.getByLabel(label);
      expect(await field.evaluate((input: HTMLInputElement) => [input.required, input.maxLength])).toEqual([
        true,
        limit,
      ]);
    }
    await dialog.getByLabel('Full name').fill('Ana López');
    await dialog.getByLabel('Email').fill('ana@example.com');
    await dialog.getByLabel('Phone').fill('+502 5555 1234');
    await submit.click();

    await page.getByText('Your tickets are reserved and a confirmation email has been sent!').waitFor();
    expect(await dialog.count()).toBe(0);
    const [booking] = sut.api
      .calls('POST /api/event-bookings')
      .map((call) => JSON.parse(call.body) as Record<string, unknown>);
    expect(booking).toMatchObject({
      eventId: 'event:2',
      numberOfTickets: 3,
      selectedTimeSlot: '19:00',
      totalAmount: '106.50',
      guestName: 'Ana López',
      language: 'en',
    });
    expect(String(booking?.selectedDateTime)).toMatch(/T19:00:00-06:00$/);
    await expect.poll(() => sut.api.calls('GET /api/events').length).toBeGreaterThanOrEqual(before + 2);
    expect(errors).toEqual([]);
  });

  it('keeps the dialog open with the server message when the session sold out meanwhile', async () => {
    sut.api.routes['POST /api/event-bookings'] = () => ({
      status: 409,
      body: { message: 'Not enough spots are left in this session. Only 3 spots left.' },
    });
    const { page, errors } = await eventsPage();
    await page.getByRole('button', { name: 'Book Tickets: Sunrise Drum Circle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sunrise Drum Circle' });
    await dialog.getByLabel('Session').selectOption({ index: 1 });
    await dialog.getByLabel('Full name').fill('Ana López');
    await dialog.getByLabel('Email').fill('ana@example.com');
    await dialog.getByLabel('Phone').fill('+502 5555 1234');
    await dialog.getByRole('button', { name: 'Book Now' }).click();

    const alert = dialog.getByRole('alert').filter({ hasText: 'Booking Failed' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Only 3 spots left.');
    expect(await dialog.isVisible()).toBe(true);
    // The 409 is a console error of the browser's fetch; nothing else may be.
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });

  it('renders in English and Spanish at both sizes (screenshots)', async () => {
    const errors = await screenshotPages(sut, [
      ['events', '/events'],
      ['events-es', '/es/events'],
    ]);
    expect(errors).toEqual([]);
  });
});
