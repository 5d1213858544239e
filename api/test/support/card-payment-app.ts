/**
 * An app that takes cards through Recurrente beside PayPal, both fakes on 127.0.0.1, with an
 * inbox for the confirmations: what the Recurrente specs of rooms and sessions start with.
 */
import { fakePayPalEnv, startFakePayPal, type FakePayPal } from './fake-paypal.js';
import { fakeRecurrenteEnv, startFakeRecurrente, type FakeRecurrente } from './fake-recurrente.js';
import { UNLIMITED_WRITES } from './room-booking-requests.js';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface CardPaymentApp {
  t: TestApp;
  paypal: FakePayPal;
  recurrente: FakeRecurrente;
  inbox: SmtpInbox;
  /** Where Recurrente delivers its signed webhook. */
  webhookUrl: string;
  close(): Promise<void>;
}

export async function startCardPaymentApp(): Promise<CardPaymentApp> {
  const [paypal, recurrente, inbox] = await Promise.all([startFakePayPal(), startFakeRecurrente(), startSmtpInbox()]);
  const t = await startTestApp({
    seed: true,
    env: { ...fakePayPalEnv(paypal), ...fakeRecurrenteEnv(recurrente), SMTP_URL: inbox.url, ...UNLIMITED_WRITES },
  });
  return {
    t,
    paypal,
    recurrente,
    inbox,
    webhookUrl: `${t.url}/api/payments/recurrente/webhook`,
    close: async () => {
      await t.close();
      await Promise.all([paypal.close(), recurrente.close(), inbox.close()]);
    },
  };
}
