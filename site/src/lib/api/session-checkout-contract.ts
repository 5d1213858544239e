/** Its own module so the event dialog and the sauna form load these contracts (and zod) only when they quote or pay. */
import '../no-eval-parsing';
import {
  parseReply,
  sessionPaymentOrderReply,
  sessionQuoteReply,
  type SessionPaymentOrderReply,
  type SessionQuoteReply,
} from '@lakeside/contracts';
import type { ReplyReader } from './browser-fetch';

/** GET /api/event-bookings/quote, GET /api/sauna-bookings/quote. */
export const readSessionQuote: ReplyReader<SessionQuoteReply> = (body, source) =>
  parseReply(sessionQuoteReply, body, source);

/** POST /api/event-bookings/checkout, POST /api/sauna-bookings/checkout. */
export const readSessionOrder: ReplyReader<SessionPaymentOrderReply> = (body, source) =>
  parseReply(sessionPaymentOrderReply, body, source);
