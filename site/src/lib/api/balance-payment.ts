/**
 * The browser's side of paying what a change of dates left to pay (docs/requirements/policies.md#changing-dates):
 * the order for the amount owed, made with the manage link's token, and its capture — the same
 * two steps as paying for a booking, through the provider the booking was paid with.
 */
import type { BalancePaidReply, SessionPaymentOrderReply } from '@lakeside/contracts';
import { postJson, type PostResult } from './post-json';

const contracts = () => import('./balance-payment-contract');

export function orderBalance(reference: string, token: string): Promise<PostResult<SessionPaymentOrderReply>> {
  return postJson(`/api/bookings/${encodeURIComponent(reference)}/balance`, { token }, () =>
    contracts().then((module) => module.readBalanceOrder),
  );
}

export function captureBalance(orderId: string): Promise<PostResult<BalancePaidReply>> {
  return postJson(`/api/bookings/balance/${encodeURIComponent(orderId)}/capture`, {}, () =>
    contracts().then((module) => module.readBalancePaid),
  );
}
