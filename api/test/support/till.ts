/** The till for tests that take payments: every payment needs an open session, dollars need a rate. */
import { expect } from 'vitest';
import type { ExchangeRateReply, TillSessionReply } from '@lakeside/contracts';
import type { StaffApiClient } from './staff-session.js';

/** Opens the restaurant's till with a float (Q500, $0 unless given). */
export async function openTill(
  cashier: StaffApiClient,
  float: { floatGtq?: string; floatUsd?: string } = {},
): Promise<TillSessionReply> {
  const { status, body } = await cashier.send<TillSessionReply>('POST', '/api/till/sessions', {
    floatGtq: '500.00',
    floatUsd: '0.00',
    ...float,
  });
  expect(status).toBe(201);
  return body;
}

/** Sets the dollar rate from today (a manager's or admin's client). */
export async function setExchangeRate(manager: StaffApiClient, usdToGtq: string): Promise<ExchangeRateReply> {
  const { status, body } = await manager.send<ExchangeRateReply>('POST', '/api/exchange-rates', { usdToGtq });
  expect(status).toBe(201);
  return body;
}
