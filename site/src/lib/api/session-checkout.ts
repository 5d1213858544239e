/**
 * The browser's side of paying for event tickets and a sauna session (docs/decisions/0003-payments.md):
 * the server's quote before paying, then the checkout that holds the place at the server's
 * price and its capture, which confirms the booking — the same two steps as a room.
 */
import type { SessionPaymentOrderReply, SessionQuoteReply } from '@lakeside/contracts';
import { loadFromApi, type ReplyReader } from './browser-fetch';
import { postJson, type PostResult } from './post-json';

export type SessionKind = 'event' | 'sauna';

const BOOKINGS: Record<SessionKind, string> = { event: '/api/event-bookings', sauna: '/api/sauna-bookings' };
const contracts = () => import('./session-checkout-contract');

/** Where the kind's pay-at-retreat booking is POSTed. */
export const bookingsPath = (kind: SessionKind) => BOOKINGS[kind];

/** The breakdown, deadline and payment choices for what the form has chosen; null when it cannot be read. */
export function fetchSessionQuote(kind: SessionKind, query: Record<string, string>): Promise<SessionQuoteReply | null> {
  const path = `${BOOKINGS[kind]}/quote?${new URLSearchParams(query).toString()}`;
  return loadFromApi(path, () => contracts().then((module) => module.readSessionQuote));
}

/** Holds the seats or the slot and makes the payment order, for the booking body the form checked. */
export function startSessionCheckout(kind: SessionKind, body: object): Promise<PostResult<SessionPaymentOrderReply>> {
  return postJson(`${BOOKINGS[kind]}/checkout`, body, () => contracts().then((module) => module.readSessionOrder));
}

/** Captures the approved order: the booking, confirmed and paid, as the pay-at-retreat POST answers it. */
export function captureSessionOrder<Reply>(
  kind: SessionKind,
  orderId: string,
  loadReply: () => Promise<ReplyReader<Reply>>,
): Promise<PostResult<Reply>> {
  return postJson(`${BOOKINGS[kind]}/checkout/${encodeURIComponent(orderId)}/capture`, {}, loadReply);
}
