/**
 * Points under a storm of payments (SQLite, and MariaDB with DATABASE_URL, where they truly run
 * at once): 30 orders of three members paid together, each payment sent twice under one
 * clientPaymentId. Afterwards every member's balance is the sum of its transactions, its spend
 * the sum of its paid orders, each paid order earned once — and the hand-worked figures hold:
 * - Ana: 10 lunches (Q95) redeeming nothing: 95 + 10 × 95 = 1045 points, Q1045 spent: platinum, then gold under the new thresholds.
 * - Bruno: 10 coffees (Q15) redeeming 20 points (Q2) each, earning 13: 95 − 10 × 7 = 25 points.
 * - Carla: 10 coffees each redeeming 90 of her 95 points at once: one is paid (Q9 off, earning 6,
 *   11 points left), the other nine are refused — the same points are never spent twice.
 * Midway a manager moves the tier thresholds (silver Q200, gold Q500, platinum Q2000): every
 * member ends in the tier the new thresholds give, whichever payments came before the change.
 */
import { randomUUID } from 'node:crypto';
import {
  sumMoney,
  tierFor,
  type LoyaltyMemberReply,
  type MenuCategoryReply,
  type OrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoyaltyMember } from '../src/loyalty/loyalty-member.entity.js';
import { LoyaltyTransaction } from '../src/loyalty/loyalty-transaction.entity.js';
import { RestaurantOrder } from '../src/restaurant/restaurant-order.entity.js';
import { refusal } from './support/expected-errors.js';
import { ledgerImbalance } from './support/ledger.js';
import { enrol, HAND_RULES, lunch, payOrder, setRules, tillOrder } from './support/loyalty.js';
import { dish, readMenu } from './support/restaurant-orders.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { openTill } from './support/till.js';

const ORDERS_EACH = 10;
const NEW_THRESHOLDS = { bronze: '0.00', silver: '200.00', gold: '500.00', platinum: '2000.00' };

let t: TestApp;
let cashier: StaffApiClient;
let manager: StaffApiClient;
let menu: MenuCategoryReply[];
const members: Record<'ana' | 'bruno' | 'carla', LoyaltyMemberReply> = {} as never;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  cashier = await signInAs(t, 'staff', 'cashier');
  manager = await signInAs(t, 'manager', 'boss');
  await setRules(manager);
  menu = await readMenu(t);
  await openTill(cashier);
  for (const [key, name] of [
    ['ana', 'Ana'],
    ['bruno', 'Bruno'],
    ['carla', 'Carla'],
  ] as const) {
    members[key] = await enrol(cashier, { name, email: `${key}@example.com` });
    // Each starts with 95 points from one lunch.
    const order = await tillOrder(cashier, lunch(menu));
    expect((await payOrder(cashier, order.id, { loyaltyMemberId: members[key].id })).status).toBe(200);
  }
});
afterAll(async () => t?.close());

interface Planned {
  order: OrderReply;
  member: keyof typeof members;
  redeemPoints: number;
}

async function plan(): Promise<Planned[]> {
  const coffee = [{ item: dish(menu, 'Atitlán Coffee'), quantity: 1 }];
  const planned: Planned[] = [];
  for (let index = 0; index < ORDERS_EACH; index++) {
    planned.push({ order: await tillOrder(cashier, lunch(menu)), member: 'ana', redeemPoints: 0 });
    planned.push({ order: await tillOrder(cashier, coffee), member: 'bruno', redeemPoints: 20 });
    planned.push({ order: await tillOrder(cashier, coffee), member: 'carla', redeemPoints: 90 });
  }
  return planned;
}

describe('a storm of payments for three members', () => {
  it('keeps every balance, spend and award exact', async () => {
    const planned = await plan();
    const payments = planned.flatMap(({ order, member, redeemPoints }) => {
      const body = { loyaltyMemberId: members[member].id, redeemPoints, clientPaymentId: randomUUID() };
      return [() => payOrder(cashier, order.id, body), () => payOrder(cashier, order.id, body)];
    });
    const newRules = () => setRules(manager, { ...HAND_RULES, tierThresholds: NEW_THRESHOLDS });
    const [replies] = await Promise.all([
      Promise.all(payments.map((pay) => pay())),
      new Promise((resolve) => setTimeout(resolve, 20)).then(newRules),
    ]);
    for (const reply of replies) {
      if (reply.status !== 200) expect(reply.body).toMatchObject({ code: 'loyalty.notEnoughPoints' });
    }
    expect(replies.filter((reply) => reply.status !== 200).every((reply) => reply.status === 409)).toBe(true);

    const rows = await t.dataSource.getRepository(LoyaltyMember).findBy({});
    const byName = Object.fromEntries(rows.map((row) => [row.name!.toLowerCase(), row]));
    expect(byName.ana).toMatchObject({
      totalPoints: 1045,
      totalSpent: '1045.00',
      totalVisits: 11,
      membershipTier: 'gold',
    });
    expect(byName.bruno).toMatchObject({
      totalPoints: 25,
      totalSpent: '225.00',
      totalVisits: 11,
      membershipTier: 'silver',
    });
    expect(byName.carla).toMatchObject({
      totalPoints: 11,
      totalSpent: '101.00',
      totalVisits: 2,
      membershipTier: 'bronze',
    });

    const orders = await t.dataSource.getRepository(RestaurantOrder).find({ order: { id: 'ASC' } });
    const transactions = await t.dataSource.getRepository(LoyaltyTransaction).find();
    for (const member of rows) {
      const own = transactions.filter((row) => row.loyaltyId === member.id);
      const paid = orders.filter((order) => order.loyaltyMemberId === member.id && order.paymentStatus === 'paid');
      expect(member.totalPoints).toBe(own.reduce((sum, row) => sum + row.pointsChanged, 0));
      expect(member.totalSpent).toBe(sumMoney(paid.map((order) => order.totalAmount)));
      expect(member.totalVisits).toBe(paid.length);
      expect(member.membershipTier).toBe(tierFor(member.totalSpent, NEW_THRESHOLDS));
    }
    for (const order of orders.filter((row) => row.paymentStatus === 'paid')) {
      const own = transactions.filter((row) => row.orderId === order.id);
      const earned = Math.floor(Number(order.totalAmount));
      const redeemed = Math.round(Number(order.discountAmount) * 10);
      const expected = [...(redeemed ? [['redeem', -redeemed]] : []), ...(earned ? [['earn', earned]] : [])];
      expect(own.map((row) => [row.transactionType, row.pointsChanged]).sort()).toEqual(expected.sort());
    }
    const unpaid = orders.filter((row) => row.paymentStatus !== 'paid');
    expect(unpaid).toHaveLength(ORDERS_EACH - 1);
    for (const order of unpaid) {
      expect(order).toMatchObject({ loyaltyMemberId: null, discountAmount: '0.00', totalAmount: '15.00' });
    }
    expect(await ledgerImbalance(t)).toBe(0);
  });

  it('names the refusal of points spent by a payment that won the race', async () => {
    const coffee = await tillOrder(cashier, [{ item: dish(menu, 'Atitlán Coffee'), quantity: 1 }]);
    expect(await payOrder(cashier, coffee.id, { loyaltyMemberId: members.carla.id, redeemPoints: 90 })).toEqual({
      status: 409,
      body: refusal('loyalty.notEnoughPoints', { params: { balance: 11, requested: 90 } }),
    });
  });
});
