/** Loyalty in API tests: rules simple enough to compute by hand, enrolment, and the till's orders and payments. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type {
  LoyaltyMemberReply,
  LoyaltySettingsInput,
  MenuCategoryReply,
  OrderReply,
  TillPaymentReply,
} from '@lakeside/contracts';
import { dish, orderBody, type CartLine } from './restaurant-orders.js';
import type { StaffApiClient } from './staff-session.js';

/** One point per quetzal, a point worth Q0.10, 20 at least; silver from Q150, gold Q400, platinum Q1000. */
export const HAND_RULES = {
  pointsPerQuetzal: '1.00',
  pointValue: '0.10',
  minimumRedeem: 20,
  tierThresholds: { bronze: '0.00', silver: '150.00', gold: '400.00', platinum: '1000.00' },
} satisfies LoyaltySettingsInput;

export async function setRules(manager: StaffApiClient, rules: LoyaltySettingsInput = HAND_RULES): Promise<void> {
  const { status, body } = await manager.send('PUT', '/api/loyalty/settings', rules);
  expect({ status, body }).toMatchObject({ status: 200 });
}

export async function enrol(cashier: StaffApiClient, member: Record<string, unknown>): Promise<LoyaltyMemberReply> {
  const { status, body } = await cashier.send<LoyaltyMemberReply>('POST', '/api/loyalty/members', member);
  expect({ status, body }).toMatchObject({ status: 201 });
  return body;
}

/** Pepián (Q65) and two coffees (Q15 each): Q95.00, IVA included. */
export const lunch = (menu: MenuCategoryReply[]): CartLine[] => [
  { item: dish(menu, 'Pepián Vegetariano'), quantity: 1 },
  { item: dish(menu, 'Atitlán Coffee'), quantity: 2 },
];

export async function tillOrder(cashier: StaffApiClient, lines: CartLine[]): Promise<OrderReply> {
  const body = orderBody(lines, { source: 'pos', orderType: 'takeaway', tableNumber: null });
  const { status, body: order } = await cashier.send<OrderReply>('POST', '/api/restaurant/orders', body);
  expect(status).toBe(201);
  return order;
}

export function payOrder(cashier: StaffApiClient, orderId: number, body: Record<string, unknown>) {
  return cashier.send<TillPaymentReply>('POST', `/api/restaurant/orders/${orderId}/payment`, {
    method: 'card',
    clientPaymentId: randomUUID(),
    ...body,
  });
}
