/**
 * Loyalty at the till (SQLite, and MariaDB with DATABASE_URL): members found by phone, e-mail,
 * number or name; enrolment; the rules managers set; points earned and redeemed when an order
 * is paid, the discount on the order and in the ledger; a replayed payment earning once; the
 * member's page. Figures are worked out by hand from HAND_RULES and the sample menu's prices.
 */
import {
  errorBody,
  loyaltyMemberListReply,
  loyaltyMemberPageReply,
  loyaltySettingsReply,
  type LoyaltyMemberReply,
  type MenuCategoryReply,
  type OrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoyaltyMember } from '../src/loyalty/loyalty-member.entity.js';
import { LoyaltyTransaction } from '../src/loyalty/loyalty-transaction.entity.js';
import { RestaurantOrder } from '../src/restaurant/restaurant-order.entity.js';
import { refusal } from './support/expected-errors.js';
import { entriesOf, expectBalanced } from './support/ledger.js';
import { enrol, HAND_RULES, lunch, payOrder, setRules, tillOrder } from './support/loyalty.js';
import { dish, readMenu } from './support/restaurant-orders.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { openTill } from './support/till.js';

let t: TestApp;
let cashier: StaffApiClient;
let manager: StaffApiClient;
let menu: MenuCategoryReply[];
let ana: LoyaltyMemberReply;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  cashier = await signInAs(t, 'staff', 'cashier');
  manager = await signInAs(t, 'manager', 'boss');
  menu = await readMenu(t);
  await openTill(cashier);
});
afterAll(async () => t?.close());

const transactionsOf = (orderId: number) =>
  t.dataSource.getRepository(LoyaltyTransaction).find({ where: { orderId }, order: { id: 'ASC' } });
const find = (q: string) => cashier.read(`/api/loyalty/members?q=${encodeURIComponent(q)}`, loyaltyMemberListReply);

describe('the rules', () => {
  it('start as the contracts’ defaults, are read by cashiers and set by managers only', async () => {
    expect(await cashier.read('/api/loyalty/settings', loyaltySettingsReply)).toMatchObject({
      pointsPerQuetzal: '0.10',
      pointValue: '0.25',
      minimumRedeem: 40,
      tierThresholds: { bronze: '0.00', silver: '2000.00', gold: '5000.00', platinum: '10000.00' },
    });
    expect((await cashier.send('PUT', '/api/loyalty/settings', HAND_RULES)).status).toBe(403);
    await setRules(manager);
    expect(await cashier.read('/api/loyalty/settings', loyaltySettingsReply)).toMatchObject(HAND_RULES);
  });

  it('refuses thresholds out of order and values that are not positive, naming the field', async () => {
    const { status, body } = await manager.send<{ errors: { field: string }[] }>('PUT', '/api/loyalty/settings', {
      ...HAND_RULES,
      pointValue: '0',
      tierThresholds: { ...HAND_RULES.tierThresholds, gold: '100.00' },
    });
    expect(status).toBe(400);
    expect(body.errors.map((error) => error.field).sort()).toEqual(['pointValue', 'tierThresholds.gold']);
  });
});

