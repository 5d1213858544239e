/** Its own module so the manage page loads these contracts (and zod) only when the guest pays. */
import '../no-eval-parsing';
import {
  balancePaidReply,
  parseReply,
  sessionPaymentOrderReply,
  type BalancePaidReply,
  type SessionPaymentOrderReply,
} from '@lakeside/contracts';
import type { ReplyReader } from './browser-fetch';

/** POST /api/bookings/{reference}/balance. */
export const readBalanceOrder: ReplyReader<SessionPaymentOrderReply> = (body, source) =>
  parseReply(sessionPaymentOrderReply, body, source);

/** POST /api/bookings/balance/{orderId}/capture. */
export const readBalancePaid: ReplyReader<BalancePaidReply> = (body, source) =>
  parseReply(balancePaidReply, body, source);
