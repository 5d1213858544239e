/**
 * Sauna and event bookings at the desk, on a 390 px phone: the dashboard's sauna list opens a
 * booking's dialog (full screen), where staff cancel with the policy, a manager refunds part
 * of an online payment with a reason, a refund over what is refundable shows the API's words,
 * a pay-at-retreat session is paid in quetzales; an event booking's page opens the same
 * dialog to mark the guest attended.
 */
import { errorMessage } from '@lakeside/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';
import { cutOrOverflowing } from '../support/layoutChecks';
import { eventOccurrence, eventSession, saunaBooking } from '../support/replies';

/** 9:00 on Wednesday 10 March 2027 at the retreat (UTC-6), in the browser. */
const NOW = new Date('2027-03-10T09:00:00-06:00');
const OPEN_WINDOW = '2027-03-14T23:00:00.000Z';
const CLOSED_WINDOW = '2027-03-09T23:00:00.000Z';

const sauna = (id: number, guestName: string, changes: Record<string, unknown>) => ({
  ...saunaBooking({ id, guestName, sessionDate: '2027-03-15', timeSlot: '17:00', totalPrice: '45.00' }),
  freeCancellationUntil: OPEN_WINDOW,
  ...changes,
});

describe('sauna and event bookings at the desk', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole({
      saunaBookings: [
        sauna(1, 'Sofia Sauna', { paymentStatus: 'paid', paymentProvider: 'paypal' }),
        sauna(2, 'Pedro Pays', {}),
        sauna(3, 'Lucas Late', {
          paymentStatus: 'paid',
          paymentProvider: 'paypal',
          freeCancellationUntil: CLOSED_WINDOW,
        }),
        sauna(4, 'Marta Moves', {}),
        sauna(5, 'Tomas Taken', { timeSlot: '11:00' }),
      ],
      eventBookings: [
        {
          id: 1,
          eventTitle: 'Cacao ceremony',
          sessionId: 4,
          sessionDate: '2027-03-10',
          selectedTimeSlot: '08:00',
          numberOfTickets: 2,
          totalAmount: '50.00',
          currency: 'USD',
          paymentStatus: 'confirmed',
          guestName: 'Eva Event',
          email: 'eva@example.com',
          phone: '+502 5555 0202',
          createdAt: '2027-03-01T15:00:00.000Z',
        },
        {
          id: 2,
          eventTitle: 'Sound bath',
          eventKey: 'event:9',
          sessionId: 9,
          sessionDate: '2027-03-12',
          selectedTimeSlot: '18:00',
          numberOfTickets: 2,
          totalAmount: '30.00',
          currency: 'USD',
          paymentStatus: 'confirmed',
          guestName: 'Ines Ideas',
          email: 'ines@example.com',
          phone: '+502 5555 0303',
          createdAt: '2027-03-01T15:00:00.000Z',
        },
      ],
      // The event's sessions as GET /api/events lists them: the booking's own, a full one, one with seats.
      events: [
        eventOccurrence(9, 'Sound bath', [
          eventSession('2027-03-12', '18:00', 4),
          eventSession('2027-03-12', '20:00', 20),
          eventSession('2027-03-13', '18:00', 2),
        ]),
      ],
    });
  });
  afterAll(() => harness?.close());

  async function openSauna(username: string, guestName: string): Promise<Page> {
    const page = await harness.signedInPage(username, PHONE);
    await page.clock.setFixedTime(NOW);
    await page.goto(harness.url);
    await page.getByRole('tab', { name: 'Sauna Bookings' }).click();
    await page.getByRole('button', { name: new RegExp(`^Open sauna booking of ${guestName}`) }).click();
    return page;
  }

  it('leaves a partial refund to managers, who give one with a reason', async () => {
    const staffPage = await openSauna('sam', 'Sofia Sauna');
    const dialog = staffPage.getByRole('dialog', { name: 'Sofia Sauna' });
    await dialog.getByText('$45.00 · Paid online · $45.00 refundable').waitFor();
    expect((await dialog.boundingBox())?.width).toBe(PHONE.width);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByRole('combobox', { name: 'Refund' }).click();
    await staffPage.getByRole('option', { name: 'Part of it' }).click();
    await dialog.getByText(errorMessage('desk.overrideNeedsManager')).waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirm cancellation' }).isDisabled()).toBe(true);

    const page = await openSauna('mario', 'Sofia Sauna');
    const managed = page.getByRole('dialog', { name: 'Sofia Sauna' });
    await managed.getByRole('button', { name: 'Cancel booking' }).click();
    await managed.getByRole('combobox', { name: 'Refund' }).click();
    await page.getByRole('option', { name: 'Part of it' }).click();
    await managed.getByLabel('Amount to refund').fill('20');
    await managed.getByText('At most $45.00').waitFor();
    await managed.getByRole('textbox', { name: 'Reason' }).fill('Sauna heater broke halfway');
    await screenshot(page, 'session-desk-partial-refund');
    await managed.getByRole('button', { name: 'Confirm cancellation' }).click();
    await page.getByText('Booking cancelled').waitFor();
    expect(harness.api.sessionDesk.at(-1)).toEqual({
      kind: 'sauna',
      bookingId: 1,
      action: 'cancel',
      by: 'mario',
      body: { reason: 'Sauna heater broke halfway', refund: 'part', refundAmount: '20.00' },
    });
    expect(harness.api.sessionPayments.at(-1)).toMatchObject({ kind: 'refund', amount: '20.00', bookingId: 1 });
  });

  it("shows the API's refusal of a refund over what is refundable, and keeps the dialog open", async () => {
    const page = await openSauna('mario', 'Lucas Late');
    const dialog = page.getByRole('dialog', { name: 'Lucas Late' });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByText('Outside the cancellation policy: say why.').waitFor();
    await dialog.getByRole('combobox', { name: 'Refund' }).click();
    await page.getByRole('option', { name: 'Part of it' }).click();
    await dialog.getByLabel('Amount to refund').fill('100');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Goodwill');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await dialog
      .getByRole('alert')
      .getByText(errorMessage('payments.refundOverRefundable', { refundable: '45.00' }))
      .waitFor();
    expect(harness.api.tables['sauna-bookings']?.find((row) => row.id === 3)?.cancelledAt).toBeUndefined();
  });

  it('changes a session to another free slot with the live quote, and says when the sauna is taken', async () => {
    const page = await openSauna('sam', 'Marta Moves');
    const dialog = page.getByRole('dialog', { name: 'Marta Moves' });
    await dialog.getByRole('button', { name: 'Change date' }).click();
    expect(await dialog.getByRole('button', { name: 'Move booking' }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'New time' }).click();
    await page.getByRole('option', { name: '11:00' }).click();
    await dialog
      .getByRole('status', { name: 'Price and availability' })
      .getByText('The sauna is taken then.')
      .waitFor();

    await dialog.getByRole('combobox', { name: 'New time' }).click();
    await page.getByRole('option', { name: '13:00' }).click();
    const quote = dialog.getByRole('status', { name: 'Price and availability' });
    await quote.getByText('2027-03-15 13:00').waitFor();
    expect(await quote.textContent()).toContain('The new total is paid at the retreat.');
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Guest asked for the afternoon');
    await screenshot(page, 'session-desk-change-date');
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await page.getByText('Booking moved').waitFor();
    expect(harness.api.sessionDesk.at(-1)).toEqual({
      kind: 'sauna',
      bookingId: 4,
      action: 'move',
      by: 'sam',
      body: { sessionDate: '2027-03-15', timeSlot: '13:00', reason: 'Guest asked for the afternoon' },
    });
    expect(harness.api.tables['sauna-bookings']?.find((row) => row.id === 4)).toMatchObject({ timeSlot: '13:00' });
  });

  it('moves event tickets to another session of the same event that has seats', async () => {
    const page = await harness.signedInPage('sam', PHONE);
    await page.clock.setFixedTime(NOW);
    await page.goto(`${harness.url}/event-bookings/2/show`);
    await page.getByRole('button', { name: 'At the desk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ines Ideas' });
    await dialog.getByRole('button', { name: 'Change date' }).click();
    await dialog.getByRole('combobox', { name: 'New session' }).click();
    // Neither the booking's own session nor the full one is offered.
    expect(await page.getByRole('option').allTextContents()).toEqual(['2027-03-13 18:00 · 18 spots left']);
    await page.getByRole('option', { name: '2027-03-13 18:00 · 18 spots left' }).click();
    await dialog.getByRole('status', { name: 'Price and availability' }).getByText('2027-03-13 18:00').waitFor();
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await page.getByText('Booking moved').waitFor();
    expect(harness.api.sessionDesk.at(-1)).toEqual({
      kind: 'event',
      bookingId: 2,
      action: 'move',
      by: 'sam',
      // As the contracts' eventMoveSchema reads the 'event:9' the dialog sent.
      body: {
        eventId: { kind: 'event', eventId: 9 },
        selectedTimeSlot: '18:00',
        selectedDateTime: '2027-03-13T18:00:00-06:00',
        reason: null,
      },
    });
  });

  it('takes a pay-at-retreat session in quetzales at the desk', async () => {
    const page = await openSauna('sam', 'Pedro Pays');
    const dialog = page.getByRole('dialog', { name: 'Pedro Pays' });
    await dialog.getByText('$45.00 · To pay at the retreat').waitFor();
    await dialog.getByRole('button', { name: 'Take payment' }).click();
    await dialog.getByRole('combobox', { name: 'Paid with' }).click();
    await page.getByRole('option', { name: 'Cash, quetzales' }).click();
    await dialog.getByLabel('Amount (GTQ)').fill('350');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText('Payment recorded').waitFor();
    expect(harness.api.sessionPayments.at(-1)).toMatchObject({
      bookingKind: 'sauna',
      bookingId: 2,
      provider: 'desk',
      providerReference: 'cash_gtq',
      amount: '350.00',
      currency: 'GTQ',
    });
    expect(harness.api.sessionDesk.at(-1)).toMatchObject({ action: 'payments', by: 'sam' });
  });

  it("marks an event guest attended from the booking's page", async () => {
    const page = await harness.signedInPage('sam', PHONE);
    await page.clock.setFixedTime(NOW);
    await page.goto(`${harness.url}/event-bookings/1/show`);
    await page.getByRole('button', { name: 'At the desk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eva Event' });
    await dialog.getByText('Cacao ceremony · E-FAKE-0001').waitFor();
    await screenshot(page, 'session-desk-event');
    await dialog.getByRole('button', { name: 'Attended' }).click();
    await page.getByText('Marked attended').waitFor();
    expect(harness.api.sessionDesk.at(-1)).toMatchObject({
      kind: 'event',
      bookingId: 1,
      action: 'attended',
      by: 'sam',
    });
  });

  it('reads in Spanish for a Spanish-speaking manager on a tablet: details, a late cancellation, a new date', async () => {
    harness.api.tables['sauna-bookings']?.push(
      sauna(9, 'Sara Sauna', {
        paymentStatus: 'paid',
        paymentProvider: 'paypal',
        freeCancellationUntil: CLOSED_WINDOW,
      }),
    );
    const page = await harness.signedInPage('lucia', TABLET, 'es-GT');
    await page.clock.setFixedTime(NOW);
    await page.goto(harness.url);
    // The owner's figures load above the tabs first; click once the page has its height.
    await page.getByRole('region', { name: 'Ingresos por área' }).waitFor();
    await page.getByRole('tab', { name: 'Reservas de sauna' }).click();
    await page.getByRole('button', { name: 'Abrir la reserva de sauna de Sara Sauna, 2027-03-15 17:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sara Sauna' });
    await dialog.getByText('15 mar 2027 a las 17:00').waitFor();
    await dialog.getByText('$45.00 · Pagada en línea · $45.00 reembolsables').waitFor();
    expect(await dialog.locator('dt').allTextContents()).toEqual(
      expect.arrayContaining(['Reserva', 'Cuándo', 'Total', 'Estado']),
    );
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Cambiar fecha', 'Cancelar reserva', 'Cerrar']);
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'session-desk-es');

    await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
    await dialog.getByText('Fuera de la política de cancelación: indique el motivo.').waitFor();
    await dialog.getByText('Se envía al proveedor de pagos en cuanto usted confirme.').waitFor();
    await dialog.getByRole('combobox', { name: 'Reembolso' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirmar cancelación' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Motivo').fill('Enfermedad');
    expect(await dialog.getByRole('button', { name: 'Confirmar cancelación' }).isDisabled()).toBe(false);
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'session-desk-cancel-es');

    await dialog.getByRole('button', { name: 'Conservar reserva' }).click();
    await dialog.getByRole('button', { name: 'Cambiar fecha' }).click();
    await dialog.getByLabel('Nueva fecha').waitFor();
    await dialog.getByRole('combobox', { name: 'Nueva hora' }).waitFor();
    await dialog.getByLabel('Motivo (opcional)').waitFor();
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Atrás', 'Mover reserva']);
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'session-desk-change-date-es');
  });
});