describe('members', () => {
  it('enrol with a phone and an e-mail stored normalised, under the next membership number', async () => {
    ana = await enrol(cashier, { name: 'Ana López', phone: '5555-1234', email: 'Ana.Lopez@Example.COM' });
    expect(ana).toMatchObject({
      name: 'Ana López',
      phone: '50255551234',
      email: 'ana.lopez@example.com',
      tier: 'bronze',
      totalPoints: 0,
      totalSpent: '0.00',
      totalVisits: 0,
      isActive: true,
    });
    expect(ana.membershipNumber).toBe(`LS-${String(ana.id).padStart(6, '0')}`);
    const next = await enrol(cashier, { name: 'Bruno', email: 'bruno@example.com' });
    expect(next.membershipNumber).toBe(`LS-${String(ana.id + 1).padStart(6, '0')}`);
  });

  it('refuses a phone or e-mail another member has (409, naming the member) and a member with neither (400)', async () => {
    expect(await cashier.send('POST', '/api/loyalty/members', { name: 'Ana again', phone: '+502 5555 1234' })).toEqual({
      status: 409,
      body: refusal('loyalty.contactTaken', { params: { field: 'phone', number: ana.membershipNumber } }),
    });
    const { status, body } = await cashier.send<{ errors: { field: string }[] }>('POST', '/api/loyalty/members', {
      name: 'Nobody',
    });
    expect(status).toBe(400);
    expect(body.errors.map((error) => error.field)).toEqual(['phone']);
  });

  it.each([
    ['+502 5555-1234'],
    ['55551234'],
    ['ANA.LOPEZ@example.com'],
    [''], // the membership number, filled in below
    ['ana l'],
  ])('are found by %s', async (q) => {
    const found = await find(q || ana.membershipNumber.toLowerCase());
    expect(found.map((member) => member.id)).toEqual([ana.id]);
  });

  it('added in the console’s grid get a number from their id and normalised contacts; balances are not typed', async () => {
    const { status, body } = await manager.send<Record<string, unknown>>('POST', '/api/admin/loyalty-members', {
      name: 'Grid Member',
      phone: '(502) 4444-1111',
      email: 'Grid@Example.com',
      joinDate: '2026-11-20',
      totalPoints: 5000,
      membershipNumber: 'LS-000900',
    });
    expect({ status, body }).toMatchObject({ status: 201 });
    const row = await t.dataSource.getRepository(LoyaltyMember).findOneByOrFail({ id: Number(body.id) });
    expect(row).toMatchObject({
      membershipNumber: `LS-${String(row.id).padStart(6, '0')}`,
      phone: '50244441111',
      email: 'grid@example.com',
      totalPoints: 0,
    });
  });

  it('are not found by a partial phone, and q needs 2 characters', async () => {
    expect(await find('5555')).toEqual([]);
    expect((await cashier.send('GET', '/api/loyalty/members?q=a')).status).toBe(400);
  });
});

