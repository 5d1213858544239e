/**
 * /book/{roomType}: the room page's states (not found, missing dates, too many guests,
 * minimum stay, available, taken) and the booking wizard through the simulated provider
 * to 'Booking Confirmed!' — the payment step showing the server's price night by night, the
 * cancellation deadline on the retreat's clock and a pay button that waits for the terms —
 * a dates-taken conflict, and the Spanish flow.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { addDays } from '@lakeside/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { retreatClock } from '../src/lib/time/retreat-clock';
import { ORDER_ID, bookingRoutes, bookingState, stayFrom, type BookingState } from './support/fake-booking-api';
import { bookToPayment } from './support/booking-wizard';
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
  state.provider = 'simulated';
  state.takenRooms.clear();
  state.nightRates.clear();
  state.taxes = [];
  state.minNights = 2;
  state.orderConflict = false;
  state.orders.length = 0;
});

async function openRoom(page: Page, path: string): Promise<void> {
  await page.goto(sut.url(path));
  await islandsHydrated(page);
}

/**
 * The free-cancellation deadline of a stay as a guest at the lake reads it, written out here
 * rather than with the site's helpers: 48 hours before the 15:00 check-in, so 15:00 two days before.
 */
function deadline(checkin: string, lang: 'en' | 'es'): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-GT', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${addDays(checkin, -2)}T00:00:00Z`),
  );
}

