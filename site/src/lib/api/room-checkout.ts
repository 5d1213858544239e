/**
 * The browser's side of the room checkout (docs/decisions/0003-payments.md): the payment setup,
 * a payment order that holds the room at the server's price, and its capture, which
 * confirms the booking. All same-origin through the site's /paypal/* proxy.
 */
import type {
  Language,
  PaymentProviderName,
  PaymentSetupReply,
  RoomBookingInput,
  RoomCaptureReply,
  RoomPaymentOrderReply,
} from '@lakeside/contracts';
import { loadFromApi } from './browser-fetch';
import { postJson, readPostResult, type PostResult } from './post-json';

/** The contracts for these replies, loaded when the wizard first needs one. */
const contracts = () => import('./room-checkout-contract');

/**
 * The booking draft POST /paypal/order carries: the room booking form without its total and
 * payment ids. The room is the id the page was opened for; the server checks it is one.
 */
export type BookingRequest = Pick<
  RoomBookingInput,
  'checkinDate' | 'checkoutDate' | 'guests' | 'guestName' | 'email' | 'phone'
> & { roomType: string; language: Language };

/** GET /paypal/setup; null when it cannot be read. */
export function fetchPaymentSetup(): Promise<PaymentSetupReply | null> {
  return loadFromApi('/paypal/setup', () => contracts().then((module) => module.readPaymentSetup));
}

/**
 * `amount` is the availability reply's totalPrice; the server refuses any other (422).
 * `provider` is the guest's choice among the setup's `offered` (unset: the default).
 */
export function createPaymentOrder(
  amount: string,
  booking: BookingRequest,
  provider?: PaymentProviderName,
): Promise<PostResult<RoomPaymentOrderReply>> {
  const order = { amount, currency: 'USD', intent: 'CAPTURE', booking, ...(provider ? { provider } : {}) };
  return postJson('/paypal/order', order, () => contracts().then((module) => module.readPaymentOrder));
}

/**
 * No body and no content type: the capture call as the first version made it
 * (docs/requirements/api-shape.md#guest-calls).
 */
export async function capturePaymentOrder(orderId: string): Promise<PostResult<RoomCaptureReply>> {
  const path = `/paypal/order/${encodeURIComponent(orderId)}/capture`;
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    return await readPostResult(response, () => contracts().then((module) => module.readCapture), `POST ${path}`);
  } catch {
    return { ok: false, status: 0, code: null, message: null, fieldErrors: [] };
  }
}
