/**
 * Requests of the room booking flow, shared by the rooms and payments e2e specs. postJson and
 * getJson take a whole URL, so a spec can aim one call at a second instance; new specs use
 * apiClient (api-client.ts), which these go through, and the builders (builders.ts).
 */
import { apiClient, type ApiReply } from './api-client.js';

export { bookingDraft, daysFromToday, paymentOrder, type DraftOptions } from './builders.js';

export function postJson<T = Record<string, unknown>>(url: string, body?: unknown): Promise<ApiReply<T>> {
  const { origin, pathname, search } = new URL(url);
  return apiClient(origin).send<T>('POST', `${pathname}${search}`, body);
}

export function getJson<T = Record<string, unknown>>(url: string): Promise<ApiReply<T>> {
  const { origin, pathname, search } = new URL(url);
  return apiClient(origin).send<T>('GET', `${pathname}${search}`);
}

/** Env for a test app that does not rate-limit the test's bursts. */
export const UNLIMITED_WRITES = { PUBLIC_WRITES_PER_MINUTE: '100000' };