/** Serious or critical WCAG 2.2 AA violations on the page as it is now (see accessibility.browser.test.ts). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Fills the guest step and continues to the payment step. */
async function toPayment(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Full Name').fill('Ana López');
  await dialog.getByLabel('Email Address').fill('ana@example.com');
  await dialog.getByLabel('Phone Number').fill('+502 5555 1234');
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await dialog.getByText('Simulated payment — no money moves').waitFor();
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
    const oneNight = stayFrom(today, 15, 0).checkin;
    await card.getByLabel('Check-out date').fill(oneNight);
    await check.click();
    expect(await card.getByRole('alert').innerText()).toContain('Minimum stay is 2 nights.');
    // The price line asked the server for the stays that keep the rules; the one-night stay was refused here.
    const quoted = sut.api
      .calls('GET /api/rooms/availability')
      .map((call) => new URL(call.url, 'http://fake').searchParams.get('checkout'));
    expect(quoted).not.toContain(oneNight);
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
    // The server's price, night by night: two nights at one rate read as one line.
    const nights = dialog.getByRole('list', { name: 'Price for each night' });
    expect(await nights.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^2 nights × \$100\s+\$200$/),
    ]);
    expect(await dialog.locator('.wizard-total').innerText()).toMatch(/^Total\s+\$200$/);
    expect(await dialog.locator('.wizard-policy').innerText()).toBe(
      `Free cancellation until ${deadline(stay.checkin, 'en')}, 3:00\u00a0PM (Guatemala time); after that the full amount is charged.`,
    );
    // Pay waits for the terms, and says so.
    const pay = dialog.getByRole('button', { name: 'Pay $200' });
    const terms = dialog.getByRole('checkbox', { name: 'I accept the terms and the cancellation policy' });
    expect(await pay.isDisabled()).toBe(true);
    expect(await terms.isChecked()).toBe(false);
    expect(await terms.getAttribute('required')).not.toBeNull();
    expect(await pay.getAttribute('aria-describedby')).toBe('accept-terms-first');
    expect(await dialog.locator('#accept-terms-first').innerText()).toBe(
      'To pay, first accept the terms and the cancellation policy above.',
    );
    const termsLink = dialog.getByRole('link', { name: 'terms' });
    expect(await termsLink.getAttribute('href')).toBe('/terms');
    expect(await termsLink.getAttribute('target')).toBe('_blank');
    await page.screenshot({ path: `${SHOTS}/wizard-payment-${name}.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await pay.click({ force: true });
    expect(state.orders).toHaveLength(0);
    await terms.check();
    expect(await pay.isEnabled()).toBe(true);
    expect(await dialog.locator('#accept-terms-first').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/wizard-payment-accepted-${name}.png` });
    await terms.uncheck();
    expect(await pay.isDisabled()).toBe(true);
    await terms.check();
    await pay.click();
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
    await toPayment(dialog);
    await dialog.getByRole('checkbox', { name: 'I accept the terms and the cancellation policy' }).check();
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

  it('lists each run of nights at its own rate when the rate changes during the stay', async () => {
    const long = stayFrom(today, 30, 4);
    // A season starts on the third night: the server prices it, the wizard shows it.
    state.nightRates.set(addDays(long.checkin, 2), '120.00').set(addDays(long.checkin, 3), '120.00');
    const { page, errors } = await sut.newPage();
    await openRoom(page, `/book/upper_lakefront?checkin=${long.checkin}&checkout=${long.checkout}&guests=2`);
    await page.getByRole('button', { name: 'Check Availability & Book' }).click();
    await page.locator('.book-outcome').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await toPayment(dialog);
    const night = (offset: number) =>
      new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${addDays(long.checkin, offset)}T00:00:00Z`),
      );
    const lines = await dialog
      .getByRole('list', { name: 'Price for each night' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(lines.map((line) => line.replace(/\s+/g, ' '))).toEqual([
      `${night(0)} – ${night(1)} 2 nights × $80 $160`,
      `${night(2)} – ${night(3)} 2 nights × $120 $240`,
    ]);
    expect(await dialog.locator('.wizard-total').innerText()).toMatch(/^Total\s+\$400$/);
    await page.screenshot({ path: `${SHOTS}/wizard-payment-rates-phone.png` });
    await dialog.getByRole('checkbox', { name: 'I accept the terms and the cancellation policy' }).check();
    await dialog.getByRole('button', { name: 'Pay $400' }).click();
    await dialog.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    expect(state.orders[0]).toMatchObject({ amount: '400.00' });
    expect(errors).toEqual([]);
  });

  it("shows the server's taxes: an added tax before the total, an included one under it, and pays the total", async () => {
    const long = stayFrom(today, 40, 3);
    const lodging = 3 * 80_00; // cents: three nights in the Upper Lakefront Room
    const iva = Math.round((lodging * 12) / 112);
    const tourism = Math.round(((lodging - iva) * 10) / 100);
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    state.taxes = [
      { name: 'IVA', rate: '12.00', included: true, amount: dollars(iva) },
      { name: 'Tourism tax', rate: '10.00', included: false, amount: dollars(tourism) },
    ];
    const total = `$${dollars(lodging + tourism)}`;
    const { page, errors } = await sut.newPage();
    await openRoom(page, `/book/upper_lakefront?checkin=${long.checkin}&checkout=${long.checkout}&guests=2`);
    // The room page's price line is the server's total, the added tax in it.
    expect(await page.locator('.price-line').innerText()).toMatch(new RegExp(`\\$80 × 3 nights\\s+\\${total}$`));
    const dialog = await bookToPayment(page);
    await dialog.getByText('Simulated payment — no money moves').waitFor();
    const lines = await dialog
      .getByRole('list', { name: 'Price for each night' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(lines.map((line) => line.replace(/\s+/g, ' '))).toEqual([
      '3 nights × $80 $240',
      `Tourism tax (10%) $${dollars(tourism)}`,
    ]);
    expect(await dialog.locator('.wizard-total').innerText()).toMatch(new RegExp(`^Total\\s+\\${total}$`));
    expect(await dialog.locator('.wizard-included-taxes').innerText()).toBe(`Includes IVA (12%): $${dollars(iva)}`);
    await dialog.getByRole('checkbox', { name: 'I accept the terms and the cancellation policy' }).check();
    await dialog.getByRole('button', { name: `Pay ${total}` }).click();
    await dialog.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    expect(state.orders[0]).toMatchObject({ amount: dollars(lodging + tourism) });
    // The confirmation keeps the taxes the booking was sold with, around what was paid.
    const summary = (await dialog.locator('.booking-summary').innerText()).replace(/\s+/g, ' ');
    expect(summary).toContain(
      `Tourism tax (10%) $${dollars(tourism)} Total paid ${total} Includes IVA (12%) $${dollars(iva)}`,
    );
    expect(errors).toEqual([]);
  });

  it('says when a season asks for more nights than the stay has, on the check-out date', async () => {
    state.minNights = 3;
    const { page, errors } = await sut.newPage();
    await openRoom(page, `/book/upper_lakefront?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=2`);
    const card = page.locator('.book-card');
    await card.getByRole('button', { name: 'Check Availability & Book' }).click();
    expect(await card.getByRole('alert').innerText()).toContain('Minimum stay for these dates is 3 nights.');
    expect(await card.getByLabel('Check-out date').getAttribute('aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('keeps PayPal from opening until the terms are accepted', async () => {
    state.provider = 'paypal';
    const { page, errors } = await sut.newPage();
    // PayPal's SDK, as documented: onInit hands over enable/disable; a click runs onClick first,
    // and a disabled button or a rejected onClick opens no order.
    await page.route('https://www.paypal.com/sdk/js?**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.paypal = { Buttons(options) { return { async render(slot) {
          let enabled = true;
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          slot.append(button);
          options.onInit?.({}, { enable: async () => { enabled = true; }, disable: async () => { enabled = false; } });
          button.addEventListener('click', async () => {
            let go = true;
            await options.onClick?.({}, { resolve: async () => {}, reject: async () => { go = false; } });
            if (!go || !enabled) return;
            const orderID = await options.createOrder();
            await options.onApprove({ orderID });
          });
        } }; } };`,
      }),
    );
    await page.goto(sut.url(`/book/lakefront_lower?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=2`));
    const dialog = await bookToPayment(page);
    const paypal = dialog.getByRole('button', { name: 'PayPal' });
    await paypal.waitFor();
    expect(await dialog.locator('.paypal-buttons').getAttribute('class')).toContain('is-locked');
    expect(await dialog.locator('#accept-terms-first').isVisible()).toBe(true);
    await paypal.click();
    const terms = dialog.getByRole('checkbox', { name: 'I accept the terms and the cancellation policy' });
    // The click points the guest at the box instead of opening PayPal.
    await expect.poll(() => terms.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(state.orders).toHaveLength(0);
    await terms.check();
    expect(await dialog.locator('.paypal-buttons').getAttribute('class')).not.toContain('is-locked');
    await paypal.click();
    await dialog.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    expect(state.orders).toEqual([expect.objectContaining({ amount: '130.00' })]);
    expect(errors).toEqual([]);
  });

  it('says cancelling is never free for a stay that starts within 48 hours', async () => {
    const soon = stayFrom(today, 1, 2);
    const { page, errors } = await sut.newPage();
    await openRoom(page, `/book/lakefront_lower?checkin=${soon.checkin}&checkout=${soon.checkout}&guests=1`);
    await page.getByRole('button', { name: 'Check Availability & Book' }).click();
    await page.locator('.book-outcome').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await toPayment(dialog);
    expect(await dialog.locator('.wizard-policy').innerText()).toBe(
      'This stay starts too soon to cancel free of charge: if you cancel, the full amount is charged.',
    );
    expect(await dialog.getByRole('button', { name: 'Pay $130' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it.each(VIEWPORTS)('books in Spanish on a %s', async (name, viewport) => {
    const { page, errors } = await sut.newPage(viewport);
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
    const nights = dialog.getByRole('list', { name: 'Precio de cada noche' });
    expect(await nights.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^2 noches × USD\s65\s+USD\s130$/),
    ]);
    expect(await dialog.locator('.wizard-total').innerText()).toMatch(/^Total\s+USD\s130$/);
    expect(await dialog.locator('.wizard-policy').innerText()).toBe(
      `Cancelación gratuita hasta el ${deadline(stay.checkin, 'es')}, a las\u00a03:00\u00a0p.\u00a0m. (hora de Guatemala); después se cobra el monto total.`,
    );
    const pay = dialog.getByRole('button', { name: /^Pagar USD\s130$/ });
    expect(await pay.isDisabled()).toBe(true);
    expect(await dialog.locator('#accept-terms-first').innerText()).toBe(
      'Para pagar, primero acepte los términos y la política de cancelación.',
    );
    expect(await dialog.getByRole('link', { name: 'términos' }).getAttribute('href')).toBe('/es/terms');
    await page.screenshot({ path: `${SHOTS}/wizard-payment-es-${name}.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('checkbox', { name: 'Acepto los términos y la política de cancelación' }).check();
    await pay.click();
    await dialog.getByRole('heading', { name: '¡Reserva confirmada!' }).waitFor();
    expect(state.orders[0]?.booking).toMatchObject({ language: 'es' });
    await page.screenshot({ path: `${SHOTS}/wizard-confirmed-es-${name}.png` });
    expect(errors).toEqual([]);
  });
});
