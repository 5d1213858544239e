/**
 * Refunds in part, and bookings paid in more than one capture: a manager cancels a room booking
 * paid through (fake) PayPal and gives back part of it; more than is refundable is refused with
 * nothing changed; a booking paid twice is refunded against each capture's own PayPal id. What
 * is refundable is derived from booking_payments (completed online captures less refunds that
 * did not fail), and stays so through any sequence of refunds. SQLite and, with DATABASE_URL,
 * MariaDB.
 */
import type { RoomBookingReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWriteTransaction } from '../src/database/write-transaction.js';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { captureBalances, recordRefundsDue, refundableOf } from '../src/payments/booking-payments.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import type { ApiClient } from './support/api-client.js';
import { bookingDraft, daysFromToday } from './support/builders.js';
import { refusal, type OrRefusal } from './support/expected-errors.js';
import type { FakePayPal } from './support/fake-paypal.js';
import { payForStay, startPayPalApp, type PayPalApp } from './support/paypal-app.js';
import type { SmtpInbox } from './support/smtp-inbox.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import type { TestApp } from './support/test-app.js';

let app: PayPalApp;
let t: TestApp;
let api: ApiClient;
let paypal: FakePayPal;
let manager: StaffApiClient;
let inbox: SmtpInbox;

beforeAll(async () => {
  app = await startPayPalApp();
  ({ t, api, paypal, inbox } = app);
  manager = await signInAs(t, 'manager', 'refund-manager');
});
afterAll(() => app?.close());

let nextOffset = 300;

/** A stay of 2 nights in the Lakefront Lower ($130) paid through PayPal; its booking id and order id. */
async function paidStay(): Promise<{ id: number; orderId: string }> {
  nextOffset += 3;
  const draft = bookingDraft({ checkinDate: daysFromToday(nextOffset), roomType: 'lakefront_lower' });
  const { bookingId, orderId } = await payForStay(api, draft, '130.00');
  return { id: bookingId, orderId };
}

/**
 * A stay paid in two captures of $130, as a date change's "pay the difference" leaves it: the
 * second stay's capture is moved onto the first booking, and the second stay cancelled.
 */
async function paidTwice(): Promise<{ id: number; orders: [string, string] }> {
  const first = await paidStay();
  const second = await paidStay();
  await t.dataSource
    .getRepository(BookingPayment)
    .update({ bookingKind: 'room', bookingId: second.id, kind: 'capture' }, { bookingId: first.id });
  await t.dataSource.getRepository(RoomBooking).update({ id: second.id }, { status: 'cancelled' });
  await t.dataSource.getRepository(RoomNight).delete({ bookingId: second.id });
  return { id: first.id, orders: [first.orderId, second.orderId] };
}

const cancel = (id: number, body: unknown) =>
  manager.send<OrRefusal<RoomBookingReply>>('POST', `/api/room-bookings/${id}/cancel`, body);
const paymentsOf = (bookingId: number) =>
  t.dataSource.getRepository(BookingPayment).find({ where: { bookingKind: 'room', bookingId }, order: { id: 'ASC' } });
const refundable = (id: number) => refundableOf(t.dataSource.manager, { kind: 'room', id });

describe('a refund in part when staff cancel a room booking', () => {
  it('gives back the amount asked, through PayPal against the capture, and keeps the rest', async () => {
    const { id, orderId } = await paidStay();
    const reply = await cancel(id, { reason: 'Left a day early', refund: 'part', refundAmount: '50' });

    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('cancelled');
    const [capture, refund] = await paymentsOf(id);
    expect(refund).toMatchObject({
      kind: 'refund',
      amount: '50.00',
      status: 'completed',
      captureId: capture?.id,
      requestId: `refund-room-${id}`,
    });
    expect(paypal.refunds.filter((made) => made.requestId === `refund-room-${id}`)).toEqual([
      expect.objectContaining({ captureId: `CAPTURE-${orderId}`, amount: { currency_code: 'USD', value: '50.00' } }),
    ]);
    expect(await refundable(id)).toBe('80.00');
    // The retreat's inbox hears of it, with who cancelled and what went back.
    const { reference } = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id });
    const notice = () =>
      inbox.mails
        .filter((mail) => mail.to.includes('hello@lakeside.example'))
        .map((mail) => mail.parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '')
        .find((text) => text.includes(reference) && text.includes('at the desk'));
    await expect.poll(notice).toContain('at the desk');
    expect(notice()).toContain('Refunded USD 50.00.');
  });

  it('refuses more than is refundable (422, with the most it may be), and changes nothing', async () => {
    const { id } = await paidStay();
    const reply = await cancel(id, { reason: 'Goodwill', refund: 'part', refundAmount: '130.01' });

    expect(reply).toEqual({
      status: 422,
      body: refusal('payments.refundOverRefundable', { params: { refundable: '130.00' } }),
    });
    expect(await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id })).toMatchObject({
      status: 'confirmed',
    });
    expect(await t.dataSource.getRepository(RoomNight).countBy({ bookingId: id })).toBe(2);
    expect((await paymentsOf(id)).map((row) => row.kind)).toEqual(['capture']);
  });

  it('asks for the amount of a refund in part, on its field', async () => {
    const { id } = await paidStay();
    for (const refundAmount of [undefined, '', '0', '-5', 'ten', '1.001']) {
      const reply = await cancel(id, { refund: 'part', refundAmount });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual([{ field: 'refundAmount', message: 'Enter the amount to refund' }]);
    }
    expect(await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id })).toMatchObject({
      status: 'confirmed',
    });
  });
});

