/** Booking payments: a refund the provider refused can be retried from its page; a paid capture cannot. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';

const payment = (fields: { id: number } & Record<string, unknown>) => ({
  bookingKind: 'room',
  bookingId: 7,
  provider: 'paypal',
  providerReference: null,
  amount: '130.00',
  currency: 'USD',
  requestId: 'refund-room-7',
  failureReason: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  ...fields,
});

describe('booking payments', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
    harness.api.tables['booking-payments'] = [
      payment({
        id: 1,
        kind: 'capture',
        status: 'completed',
        providerReference: 'CAPTURE-1',
        requestId: 'capture-room-7',
      }),
      payment({ id: 2, kind: 'refund', status: 'failed', failureReason: 'declined: TRANSACTION_REFUSED' }),
    ];
  });
  afterAll(() => harness?.close());

  it('retries a refused refund and says what the provider answered', async () => {
    const page = await harness.signedInPage('mario', PHONE);
    await page.goto(`${harness.url}/booking-payments/2/show`);
    await page.getByText('declined: TRANSACTION_REFUSED').waitFor();
    harness.api.failures.set('POST /api/booking-payments/2/retry', {
      status: 201,
      body: payment({
        id: 2,
        kind: 'refund',
        status: 'completed',
        providerReference: 'REFUND-9',
        requestId: 'refund-room-7~2',
      }),
    });
    const retry = page.getByRole('button', { name: 'Retry refund' });
    await retry.waitFor();
    await screenshot(page, 'booking-payment-failed-refund');
    await retry.click();
    await page.getByText('Refund made.').waitFor();
    expect(
      harness.api.requests.some(
        (request) => request.method === 'POST' && request.path === '/api/booking-payments/2/retry',
      ),
    ).toBe(true);
  });

  it('offers no retry on a completed capture', async () => {
    const page = await harness.signedInPage('mario');
    await page.goto(`${harness.url}/booking-payments/1/show`);
    await page.getByText('CAPTURE-1').waitFor();
    expect(await page.getByRole('button', { name: 'Retry refund' }).count()).toBe(0);
  });
  it('offers the retry in Spanish, and says in Spanish that the provider refused again', async () => {
    harness.api.tables['booking-payments']?.push(
      payment({ id: 3, kind: 'refund', status: 'failed', failureReason: 'declined: INSUFFICIENT_FUNDS' }),
    );
    const page = await harness.signedInPage('lucia', TABLET);
    await page.goto(`${harness.url}/booking-payments/3/show`);
    await page.getByText('declined: INSUFFICIENT_FUNDS').waitFor();
    expect(await page.locator('#react-admin-title').textContent()).toMatch(/^Pagos de reservas — /);
    for (const label of ['Tipo de reserva', 'Procesador', 'Motivo del rechazo', 'Monto', 'Creado']) {
      expect(await page.getByText(label, { exact: true }).first().isVisible(), label).toBe(true);
    }
    // The payment's kind and status are values staff read in their language.
    for (const value of ['Habitación', 'Reembolso', 'Fallida']) {
      expect(await page.getByText(value, { exact: true }).first().isVisible(), value).toBe(true);
    }
    harness.api.failures.set('POST /api/booking-payments/3/retry', {
      status: 201,
      body: payment({ id: 3, kind: 'refund', status: 'failed', failureReason: 'declined: INSUFFICIENT_FUNDS' }),
    });
    await page.getByRole('button', { name: 'Reintentar reembolso' }).click();
    await page.getByText('El procesador de pagos lo rechazó de nuevo: declined: INSUFFICIENT_FUNDS').waitFor();
    await screenshot(page, 'booking-payment-spanish');
  });
});
