/**
 * Desk bookings from the dashboard: a staff member books a walk-in guest without a payment
 * step and sees the stay on the calendar without a reload; an e-mail or a phone is enough to
 * reach the guest; server errors land on the fields; a booking is cancelled from the calendar;
 * online-paid bookings are left to managers.
 */
import { tooManyGuests, errorMessage, MESSAGES } from '@lakeside/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';
import { cutOrOverflowing } from '../support/layoutChecks';
import { roomBooking } from '../support/replies';

/**
 * 9:00 on Wednesday 10 March 2027 at the retreat (UTC-6), in the browser. The fake API checks
 * "not in the past" against the real clock, which is earlier, so these dates pass there too.
 */
const NOW = new Date('2027-03-10T09:00:00-06:00');

const stay = (
  id: number,
  roomType: string,
  checkinDate: string,
  checkoutDate: string,
  guestName: string,
  paymentProvider: string,
) =>
  roomBooking({
    id,
    roomType,
    checkinDate,
    checkoutDate,
    guestName,
    paymentProvider,
    totalPrice: '160.00',
    email: `${guestName.split(' ')[0]?.toLowerCase()}@example.com`,
    createdAt: '2027-02-01T15:00:00.000Z',
  });

const seedBookings = () => [
  stay(1, 'upper_lakefront', '2027-03-12', '2027-03-14', 'Olga Online', 'paypal'),
  stay(2, 'lakefront_lower', '2027-03-20', '2027-03-22', 'Pablo Phone', 'pay_at_retreat'),
  stay(3, 'garden_cottage', '2027-03-10', '2027-03-12', 'Carla Checkin', 'pay_at_retreat'),
  stay(4, 'upper_lakefront', '2027-03-07', '2027-03-10', 'Nadia Noshow', 'pay_at_retreat'),
  stay(5, 'lakefront_lower', '2027-03-25', '2027-03-27', 'Paula Pays', 'pay_at_retreat'),
];

