/**
 * /book/{roomType}: the room page's states (not found, missing dates, too many guests,
 * minimum stay, available, taken) and the booking wizard through the simulated provider
 * to 'Booking Confirmed!', a dates-taken conflict, and the Spanish flow.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { retreatClock } from '../src/lib/time/retreat-clock';
import { ORDER_ID, bookingRoutes, bookingState, stayFrom, type BookingState } from './support/fake-booking-api';
import { VIEWPORTS, islandsHydrated, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

const SHOTS = '/tmp/shots/site-booking';
let sut: SiteUnderTest;
let state: BookingState;
const today = retreatClock().date;
const stay = stayFrom(today, 14, 2);

beforeAll(async () => {
  state = bookingState();
  sut = await startSiteUnderTest(bookingRoutes(state));
});

afterAll(async () => {
  await sut?.close();
});

beforeEach(() => {
  state.takenRooms.clear();
  state.orderConflict = false;
  state.orders.length = 0;
});

async function openRoom(page: Page, path: string): Promise<void> {
  await page.goto(sut.url(path));
  await islandsHydrated(page);
}

describe('room page', () => {
  it('answers an unknown room with a real 404 and a way back', async () => {
    const { page } = await sut.newPage();
    const response = await page.goto(sut.url('/book/penthouse'));
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Room Not Found' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Return to Accommodations' }).getAttribute('href')).toBe(
      '/search-results',
    );
  });

  it('shows the room and asks for dates, fewer guests and a longer stay', async () => {
    const { page, errors } = await sut.newPage();
    await openRoom(page, '/book/lakefront_lower?guests=3');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Lakefront Lower Room');
    expect(await page.getByText('4.8 · 127 reviews').isVisible()).toBe(true);
    expect(await page.getByText('up to 2 guests').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Room Features' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Amenities' }).isVisible()).toBe(true);

    const card = page.locator('.book-card');
    const check = card.getByRole('button', { name: 'Check Availability & Book' });
    await check.click();
    expect(await card.getByRole('alert').innerText()).toContain('Missing Dates');
    expect(await card.getByRole('alert').innerText()).toContain('Please select both check-in and check-out dates');

    // A new check-in moves the check-out to the minimum stay.
    await card.getByLabel('Check-in date').fill(stay.checkin);
    expect(await card.getByLabel('Check-out date').inputValue()).toBe(stay.checkout);
    expect(await card.locator('.price-line').innerText()).toMatch(/\$65 × 2 nights\s+\$130/);
    await check.click();
    expect(await card.getByRole('alert').innerText()).toContain('Too Many Guests');
    expect(await card.getByRole('alert').innerText()).toContain('Lakefront Lower Room accommodates up to 2 guests');

    await card.getByLabel('Guests').selectOption('2');
    await card.getByLabel('Check-out date').fill(stayFrom(today, 15, 0).checkin);
    await check.click();
    expect(await card.getByRole('alert').innerText()).toContain('Minimum stay is 2 nights.');
    expect(sut.api.calls('GET /api/rooms/availability')).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it('explains that the dates are taken and offers other dates', async () => {
    state.takenRooms.add('upper_lakefront');
    const { page, errors } = await sut.newPage();
    await openRoom(page, `/book/upper_lakefront?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=2`);
    await page.getByRole('button', { name: 'Check Availability & Book' }).click();
    const outcome = page.locator('.book-outcome');
    expect(await outcome.innerText()).toContain('Dates not available');
    await outcome.getByRole('button', { name: 'Change Dates' }).click();
    expect(await page.getByRole('button', { name: 'Check Availability & Book' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('booking wizard', () => {
  it.each(VIEWPORTS)('books a room through the simulated provider on a %s', async (name, viewport) => {
    const { page, errors } = await sut.newPage(viewport);
    await openRoom(page, `/book/lakeside_cottage?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=3`);
    await page.screenshot({ path: `${SHOTS}/room-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Check Availability & Book' }).click();
    const outcome = page.locator('.book-outcome');
    expect(await outcome.innerText()).toContain('Available!');
    await page.screenshot({ path: `${SHOTS}/room-available-${name}.png` });
    await outcome.getByRole('button', { name: 'Book Now' }).click();

    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('heading', { name: 'Guest Information' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    expect(await dialog.getByRole('alert').innerText()).toContain('Please fill in all guest details');
    expect(await dialog.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/wizard-guest-${name}.png` });
    await dialog.getByLabel('Full Name').fill('Ana López');
    await dialog.getByLabel('Email Address').fill('ana@example.com');
    await dialog.getByLabel('Phone Number').fill('+502 5555 1234');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();

    expect(await dialog.getByRole('heading', { name: 'Payment' }).isVisible()).toBe(true);
    // The payment setup arrives after the step opens.
    await dialog.getByText('Simulated payment — no money moves').waitFor();
    await page.screenshot({ path: `${SHOTS}/wizard-payment-${name}.png` });
    await dialog.getByRole('button', { name: 'Pay $200' }).click();
    await dialog.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    const summary = await dialog.innerText();
    expect(summary).toContain('Ana López');
    expect(summary).toContain('Private Lake-side Cottage');
    expect(summary).toContain('$200.00');
    expect(summary).toContain('A confirmation e-mail has been sent to ana@example.com.');
    await page.screenshot({ path: `${SHOTS}/wizard-confirmed-${name}.png` });

    expect(state.orders).toEqual([
      {
        amount: '200.00',
        currency: 'USD',
        intent: 'CAPTURE',
        booking: {
          checkinDate: stay.checkin,
          checkoutDate: stay.checkout,
          roomType: 'lakeside_cottage',
          guests: 3,
          guestName: 'Ana López',
          email: 'ana@example.com',
          phone: '+502 5555 1234',
          language: 'en',
        },
      },
    ]);
    const capture = sut.api.calls(`POST /paypal/order/${ORDER_ID}/capture`).at(-1);
    expect(capture?.body).toBe('');
    expect(capture?.headers['content-type']).toBeUndefined();
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('explains a dates-taken conflict from the order and offers other dates', async () => {
    state.orderConflict = true;
    const capturesBefore = sut.api.calls(`POST /paypal/order/${ORDER_ID}/capture`).length;
    const { page, errors } = await sut.newPage();
    await openRoom(page, `/book/garden_cottage?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=2`);
    await page.getByRole('button', { name: 'Check Availability & Book' }).click();
    await page.locator('.book-outcome').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Ana López');
    await dialog.getByLabel('Email Address').fill('ana@example.com');
    await dialog.getByLabel('Phone Number').fill('+502 5555 1234');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByRole('button', { name: 'Pay $200' }).click();
    await dialog.getByRole('heading', { name: 'These dates were just taken' }).waitFor();
    expect(await dialog.innerText()).toContain('You have not been charged.');
    await page.screenshot({ path: `${SHOTS}/wizard-taken-phone.png` });
    await dialog.getByRole('button', { name: 'Choose other dates' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('.book-outcome').innerText()).toContain('Change Dates');
    expect(sut.api.calls(`POST /paypal/order/${ORDER_ID}/capture`)).toHaveLength(capturesBefore);
    // Chromium logs the 409 reply itself; that is the only console line allowed.
    expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
  });

  it('books in Spanish', async () => {
    const { page, errors } = await sut.newPage();
    await openRoom(page, `/es/book/lakefront_lower?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=2`);
    expect(await page.getByRole('heading', { name: 'Reserve su estadía' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Consultar disponibilidad y reservar' }).click();
    expect(await page.locator('.book-outcome').innerText()).toContain('¡Disponible!');
    await page.locator('.book-outcome').getByRole('button', { name: 'Reservar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continuar al pago' }).click();
    expect(await dialog.getByRole('alert').innerText()).toContain('Complete todos los datos del huésped');
    await dialog.getByLabel('Nombre completo').fill('Ana López');
    await dialog.getByLabel('Correo electrónico').fill('ana@example.com');
    await dialog.getByLabel('Teléfono').fill('+502 5555 1234');
    await dialog.getByRole('button', { name: 'Continuar al pago' }).click();
    await dialog.getByText('Pago simulado: no se cobra dinero').waitFor();
    await dialog.getByRole('button', { name: /^Pagar/ }).click();
    await dialog.getByRole('heading', { name: '¡Reserva confirmada!' }).waitFor();
    expect(state.orders[0]?.booking).toMatchObject({ language: 'es' });
    await page.screenshot({ path: `${SHOTS}/wizard-confirmed-es-phone.png` });
    expect(errors).toEqual([]);
  });
});
