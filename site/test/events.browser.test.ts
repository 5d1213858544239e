/**
 * /events (docs/requirements/pages-and-routes.md#events-page): chips that filter, the week view and its navigation,
 * the retreats and events planned beyond the upcoming weeks, the week view up to the events
 * horizon, and the Book Event dialog's happy path and sold-out answer.
 */
import { eventHorizon, TEXT_LIMITS } from '@lakeside/contracts';
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekStartOf } from '../src/components/events/calendar-week';
import { screenshotPages } from './support/activity-shots';
import { EVENT_ORDER } from './support/fake-session-payment-api';
import { activitiesRoutes, LATER_EVENTS, TODAY } from './support/fake-activities-api';
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

const SHOTS_DIR = process.env.ACTIVITY_SHOTS_DIR ?? '/tmp/shots/site-activities';

/** The phone's view of the part of the page in question, for people to look at. */
async function shoot(page: Page, name: string) {
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

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

  it('lists the retreats and events planned beyond the upcoming weeks, with their year, on a phone', async () => {
    const { page, errors } = await eventsPage(PHONE);
    const later = page.getByRole('region', { name: 'Upcoming retreats and events' });
    await later.scrollIntoViewIfNeeded();

    const titles = (await later.locator('.event-card-title').allInnerTexts()).map((title) => title.trim());
    expect(titles).toEqual(LATER_EVENTS.map((event) => event.title));
    const year = addDays(TODAY, 200).slice(0, 4);
    expect(await later.locator('.event-card-when').last().innerText()).toContain(year);
    // Not twice: the upcoming cards hold the next four weeks, this list what comes after.
    expect(await page.locator('.upcoming-grid').getByText('Cacao Retreat').count()).toBe(0);
    // Asked for only from the end of those four weeks.
    const asked = sut.api.calls('GET /api/events/upcoming').map((call) => new URL(call.url, 'http://x'));
    expect(asked.at(-1)?.searchParams.get('from')).toBe(addDays(TODAY, 28));
    await shoot(page, 'events-later-phone');

    await page.getByRole('button', { name: 'Spiritual' }).click();
    expect((await later.locator('.event-card-title').allInnerTexts()).map((title) => title.trim())).toEqual([
      'Cacao Retreat',
    ]);
    await later.getByRole('button', { name: 'Book Tickets: Cacao Retreat' }).click();
    await page.getByRole('dialog', { name: 'Cacao Retreat' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('moves to any week up to the events horizon, and says where the calendar ends', async () => {
    const { page, errors } = await eventsPage(PHONE);
    const jump = page.getByLabel('Jump to Date');
    const horizon = eventHorizon(TODAY);
    expect(await jump.getAttribute('max')).toBe(horizon);

    // A retreat seven months ahead, in its week.
    await jump.fill(addDays(TODAY, 200));
    await page
      .locator(`.week-day[data-date="${addDays(TODAY, 200)}"]`)
      .getByText('Cacao Retreat')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Next Week' }).isEnabled()).toBe(true);

    // The horizon's week: the last one; Next Week stops there and a line says so.
    await jump.fill(horizon);
    await page.locator(`.week-day[data-date="${horizon}"]`).waitFor();
    await page.getByText('No Events This Week').waitFor();
    expect(await page.getByRole('button', { name: 'Next Week' }).isDisabled()).toBe(true);
    await page.getByText(/^The calendar goes up to /).waitFor();
    await page.locator('.week').scrollIntoViewIfNeeded();
    await shoot(page, 'events-horizon-week-phone');

    // A date typed past it shows the same week, and nothing past the horizon is asked for.
    await jump.fill(addDays(horizon, 40));
    await page.locator(`.week-day[data-date="${horizon}"]`).waitFor();
    const froms = sut.api
      .calls('GET /api/events')
      .map((call) => new URL(call.url, 'http://x').searchParams.get('from') ?? TODAY);
    expect(froms.filter((from) => from > horizon)).toEqual([]);
    expect(froms).toContain(weekStartOf(horizon));

    await page.getByRole('button', { name: 'Previous Week' }).click();
    expect(await page.getByRole('button', { name: 'Next Week' }).isEnabled()).toBe(true);
    expect(await page.getByText(/^The calendar goes up to /).count()).toBe(0);
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
    await dialog.getByText('3 × ticket at $35.50').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /I accept the terms/ }).check();
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
    await dialog.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await dialog.getByRole('button', { name: 'Book Now' }).click();

    const alert = dialog.getByRole('alert').filter({ hasText: 'Booking Failed' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Only 3 spots left.');
    expect(await dialog.isVisible()).toBe(true);
    // The 409 is a console error of the browser's fetch; nothing else may be.
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });

  it('pays for tickets now: the breakdown, the deadline in Guatemala time, the terms, then confirmed and paid', async () => {
    const { page, errors } = await eventsPage();
    await page.getByRole('button', { name: 'Book Tickets: Sunrise Drum Circle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sunrise Drum Circle' });
    await dialog.getByLabel('Session').selectOption({ index: 1 });
    await dialog.getByLabel('Tickets').fill('2');
    await dialog.getByRole('radio', { name: 'Pay now' }).check();
    await dialog.getByTestId('event-breakdown').getByText('2 × ticket at $15.00').waitFor();
    expect(await dialog.getByTestId('event-quote-total').innerText()).toBe('$30.00');
    // 06:00 less the 24 hours of the events policy, on the retreat's clock.
    expect(await dialog.getByTestId('event-cancellation').innerText()).toMatch(
      /^(Free cancellation until \w+, \w+ \d+, \d{4}, 2:00\sPM \(Guatemala time\)|This starts too soon)/,
    );
    await dialog.getByLabel('Full name').fill('Ana López');
    await dialog.getByLabel('Email').fill('ana@example.com');
    await dialog.getByLabel('Phone').fill('+502 5555 1234');
    const pay = dialog.getByRole('button', { name: 'Pay $30.00' });
    expect(await pay.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await pay.click();

    await page.getByText('Your tickets are reserved and a confirmation email has been sent!').waitFor();
    const [held] = sut.api.calls('POST /api/event-bookings/checkout').map((call) => JSON.parse(call.body) as object);
    expect(held).toMatchObject({ eventId: 'event:1', numberOfTickets: 2, totalAmount: '30.00' });
    expect(sut.api.calls(`POST /api/event-bookings/checkout/${EVENT_ORDER}/capture`)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('renders in English and Spanish at both sizes (screenshots)', async () => {
    const errors = await screenshotPages(sut, [
      ['events', '/events'],
      ['events-es', '/es/events'],
    ]);
    expect(errors).toEqual([]);
  });
});
