/**
 * The browser's side of the room checkout (docs/decisions/0003-payments.md): the payment setup,
 * a payment order that holds the room at the server's price, and its capture, which
 * confirms the booking. All same-origin through the site's /paypal/* proxy.
 */
import { postJson, refusalOf, type PostResult } from './post-json';

export interface PaymentSetup {
  provider: 'paypal' | 'simulated';
  simulated: boolean;
  label: string;
  clientId: string | null;
  clientToken: string | null;
  currency: string;
  intent: 'CAPTURE';
}

export interface BookingRequest {
  checkinDate: string;
  checkoutDate: string;
  roomType: string;
  guests: number;
  guestName: string;
  email: string;
  phone: string;
  language: string;
}

export interface PaymentOrder {
  id: string;
  status: string;
  bookingId: number;
  amount: string;
  currency: string;
  holdExpiresAt: string;
}

export interface ConfirmedBooking {
  id: number;
  status: string;
  roomType: string;
  checkinDate: string;
  checkoutDate: string;
  nights: number;
  guests: number;
  guestName: string;
  email: string;
  phone: string;
  totalPrice: string;
  currency: string;
}

export interface CaptureReply {
  id: string;
  status: string;
  booking: ConfirmedBooking;
  emailSent: boolean;
}

export async function fetchPaymentSetup(): Promise<PaymentSetup | null> {
  try {
    const response = await fetch('/paypal/setup', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    return response.ok ? ((await response.json()) as PaymentSetup) : null;
  } catch {
    return null;
  }
}

/** `amount` is the availability reply's totalPrice; the server refuses any other (422). */
export function createPaymentOrder(amount: string, booking: BookingRequest): Promise<PostResult<PaymentOrder>> {
  return postJson<PaymentOrder>('/paypal/order', { amount, currency: 'USD', intent: 'CAPTURE', booking });
}

/** No body and no content type: the spec's capture call. */
export async function capturePaymentOrder(orderId: string): Promise<PostResult<CaptureReply>> {
  try {
    const response = await fetch(`/paypal/order/${encodeURIComponent(orderId)}/capture`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok) return { ok: true, status: response.status, data: body as unknown as CaptureReply };
    return { ok: false, status: response.status, ...refusalOf(body), fieldErrors: [] };
  } catch {
    return { ok: false, status: 0, code: null, message: null, fieldErrors: [] };
  }
}
