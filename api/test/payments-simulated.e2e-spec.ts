/** Without PayPal credentials the whole flow runs on the clearly labelled simulated provider. */
import type { RoomCaptureReply, RoomPaymentOrderReply } from '@lakeside/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import {
  bookingDraft,
  daysFromToday,
  getJson,
  paymentOrder,
  postJson,
  UNLIMITED_WRITES,
} from './support/room-booking-requests.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-outbox-'));
beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { ...UNLIMITED_WRITES, OUTBOX_DIR: outbox } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe('simulated payments', () => {
  it('announce themselves in GET /paypal/setup', async () => {
    expect(await getJson(`${t.url}/paypal/setup`)).toEqual({
      status: 200,
      body: {
        provider: 'simulated',
        simulated: true,
        label: 'Simulated payment — no money moves',
        clientId: null,
        clientToken: null,
        currency: 'USD',
        intent: 'CAPTURE',
        offered: [{ provider: 'simulated', label: 'Simulated payment — no money moves', redirects: false }],
      },
    });
  });

  it('run hold → capture → booking end to end, marked as simulated', async () => {
    const draft = bookingDraft({ checkinDate: daysFromToday(45), roomType: 'lakeside_cottage', guests: 4 });
    const started = await postJson<RoomPaymentOrderReply>(`${t.url}/paypal/order`, paymentOrder(draft, '200.00'));
    expect(started.status).toBe(201);
    expect(started.body.id).toMatch(/^SIMULATED-[0-9a-f-]{36}$/);

    const captured = await postJson<RoomCaptureReply>(`${t.url}/paypal/order/${started.body.id}/capture`);
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({
      status: 'COMPLETED',
      // No SMTP_URL in this app: the confirmation is kept in the outbox, not sent.
      emailSent: false,
      booking: {
        status: 'confirmed',
        paymentProvider: 'simulated',
        paypalOrderId: started.body.id,
        totalPrice: '200.00',
      },
    });

    // The guest's confirmation and the retreat's new-booking notice, kept in the outbox.
    const kept = fs
      .readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => /^To: (.+)$/m.exec(fs.readFileSync(path.join(outbox, name), 'utf8'))?.[1]);
    expect(kept.sort()).toEqual([draft.email, t.config.CONTACT_INBOX].sort());

    const booking = await postJson(`${t.url}/api/room-bookings`, {
      ...draft,
      totalPrice: '200.00',
      paypalOrderId: started.body.id,
    });
    expect(booking.status).toBe(200);
    expect(booking.body).toMatchObject({ id: started.body.bookingId, status: 'confirmed' });
    expect(await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: started.body.bookingId })).toMatchObject(
      {
        status: 'confirmed',
        paymentProvider: 'simulated',
      },
    );
  });

  it('still refuse a tampered price', async () => {
    const draft = bookingDraft({ checkinDate: daysFromToday(70) });
    expect((await postJson(`${t.url}/paypal/order`, paymentOrder(draft, '0.01'))).status).toBe(422);
  });

  it('refuse Recurrente where this retreat has not set it up, with 422 and a clear message', async () => {
    const reply = await postJson(`${t.url}/api/room-bookings`, {
      ...bookingDraft({ checkinDate: daysFromToday(75) }),
      totalPrice: '130.00',
      paymentProvider: 'recurrente',
      recurrentePaymentId: 'pay_123',
    });
    expect(reply).toEqual({
      status: 422,
      body: refusal('payments.providerNotOffered', { params: { provider: 'Recurrente' } }),
    });
  });
});