describe('desk bookings', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole({ roomBookings: seedBookings() });
  });
  afterAll(() => harness?.close());

  /** `calendar`: the month's table as named in the login's language. */
  async function openCalendar(
    username: string,
    viewport?: { width: number; height: number },
    calendar = 'Room bookings, March 2027',
  ): Promise<Page> {
    const page = await harness.signedInPage(username, viewport);
    await page.clock.setFixedTime(NOW);
    await page.goto(harness.url);
    await page.getByRole('table', { name: calendar }).waitFor();
    return page;
  }

  async function fillBooking(
    page: Page,
    booking: { room: RegExp; checkin: string; checkout: string; guests: string; name: string },
    contact: { email?: string; phone?: string } = { email: 'walkin@example.com', phone: '+502 5555 0101' },
  ) {
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByRole('combobox', { name: 'Room' }).click();
    await page.getByRole('option', { name: booking.room }).click();
    await dialog.getByLabel('Check-in').fill(booking.checkin);
    await dialog.getByLabel('Check-out').fill(booking.checkout);
    await dialog.getByLabel('Guests').fill(booking.guests);
    await dialog.getByLabel('Guest name').fill(booking.name);
    if (contact.email) await dialog.getByLabel('Email').fill(contact.email);
    if (contact.phone) await dialog.getByLabel('Phone').fill(contact.phone);
    return dialog;
  }

  it('books a walk-in guest at the server price and shows the stay on the calendar at once', async () => {
    const page = await openCalendar('sam'); // the staff role may book
    const dialog = await fillBooking(page, {
      room: /Garden View Cottage/,
      checkin: '2027-03-15',
      checkout: '2027-03-18',
      guests: '3',
      name: 'Wanda Walkin',
    });
    await dialog.getByLabel('Notes for the team').fill('Arrives by boat');
    const quote = dialog.getByRole('status', { name: 'Price and availability' });
    await quote.getByText('3 nights · $300.00, to pay at the retreat').waitFor();
    await screenshot(page, 'desk-booking-form');

    const listLoads = harness.api.requests.filter((request) => request.path === '/api/room-bookings').length;
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Booking confirmed').waitFor();

    const march = page.getByRole('table', { name: 'Room bookings, March 2027' });
    await march.locator('td[colspan="3"]', { hasText: 'Wanda Walkin' }).waitFor();
    // Fetched again, not reloaded: the page's own list query ran once more.
    expect(harness.api.requests.filter((request) => request.path === '/api/room-bookings').length).toBe(listLoads + 1);
    const created = harness.api.tables['room-bookings']?.find((row) => row.guestName === 'Wanda Walkin');
    expect(created).toMatchObject({
      roomType: 'garden_cottage',
      checkinDate: '2027-03-15',
      checkoutDate: '2027-03-18',
      guests: 3,
      notes: 'Arrives by boat',
      totalPrice: '300.00',
      status: 'confirmed',
      paymentProvider: 'pay_at_retreat',
    });
    expect(harness.api.deskBookings.at(-1)).toMatchObject({ by: 'sam', sendConfirmation: true });
    await screenshot(page, 'desk-booking-calendar');
  });

  it('books a walk-in who gives only a phone; with neither, says so on both fields', async () => {
    const page = await openCalendar('sam');
    const dialog = await fillBooking(
      page,
      {
        room: /Garden View Cottage/,
        checkin: '2027-04-05',
        checkout: '2027-04-07',
        guests: '2',
        name: 'Walter Walkin',
      },
      {},
    );
    await dialog.getByText('How to reach the guest: e-mail or phone, one is enough.').waitFor();
    const requests = harness.api.requests.length;
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    // The form's own check, with the contracts' message under both fields; nothing was posted.
    await expect.poll(() => dialog.getByText(MESSAGES.emailOrPhoneRequired).count()).toBe(2);
    for (const label of ['Email', 'Phone']) {
      expect(await dialog.getByLabel(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(harness.api.requests.slice(requests).some((request) => request.path.endsWith('/staff'))).toBe(false);
    await screenshot(page, 'desk-booking-no-contact');

    await dialog.getByLabel('Phone').fill('+502 4444 1212');
    await expect.poll(() => dialog.getByText(MESSAGES.emailOrPhoneRequired).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No e-mail given, so no confirmation was sent.').waitFor();
    expect(harness.api.tables['room-bookings']?.find((row) => row.guestName === 'Walter Walkin')).toMatchObject({
      email: '',
      phone: '+502 4444 1212',
    });

    // Its details offer the phone to call, and no empty e-mail line.
    await page.getByRole('tab', { name: 'Room Bookings' }).click();
    await page.getByRole('button', { name: /^Open booking of Walter Walkin/ }).click();
    const details = page.getByRole('dialog', { name: 'Walter Walkin' });
    expect(await details.getByRole('link', { name: '+502 4444 1212' }).getAttribute('href')).toBe('tel:+50244441212');
    expect(await details.getByText('Email', { exact: true }).count()).toBe(0);
    await screenshot(page, 'desk-booking-walk-in-details');
  });

  it("puts the server's answers on the form: a room too small on Guests, a taken night above the form", async () => {
    const page = await openCalendar('ana');
    const dialog = await fillBooking(page, {
      room: /Upper Lake Front/,
      checkin: '2027-03-24',
      checkout: '2027-03-26',
      guests: '3',
      name: 'Too Many',
    });
    await dialog
      .getByRole('status', { name: 'Price and availability' })
      .getByText(tooManyGuests('Upper Lake Front', 2))
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    // react-admin shows the field's error as the input's helper text, under the quote saying the same.
    await expect.poll(() => dialog.getByText(tooManyGuests('Upper Lake Front', 2)).count()).toBe(2);
    expect(await dialog.getByLabel('Guests').getAttribute('aria-invalid')).toBe('true');

    // Olga holds the 12th and 13th online.
    await dialog.getByLabel('Guests').fill('2');
    await dialog.getByLabel('Check-in').fill('2027-03-13');
    await dialog.getByLabel('Check-out').fill('2027-03-15');
    await dialog
      .getByRole('status', { name: 'Price and availability' })
      .getByText(errorMessage('rooms.datesUnavailable'))
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: errorMessage('rooms.datesUnavailable') })
      .first()
      .waitFor();
    await screenshot(page, 'desk-booking-errors');
    expect(harness.api.tables['room-bookings']?.some((row) => row.guestName === 'Too Many')).toBe(false);
  });

  it('moves a booking to another room and dates after reading the new price, and refuses taken nights', async () => {
    const page = await openCalendar('sam');
    await page
      .getByRole('button', { name: /^Open booking: Pablo Phone/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Pablo Phone' });
    await dialog.getByRole('button', { name: 'Change dates or room' }).click();
    await dialog.getByRole('combobox', { name: 'Room' }).click();
    await page.getByRole('option', { name: 'Upper Lake Front' }).click();
    // Olga Online holds the Upper Lake Front on the 12th and 13th.
    await dialog.getByLabel('Check-in').fill('2027-03-13');
    await dialog.getByLabel('Check-out').fill('2027-03-15');
    await dialog.getByRole('status', { name: 'Price and availability' }).filter({ hasText: 'taken' }).waitFor();
    await dialog.getByLabel('Check-in').fill('2027-03-16');
    await dialog.getByLabel('Check-out').fill('2027-03-19');
    const quote = dialog.getByRole('status', { name: 'Price and availability' }).filter({ hasText: '3 nights' });
    await quote.waitFor();
    expect(await quote.textContent()).toContain('$240.00 (was $160.00)');
    await dialog.getByLabel('Reason (optional)').fill('Wants the upper floor');
    await screenshot(page, 'desk-booking-move');
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Booking moved').waitFor();
    expect(harness.api.moves).toEqual([
      {
        bookingId: 2,
        roomType: 'upper_lakefront',
        checkinDate: '2027-03-16',
        checkoutDate: '2027-03-19',
        reason: 'Wants the upper floor',
        by: 'sam',
      },
    ]);
  });

  it('cancels a booking from the calendar, with a reason, and frees its nights on screen', async () => {
    const page = await openCalendar('sam');
    const march = page.getByRole('table', { name: 'Room bookings, March 2027' });
    await march.getByRole('button', { name: /^Open booking: Pablo Phone/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pablo Phone' });
    await dialog.getByText('To pay at the retreat').waitFor();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByLabel('Reason (optional)').fill('Guest phoned: flight moved');
    await screenshot(page, 'desk-booking-cancel');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Booking cancelled').waitFor();
    await expect.poll(() => march.textContent()).not.toContain('Pablo Phone');
    expect(harness.api.cancellations).toEqual([
      { bookingId: 2, reason: 'Guest phoned: flight moved', refund: 'policy', by: 'sam' },
    ]);
  });

  it('checks an arriving guest in, then out, from the calendar', async () => {
    const page = await openCalendar('sam');
    const march = page.getByRole('table', { name: 'Room bookings, March 2027' });
    const open = async () => {
      await march.getByRole('button', { name: /^Open booking: Carla Checkin/ }).click();
      return page.getByRole('dialog', { name: 'Carla Checkin' });
    };
    let dialog = await open();
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await dialog.waitFor({ state: 'hidden' });
    dialog = await open();
    await dialog.getByText('Checked in').waitFor();
    await screenshot(page, 'desk-checked-in');
    await dialog.getByRole('button', { name: 'Check out' }).click();
    await dialog.waitFor({ state: 'hidden' });
    dialog = await open();
    await dialog.getByText('Checked out').waitFor();
    expect(await dialog.getByRole('button', { name: /^Check (in|out)$/ }).count()).toBe(0);
  });

  it('takes a pay-at-retreat payment in quetzales at the desk', async () => {
    const page = await openCalendar('sam');
    await page
      .getByRole('button', { name: /^Open booking: Paula Pays/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Paula Pays' });
    await dialog.getByRole('button', { name: 'Take payment' }).click();
    await dialog.getByRole('combobox', { name: 'Paid with' }).click();
    await page.getByRole('option', { name: 'Cash, quetzales' }).click();
    await dialog.getByLabel('Amount (GTQ)').fill('1240');
    await screenshot(page, 'desk-take-payment');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(harness.api.deskPayments).toEqual([
      { bookingId: 5, method: 'cash_gtq', amount: '1240.00', currency: 'GTQ' },
    ]);
  });

  it('lets a manager record a no-show once the arrival day is over', async () => {
    expect(await (await openCalendar('sam')).getByRole('button', { name: 'No-show' }).count()).toBe(0);
    const page = await openCalendar('mario');
    await page
      .getByRole('button', { name: /^Open booking: Nadia Noshow/ })
      .first()
      .click();
    let dialog = page.getByRole('dialog', { name: 'Nadia Noshow' });
    await dialog.getByRole('button', { name: 'No-show' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('button', { name: /^Open booking: Nadia Noshow/ })
      .first()
      .click();
    dialog = page.getByRole('dialog', { name: 'Nadia Noshow' });
    await dialog.getByText('No-show', { exact: true }).waitFor();
  });

  it('leaves overriding the policy to managers, with a reason', async () => {
    // Staff cancel as the policy says: no refund choice to make.
    const staffPage = await openCalendar('sam');
    await staffPage.getByRole('button', { name: /^Open booking: Olga Online/ }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Olga Online' });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    expect(await dialog.getByRole('combobox', { name: 'Refund' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Keep booking' }).click();

    // A manager chooses what the provider gives back, and says why.
    const managerPage = await openCalendar('mario');
    await managerPage.getByRole('button', { name: /^Open booking: Olga Online/ }).click();
    const managed = managerPage.getByRole('dialog', { name: 'Olga Online' });
    await managed.getByRole('button', { name: 'Cancel booking' }).click();
    await managed.getByRole('combobox', { name: 'Refund' }).click();
    await managerPage.getByRole('option', { name: 'Nothing' }).click();
    await managed.getByRole('button', { name: 'Confirm cancellation' }).click();
    await managed.getByText(errorMessage('desk.reasonRequired')).waitFor();
    await managed.getByLabel('Reason (needed to override the policy)').fill('Guest booked the wrong month, agreed');
    await screenshot(managerPage, 'desk-cancel-refund-choice');
    await managed.getByRole('button', { name: 'Confirm cancellation' }).click();
    await managerPage.getByText('Booking cancelled').waitFor();
    expect(harness.api.cancellations.at(-1)).toMatchObject({ refund: 'none', by: 'mario' });
  });

  it('works on a phone: the form fills the screen and the booking appears in the list', async () => {
    const page = await openCalendar('sam', PHONE);
    await screenshot(page, 'desk-booking-calendar');
    const dialog = await fillBooking(page, {
      room: /Private Lake-side Cottage/,
      checkin: '2027-03-10',
      checkout: '2027-03-12',
      guests: '4',
      name: 'Pedro Phone',
    });
    await dialog.getByText('2 nights · $200.00, to pay at the retreat').waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await screenshot(page, 'desk-booking-form');
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Room Bookings' }).click();
    await page
      .getByRole('list', { name: 'Room bookings' })
      .getByText(/Pedro Phone/)
      .waitFor();
    await page.getByRole('button', { name: /^Open booking of Pedro Phone/ }).click();
    const details = page.getByRole('dialog', { name: 'Pedro Phone' });
    await details.getByText('$200.00 · To pay at the retreat').waitFor();
    expect(await details.getByRole('link', { name: '+502 5555 0101' }).getAttribute('href')).toBe('tel:+50255550101');
    await screenshot(page, 'desk-booking-details');
  });

  it('reads in Spanish for a Spanish-speaking manager on a tablet: the new booking, the details, a cancellation', async () => {
    harness.api.tables['room-bookings']?.push(
      stay(9, 'lakeside_cottage', '2027-03-10', '2027-03-13', 'Lola Llegada', 'pay_at_retreat'),
    );
    const page = await openCalendar('lucia', TABLET, 'Reservas de habitaciones, marzo de 2027');

    await page.getByRole('button', { name: 'Nueva reserva' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva reserva' });
    await form.getByRole('combobox', { name: 'Habitación' }).click();
    await page.getByRole('option', { name: /^Garden View Cottage \(hasta \d, \$[\d.]+\/noche\)$/ }).click();
    await form.getByLabel('Llegada').fill('2027-04-15');
    await form.getByLabel('Salida').fill('2027-04-17');
    await form.getByLabel('Nombre del huésped').fill('Rosa Reserva');
    await form.getByText('Cómo contactar al huésped: correo electrónico o teléfono, con uno basta.').waitFor();
    for (const label of ['Huéspedes', 'Correo electrónico', 'Teléfono', 'Notas para el equipo']) {
      await form.getByLabel(label, { exact: false }).first().waitFor();
    }
    await form.getByRole('combobox', { name: 'Idioma del huésped' }).waitFor();
    await form.getByText('Enviar la confirmación por correo').waitFor();
    await form
      .getByRole('status', { name: 'Precio y disponibilidad' })
      .getByText(/^2 noches · \$[\d.,]+, a pagar en el retiro$/)
      .waitFor();
    await form.getByRole('button', { name: 'Confirmar reserva' }).waitFor();
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'desk-booking-form-es');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Reservas de habitaciones' }).click();
    await page.getByRole('button', { name: /^Abrir la reserva de Lola Llegada, 10 mar 2027 → 13 mar 2027$/ }).click();
    const details = page.getByRole('dialog', { name: 'Lola Llegada' });
    await details.getByText('10 mar 2027 → 13 mar 2027 (3 noches)').waitFor();
    await details.getByText('$160.00 · A pagar en el retiro').waitFor();
    await details.getByText('Confirmada', { exact: true }).waitFor();
    expect(await details.locator('dt').allTextContents()).toEqual(
      expect.arrayContaining(['Habitación', 'Estadía', 'Huéspedes', 'Total', 'Estado', 'Correo electrónico']),
    );
    expect(await details.getByRole('button').allTextContents()).toEqual([
      'Registrar llegada',
      'Cobrar',
      'Cambiar fechas o habitación',
      'Cancelar reserva',
      'Cerrar',
    ]);
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'desk-booking-details-es');

    await details.getByRole('button', { name: 'Cancelar reserva' }).click();
    await details.getByLabel('Motivo (necesario para no aplicar la política)').fill('El huésped llamó');
    expect(await details.getByRole('button').allTextContents()).toEqual(['Conservar reserva', 'Confirmar cancelación']);
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'desk-booking-cancel-es');
    await details.getByRole('button', { name: 'Confirmar cancelación' }).click();
    await details.waitFor({ state: 'hidden' });
    await page.getByText('Reserva cancelada').waitFor();
    await page.getByText('Las noches de Lola Llegada vuelven a estar libres.').waitFor();
    await page
      .getByRole('list', { name: 'Reservas de habitaciones' })
      .getByRole('listitem')
      .filter({ hasText: 'Lola Llegada' })
      .getByText(/· Cancelada$/)
      .waitFor();
  });
});
