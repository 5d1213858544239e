/** Requests of the room booking flow, shared by the rooms and payments e2e specs. */
import { addDays, type ApiErrorBody } from '@lakeside/contracts';
import { retreatToday } from '../../src/common/time/retreat-clock.js';

/** A reply: the success shape `T`, or the API's error shape when the status says so. */
export interface JsonReply<T> {
  status: number;
  body: T & Partial<ApiErrorBody>;
}

export async function postJson<T = Record<string, unknown>>(url: string, body?: unknown): Promise<JsonReply<T>> {
  const response = await fetch(url, {
    method: 'POST',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as JsonReply<T>['body'] };
}

export async function getJson<T = Record<string, unknown>>(url: string): Promise<JsonReply<T>> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as JsonReply<T>['body'] };
}

/** A date `days` after today at the retreat. */
export function daysFromToday(days: number): string {
  return addDays(retreatToday(), days);
}

export interface DraftOptions {
  checkinDate?: string;
  checkoutDate?: string;
  roomType?: string;
  guests?: number;
  guestName?: string;
  email?: string;
  phone?: string;
  language?: 'en' | 'es';
}

/** A valid booking draft: 2 nights in the Lakefront Lower Room ($65), 60 days from now. */
export function bookingDraft(options: DraftOptions = {}) {
  const checkinDate = options.checkinDate ?? daysFromToday(60);
  return {
    checkinDate,
    checkoutDate: options.checkoutDate ?? addDays(checkinDate, 2),
    roomType: options.roomType ?? 'lakefront_lower',
    guests: options.guests ?? 2,
    guestName: options.guestName ?? 'Ana López',
    email: options.email ?? 'ana@example.com',
    phone: options.phone ?? '+502 5555 1234',
    ...(options.language ? { language: options.language } : {}),
  };
}

/** The body of POST /paypal/order for a draft and the amount the browser shows. */
export function paymentOrder(booking: ReturnType<typeof bookingDraft>, amount: string | number, currency = 'USD') {
  return { amount, currency, intent: 'CAPTURE', booking };
}

/** Env for a test app that does not rate-limit the test's bursts. */
export const UNLIMITED_WRITES = { PUBLIC_WRITES_PER_MINUTE: '100000' };