describe('a booking paid in two captures', () => {
  it('refunds in full against each capture, each refund naming its own', async () => {
    const { id, orders } = await paidTwice();
    expect(await refundable(id)).toBe('260.00');

    expect((await cancel(id, { reason: 'Storm', refund: 'full' })).status).toBe(200);

    const payments = await paymentsOf(id);
    const captures = payments.filter((row) => row.kind === 'capture');
    const refunds = payments.filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => [row.captureId, row.amount, row.status, row.requestId])).toEqual(
      captures.map((capture) => [capture.id, '130.00', 'completed', `refund-room-${id}-c${capture.id}`]),
    );
    const made = paypal.refunds.filter((refund) => refund.requestId?.startsWith(`refund-room-${id}-`));
    expect(made.map((refund) => refund.captureId).sort()).toEqual(orders.map((order) => `CAPTURE-${order}`).sort());
    expect(await refundable(id)).toBe('0.00');
  });

  it('splits a refund in part across them, the one with more left first', async () => {
    const { id } = await paidTwice();
    expect((await cancel(id, { reason: 'Half the party came', refund: 'part', refundAmount: '200' })).status).toBe(200);

    const [first, second] = (await paymentsOf(id)).filter((row) => row.kind === 'capture');
    const refunds = (await paymentsOf(id)).filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => [row.captureId, row.amount])).toEqual([
      [first?.id, '130.00'],
      [second?.id, '70.00'],
    ]);
    expect(await refundable(id)).toBe('60.00');
  });
});

describe('what is refundable', () => {
  it('is always the completed online captures less the refunds that did not fail, never below nothing', async () => {
    const { id } = await paidTwice();
    const ref = { kind: 'room', id } as const;
    // A desk payment is not refundable online, whatever its amount.
    await t.dataSource.getRepository(BookingPayment).insert({
      bookingKind: 'room',
      bookingId: id,
      kind: 'capture',
      provider: 'desk',
      providerReference: 'cash_usd',
      amount: '40.00',
      currency: 'USD',
      status: 'completed',
      requestId: `desk-room-${id}`,
      failureReason: null,
    });
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let step = 0; step < 40; step += 1) {
      const asked = (Math.floor(random() * 9000) / 100 + 0.01).toFixed(2);
      const before = await refundable(id);
      const recorded = await runWriteTransaction(t.dataSource, (manager) =>
        recordRefundsDue(manager, ref, { amount: asked, requestId: `invariant-${id}-${step}` }),
      ).catch((error: unknown) => error);
      if (Number(asked) > Number(before)) {
        expect(recorded).toMatchObject({
          code: 'payments.refundOverRefundable',
          details: { params: { refundable: before } },
        });
      } else {
        expect(recorded).toBeInstanceOf(Array);
      }
      // Some refunds fail at the provider: their money counts as refundable again.
      const pending = await t.dataSource
        .getRepository(BookingPayment)
        .findBy({ bookingKind: 'room', bookingId: id, kind: 'refund', status: 'pending' });
      const failing = pending.filter(() => random() < 0.3);
      for (const row of failing)
        await t.dataSource.getRepository(BookingPayment).update({ id: row.id }, { status: 'failed' });

      const rows = await paymentsOf(id);
      const cents = (rowsOf: BookingPayment[]) =>
        rowsOf.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
      const captured = cents(rows.filter((row) => row.kind === 'capture' && row.provider !== 'desk'));
      const refunded = cents(rows.filter((row) => row.kind === 'refund' && row.status !== 'failed'));
      const now = await refundable(id);
      expect(Math.round(Number(now) * 100)).toBe(captured - refunded);
      expect(Number(now)).toBeGreaterThanOrEqual(0);
      for (const balance of captureBalances(rows)) expect(Number(balance.refundable)).toBeGreaterThanOrEqual(0);
    }
  });
});