describe('a payment for a member', () => {
  let first: OrderReply;
  let second: OrderReply;
  let secondBody: Record<string, unknown>;

  it('earns a point per quetzal paid (Q95 → 95 points)', async () => {
    first = await tillOrder(cashier, lunch(menu));
    const { status } = await payOrder(cashier, first.id, { loyaltyMemberId: ana.id });
    expect(status).toBe(200);
    expect((await transactionsOf(first.id)).map((row) => [row.transactionType, row.pointsChanged])).toEqual([
      ['earn', 95],
    ]);
    expect((await find(ana.membershipNumber))[0]).toMatchObject({
      totalPoints: 95,
      totalSpent: '95.00',
      totalVisits: 1,
      tier: 'bronze',
    });
  });

  it('redeems 50 points as Q5.00 off, earns on the Q90.00 paid, and reaches silver at Q185 spent', async () => {
    second = await tillOrder(cashier, lunch(menu));
    secondBody = { method: 'cash_gtq', tendered: '100.00', loyaltyMemberId: ana.id, redeemPoints: 50 };
    const { status, body } = await payOrder(cashier, second.id, secondBody);
    expect(status).toBe(200);
    expect(body.payment).toMatchObject({ amountDue: '90.00', tendered: '100.00', changeDue: '10.00' });
    expect(body.order).toMatchObject({ discountAmount: '5.00', totalAmount: '90.00', paidAmount: '90.00' });
    expect((await transactionsOf(second.id)).map((row) => [row.transactionType, row.pointsChanged])).toEqual([
      ['redeem', -50],
      ['earn', 90],
    ]);
    expect((await find(ana.membershipNumber))[0]).toMatchObject({
      totalPoints: 135,
      totalSpent: '185.00',
      totalVisits: 2,
      tier: 'silver',
    });
  });

  it('books the discount to its own account: cash Q90 + discount Q5 against the food’s Q95', async () => {
    const [entry] = await entriesOf(t, 'restaurant_order', second.id);
    expectBalanced(entry!);
    const byAccount = (code: string) => entry!.posted.find((line) => line.account === code);
    expect(byAccount('1010')).toMatchObject({ debit: '90.00' });
    expect(byAccount('4910')).toMatchObject({ debit: '5.00', credit: '0.00' });
    expect(byAccount('4100')).toMatchObject({ credit: '95.00' });
  });

  it('earns nothing more when the payment is replayed under its clientPaymentId', async () => {
    const clientPaymentId = '6f1c3a52-92a4-4b7e-9a35-1d5c4c1c0a11';
    const third = await tillOrder(cashier, [{ item: dish(menu, 'Atitlán Coffee'), quantity: 1 }]);
    const body = { loyaltyMemberId: ana.id, clientPaymentId };
    const replies = await Promise.all([1, 2, 3].map(() => payOrder(cashier, third.id, body)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect((await transactionsOf(third.id)).map((row) => [row.transactionType, row.pointsChanged])).toEqual([
      ['earn', 15],
    ]);
    expect((await find(ana.membershipNumber))[0]).toMatchObject({ totalPoints: 150, totalVisits: 3 });
  });

  it.each([
    [{ redeemPoints: 10 }, 409, errorBody('loyalty.belowMinimum', { params: { minimum: 20 } })],
    [{ redeemPoints: 151 }, 409, errorBody('loyalty.notEnoughPoints', { params: { balance: 150, requested: 151 } })],
    [{ loyaltyMemberId: 999_999 }, 404, errorBody('loyalty.memberNotFound')],
  ])('refuses %o and leaves the order unpaid', async (change, status, reply) => {
    const coffee = await tillOrder(cashier, [{ item: dish(menu, 'Atitlán Coffee'), quantity: 1 }]);
    expect(await payOrder(cashier, coffee.id, { loyaltyMemberId: ana.id, ...change })).toEqual({ status, body: reply });
    expect(await t.dataSource.getRepository(RestaurantOrder).findOneByOrFail({ id: coffee.id })).toMatchObject({
      paymentStatus: 'pending',
      loyaltyMemberId: null,
      discountAmount: '0.00',
      totalAmount: '15.00',
    });
    expect(await transactionsOf(coffee.id)).toEqual([]);
  });

  it('refuses points without a member, on the redeemPoints field', async () => {
    const coffee = await tillOrder(cashier, [{ item: dish(menu, 'Atitlán Coffee'), quantity: 1 }]);
    const { status, body } = await payOrder(cashier, coffee.id, { redeemPoints: 20 });
    expect(status).toBe(400);
    expect((body as unknown as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([
      'redeemPoints',
    ]);
  });

  it('may take the whole order: 150 points pay for a Q15 coffee, which earns nothing', async () => {
    const coffee = await tillOrder(cashier, [{ item: dish(menu, 'Atitlán Coffee'), quantity: 1 }]);
    const { status, body } = await payOrder(cashier, coffee.id, { loyaltyMemberId: ana.id, redeemPoints: 150 });
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ discountAmount: '15.00', totalAmount: '0.00' });
    expect((await transactionsOf(coffee.id)).map((row) => [row.transactionType, row.pointsChanged])).toEqual([
      ['redeem', -150],
    ]);
  });
});

describe('the member’s page', () => {
  it('shows the totals, the tier and how far the next is, and the history with its orders, newest first', async () => {
    const page = await cashier.read(`/api/loyalty/members/${ana.id}`, loyaltyMemberPageReply);
    expect(page).toMatchObject({
      totalPoints: 0,
      totalSpent: '200.00',
      totalVisits: 4,
      tier: 'silver',
      nextTier: 'gold',
      toNextTier: '200.00',
      pointsWorth: '0.00',
    });
    expect(page.transactions.map((row) => [row.type, row.pointsChanged, row.order?.totalAmount])).toEqual([
      ['redeem', -150, '0.00'],
      ['earn', 15, '15.00'],
      ['earn', 90, '90.00'],
      ['redeem', -50, '90.00'],
      ['earn', 95, '95.00'],
    ]);
    expect(page.totalPoints).toBe(page.transactions.reduce((sum, row) => sum + row.pointsChanged, 0));
    expect((await cashier.send('GET', '/api/loyalty/members/999999')).status).toBe(404);
  });

  it('moves members to the tier new thresholds give', async () => {
    await setRules(manager, { ...HAND_RULES, tierThresholds: { ...HAND_RULES.tierThresholds, silver: '250.00' } });
    expect((await find(ana.membershipNumber))[0]?.tier).toBe('bronze');
  });
});
