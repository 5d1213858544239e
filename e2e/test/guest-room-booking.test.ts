/**
 * A guest books a room on a phone, from the home page's search widget to 'Booking Confirmed!'
 * through the simulated payment provider, and staff then see the confirmed booking — with the
 * server's price and its nights taken — through the API. A second guest asking for the same
 * nights is told they are taken. Then the same in Spanish on a desktop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  DESKTOP,
  PHONE,
  islandHydrated,
  islandsHydrated,
  launchBrowser,
  screenshot,
  type TestBrowser,
} from './support/browser';
import { retreatDate } from './support/retreat-date';
import { signInStaff, type StaffApi } from './support/staff-api';

interface BookingRow {
  id: number;
  guestName: string;
  roomType: string;
  checkinDate: string;
  checkoutDate: string;
  guests: number;
  totalPrice: string;
  status: string;
  language?: string;
}

const { siteUrl } = inject('system');
let browser: TestBrowser;
let staff: StaffApi;

beforeAll(async () => {
  [browser, staff] = await Promise.all([launchBrowser(), signInStaff('manager')]);
});

afterAll(async () => {
  await browser?.close();
});

describe('a guest books a room', () => {
  const checkin = retreatDate(40);
  const checkout = retreatDate(43);

  it('from the home page on a phone, paying through the simulated provider', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    await page.goto(`${siteUrl}/`);
    const widget = page.locator('[data-island="room-search-widget"]');
    await widget.scrollIntoViewIfNeeded();
    await islandHydrated(widget);
    await widget.getByLabel('Check-in').fill(checkin);
    await widget.getByLabel('Nights').selectOption('3');
    await widget.getByLabel('Guests').selectOption('2');
    await widget.getByRole('button', { name: 'Search Available Rooms' }).click();

    await page.waitForURL(/\/search-results\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ checkin, checkout, guests: '2' });
    const card = page.locator('[data-room-id="upper_lakefront"]');
    // The total is the server's: 3 nights × $80.
    expect(await card.innerText()).toContain('$240');
    await screenshot(page, 'guest-search-results', { fullPage: true });
    await card.getByRole('link', { name: /^Book Now/ }).click();

    await page.waitForURL(/\/book\/upper_lakefront\?/);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Check Availability & Book' }).click();
    const outcome = page.locator('.book-outcome');
    expect(await outcome.innerText()).toContain('Available!');
    await outcome.getByRole('button', { name: 'Book Now' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Lucía Ramírez');
    await dialog.getByLabel('Email Address').fill('lucia@example.com');
    await dialog.getByLabel('Phone Number').fill('+502 5555 0101');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByText('Simulated payment — no money moves').waitFor();
    // The API's quote: 3 nights at $80, and free cancellation until 15:00 two days before check-in.
    expect(await dialog.getByRole('list', { name: 'Price for each night' }).innerText()).toMatch(
      /^3 nights × \$80\s+\$240$/,
    );
    expect(await dialog.locator('.wizard-policy').innerText()).toMatch(
      /^Free cancellation until \w+, \w+ \d+, \d{4}, 3:00\sPM \(Guatemala time\)/,
    );
    const pay = dialog.getByRole('button', { name: 'Pay $240' });
    expect(await pay.isDisabled()).toBe(true);
    await screenshot(page, 'guest-booking-payment');
    await dialog.getByRole('checkbox', { name: 'I accept the terms and the cancellation policy' }).check();
    await pay.click();
    await dialog.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    expect(await dialog.innerText()).toContain('Upper Lake Front');
    await screenshot(page, 'guest-booking-confirmed');
    expect(errors).toEqual([]);

    const bookings = await staff.get<BookingRow[]>('/api/room-bookings');
    const booking = bookings.find((row) => row.guestName === 'Lucía Ramírez');
    expect(booking).toMatchObject({
      roomType: 'upper_lakefront',
      checkinDate: checkin,
      checkoutDate: checkout,
      guests: 2,
      totalPrice: '240.00',
      status: 'confirmed',
    });
  });

  it('tells the next guest that those nights are taken', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    await page.goto(`${siteUrl}/book/upper_lakefront?checkin=${retreatDate(41)}&checkout=${retreatDate(44)}&guests=1`);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Check Availability & Book' }).click();
    const outcome = page.locator('.book-outcome');
    await outcome.getByText('Dates not available').waitFor();
    expect(await outcome.getByRole('button', { name: 'Change Dates' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('in Spanish on a desktop', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    const [esCheckin, esCheckout] = [retreatDate(50), retreatDate(52)];
    await page.goto(`${siteUrl}/es/book/garden_cottage?checkin=${esCheckin}&checkout=${esCheckout}&guests=4`);
    await islandsHydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    // The room's Spanish name, as the seed wrote it in the database.
    await page.getByRole('heading', { level: 1, name: 'Cabaña con vista al jardín' }).waitFor();
    await page.getByRole('button', { name: 'Consultar disponibilidad y reservar' }).click();
    expect(await page.locator('.book-outcome').innerText()).toContain('¡Disponible!');
    await page.locator('.book-outcome').getByRole('button', { name: 'Reservar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre completo').fill('Diego Chávez');
    await dialog.getByLabel('Correo electrónico').fill('diego@example.com');
    await dialog.getByLabel('Teléfono').fill('+502 5555 0202');
    await dialog.getByRole('button', { name: 'Continuar al pago' }).click();
    await dialog.getByText('Pago simulado: no se cobra dinero').waitFor();
    expect(await dialog.locator('.wizard-policy').innerText()).toContain('(hora de Guatemala)');
    await dialog.getByRole('checkbox', { name: 'Acepto los términos y la política de cancelación' }).check();
    await dialog.getByRole('button', { name: /^Pagar/ }).click();
    await dialog.getByRole('heading', { name: '¡Reserva confirmada!' }).waitFor();
    await screenshot(page, 'guest-booking-confirmed-es');
    expect(errors).toEqual([]);

    const bookings = await staff.get<BookingRow[]>('/api/room-bookings');
    expect(bookings.find((row) => row.guestName === 'Diego Chávez')).toMatchObject({
      roomType: 'garden_cottage',
      totalPrice: '200.00',
      status: 'confirmed',
    });
  });
});
