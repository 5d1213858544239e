/**
 * An app that takes payments through the real PayPal client against a fake PayPal on
 * 127.0.0.1, with an SMTP inbox for the mails: what the specs of a paid stay start with.
 */
import type { RoomCaptureReply, RoomPaymentOrderReply } from '@lakeside/contracts';
import { expect } from 'vitest';
import { apiClient, type ApiClient } from './api-client.js';
import { paymentOrder, type bookingDraft } from './builders.js';
import { fakePayPalEnv, startFakePayPal, type FakePayPal } from './fake-paypal.js';
import { UNLIMITED_WRITES } from './room-booking-requests.js';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface PayPalApp {
  t: TestApp;
  api: ApiClient;
  paypal: FakePayPal;
  inbox: SmtpInbox;
  close(): Promise<void>;
}

export async function startPayPalApp(): Promise<PayPalApp> {
  const [paypal, inbox] = await Promise.all([startFakePayPal(), startSmtpInbox()]);
  const t = await startTestApp({ seed: true, env: { ...fakePayPalEnv(paypal), SMTP_URL: inbox.url, ...UNLIMITED_WRITES } });
  return {
    t,
    api: apiClient(t),
    paypal,
    inbox,
    close: async () => {
      await t.close();
      await Promise.all([paypal.close(), inbox.close()]);
    },
  };
}

/** Books `draft` and pays `amount` through the checkout routes (the fake PayPal approves every order). */
export async function payForStay(
  api: ApiClient,
  draft: ReturnType<typeof bookingDraft>,
  amount: string,
): Promise<{ bookingId: number; orderId: string }> {
  const ordered = await api.send<RoomPaymentOrderReply>('POST', '/paypal/order', paymentOrder(draft, amount));
  expect(ordered.status).toBe(201);
  const captured = await api.send<RoomCaptureReply>('POST', `/paypal/order/${ordered.body.id}/capture`);
  expect(captured.status).toBe(200);
  return { bookingId: ordered.body.bookingId, orderId: ordered.body.id };
}
