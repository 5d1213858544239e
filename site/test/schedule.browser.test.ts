/**
 * The schedule page (docs/requirements/pages-and-routes.md#schedule-page): today's activities and the sauna
 * booking, happy path and the 409 of a slot someone else just took.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPages } from './support/activity-shots';
import { addDays } from '@lakeside/contracts';
import { TODAY, activitiesRoutes, saunaDay } from './support/fake-activities-api';
import { SAUNA_ORDER } from './support/fake-session-payment-api';
import { PHONE, islandsHydrated, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest(activitiesRoutes());
});

afterAll(async () => {
  await sut?.close();
});

async function schedulePage() {
  const opened = await sut.newPage(PHONE);
  await opened.page.goto(sut.url('/schedule'));
  // The sauna booking hydrates as it comes near the screen.
  await opened.page.locator('#sauna').scrollIntoViewIfNeeded();
  await islandsHydrated(opened.page);
  return opened;
}

async function fillGuest(page: Awaited<ReturnType<typeof schedulePage>>['page']) {
  await page.getByLabel('Full name').fill('Ana López');
  await page.getByLabel('Email').fill('ana@example.com');
}

const acceptTerms = (page: Awaited<ReturnType<typeof schedulePage>>['page']) =>
  page.getByRole('checkbox', { name: /I accept the terms/ }).check();

describe('schedule page', () => {
  it("lists today's classes, the sauna slots and links to the full schedule", async () => {
    const { page, errors } = await schedulePage();

    expect(await page.getByText('Sunrise Yoga', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Breathwork', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('.slot').count()).toBe(6);
    // The weekly highlights are the schedule's own: the daily classes under "Every day".
    expect(await page.locator('.highlights li').last().innerText()).toMatch(/^Every day: .*Sunrise Yoga/);
    expect(await page.getByRole('radio', { name: /1:00\sPM\s*Booked/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'View Full Schedule' }).getAttribute('href')).toBe('/events');
    expect(errors).toEqual([]);
  });

  it('books a sauna session with the priced duration and confirms it', async () => {
    const { page, errors } = await schedulePage();
    await page.getByRole('radio', { name: /3:00\sPM/ }).check();
    await page.getByRole('radio', { name: /120 min/ }).check();
    expect(await page.getByTestId('sauna-total').innerText()).toBe('$25.50');
    await fillGuest(page);
    expect(await page.getByRole('radio', { name: 'Pay at the retreat' }).isChecked()).toBe(true);
    // The terms come first: the button waits for the box.
    expect(await page.getByRole('button', { name: 'Book Sauna Session' }).isDisabled()).toBe(true);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Book Sauna Session' }).click();

    await page.getByText('Your sauna session is booked and a confirmation email has been sent!').waitFor();
    const [sent] = sut.api
      .calls('POST /api/sauna-bookings')
      .map((call) => JSON.parse(call.body) as Record<string, unknown>);
    expect(sent).toMatchObject({
      sessionDate: TODAY,
      timeSlot: '15:00',
      duration: 120,
      totalPrice: '25.50',
      guestName: 'Ana López',
      email: 'ana@example.com',
      language: 'en',
    });
    expect(errors).toEqual([]);
  });

  it('asks for a time before sending anything', async () => {
    const { page } = await schedulePage();
    const before = sut.api.calls('POST /api/sauna-bookings').length;
    await fillGuest(page);
    await page.getByRole('button', { name: 'Book Sauna Session' }).click();

    await page.getByText('Please select a time slot').waitFor();
    expect(sut.api.calls('POST /api/sauna-bookings').length).toBe(before);
  });

  it('explains a slot taken meanwhile and shows it as booked', async () => {
    sut.api.routes['POST /api/sauna-bookings'] = () => ({
      status: 409,
      body: { message: 'This sauna slot is already booked. Please choose another time.' },
    });
    const { page, errors } = await schedulePage();
    await page.getByRole('radio', { name: /9:00\sAM/ }).check();
    sut.api.routes['GET /api/sauna/availability'] = () => ({ status: 200, body: saunaDay(TODAY, ['09:00', '13:00']) });
    await fillGuest(page);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Book Sauna Session' }).click();

    await page.getByRole('alert').getByText('Someone has just booked this time.', { exact: false }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: /9:00\sAM\s*Booked/ }).isDisabled()).toBe(true);
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });

  it("pays now for a session: the server's breakdown, the deadline in Guatemala time, the terms, then confirmed", async () => {
    sut.api.routes['GET /api/sauna/availability'] = activitiesRoutes()['GET /api/sauna/availability']!;
    const { page, errors } = await schedulePage();
    const day = addDays(TODAY, 3);
    await page.getByLabel('Date').fill(day);
    await page.getByRole('radio', { name: /5:00\sPM\s*Available/ }).check();
    await page.getByRole('radio', { name: /90 min/ }).check();
    await page.getByRole('radio', { name: 'Pay now' }).check();

    const breakdown = page.getByTestId('sauna-breakdown');
    await breakdown.getByText('Private session, 90 min').waitFor();
    expect(await page.getByTestId('sauna-quote-total').innerText()).toBe('$20.00');
    // 17:00 less the 12 hours of the wellness policy, on the retreat's clock.
    expect(await page.getByTestId('sauna-cancellation').innerText()).toMatch(
      /^Free cancellation until \w+, \w+ \d+, \d{4}, 5:00\sAM \(Guatemala time\)/,
    );
    expect(await page.getByText('Simulated payment — no money moves').isVisible()).toBe(true);
    await fillGuest(page);
    const pay = page.getByRole('button', { name: 'Pay $20.00' });
    expect(await pay.isDisabled()).toBe(true);
    expect(await page.locator('.sauna-form').getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
    const bookingsBefore = sut.api.calls('POST /api/sauna-bookings').length;
    await acceptTerms(page);
    await pay.click();

    await page.getByText('Your sauna session is booked and a confirmation email has been sent!').waitFor();
    const [held] = sut.api.calls('POST /api/sauna-bookings/checkout').map((call) => JSON.parse(call.body) as object);
    expect(held).toMatchObject({ sessionDate: day, timeSlot: '17:00', duration: 90, totalPrice: '20.00' });
    expect(sut.api.calls(`POST /api/sauna-bookings/checkout/${SAUNA_ORDER}/capture`)).toHaveLength(1);
    expect(sut.api.calls('POST /api/sauna-bookings').length).toBe(bookingsBefore);
    expect(errors).toEqual([]);
  });

  it('offers paying now alone where the retreat takes sessions only paid online', async () => {
    sut.api.routes['GET /api/sauna-bookings/quote'] = activitiesRoutes({ payAtRetreat: false })[
      'GET /api/sauna-bookings/quote'
    ]!;
    const { page, errors } = await schedulePage();
    await page.getByRole('radio', { name: /7:00\sPM\s*Available/ }).check();
    await page.getByText('Paid online when you book.').waitFor();
    expect(await page.getByRole('radio', { name: 'Pay at the retreat' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Pay \$/ }).count()).toBe(1);
    sut.api.routes['GET /api/sauna-bookings/quote'] = activitiesRoutes()['GET /api/sauna-bookings/quote']!;
    expect(errors).toEqual([]);
  });

  it('shows the slots of the communal sauna session as taken by it, not bookable', async () => {
    sut.api.routes['GET /api/sauna/availability'] = () => ({
      status: 200,
      body: saunaDay(TODAY, [], ['17:00', '19:00']),
    });
    const { page, errors } = await schedulePage();
    expect(await page.getByRole('radio', { name: /5:00\sPM\s*Communal session/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: /7:00\sPM\s*Communal session/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: /3:00\sPM\s*Available/ }).isDisabled()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('renders in English and Spanish at both sizes (screenshots)', async () => {
    sut.api.routes['GET /api/sauna/availability'] = activitiesRoutes()['GET /api/sauna/availability']!;
    const errors = await screenshotPages(sut, [
      ['schedule', '/schedule'],
      ['schedule-es', '/es/schedule'],
    ]);
    expect(errors).toEqual([]);
  });
});
