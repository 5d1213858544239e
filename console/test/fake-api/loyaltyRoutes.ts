/**
 * The loyalty part of the fake API, as api/src/loyalty answers: members found by phone, e-mail,
 * card number or name, enrolment (normalised contacts, LS- numbers), a member's page, the rules,
 * and a till payment's loyalty side (payForMember) worked out with the contracts' own redeem(),
 * pointsEarned() and tierFor().
 */
import {
  DEFAULT_LOYALTY_SETTINGS,
  enrolMemberSchema,
  errorBody,
  LOYALTY_ACCESS,
  loyaltyMemberPageReply,
  loyaltySettingsSchema,
  membershipNumber,
  normalizeEmail,
  normalizeMembershipNumber,
  normalizePhone,
  pointsEarned,
  pointsWorth,
  redeem,
  addMoney,
  tierFor,
  tierProgress,
  toFieldErrors,
  type LoyaltyMemberReply,
  type LoyaltySettings,
  type LoyaltyTransactionReply,
  type StaffRole,
} from '@lakeside/contracts';
import { readJson, reply } from './http';
import type { Context, FakeApi } from './server';

export interface FakeLoyalty {
  members: LoyaltyMemberReply[];
  transactions: (LoyaltyTransactionReply & { memberId: number })[];
  rules: LoyaltySettings;
}

const programmes = new WeakMap<FakeApi, FakeLoyalty>();

/** The loyalty data of one fake API, created on first use with the default rules and no member. */
export function loyaltyOf(api: FakeApi): FakeLoyalty {
  let loyalty = programmes.get(api);
  if (!loyalty) {
    loyalty = { members: [], transactions: [], rules: structuredClone(DEFAULT_LOYALTY_SETTINGS) };
    programmes.set(api, loyalty);
  }
  return loyalty;
}

/** A member as a test seeds it: a name and a balance are enough. */
export function seedMember(api: FakeApi, member: Partial<LoyaltyMemberReply> & { name: string }): LoyaltyMemberReply {
  const loyalty = loyaltyOf(api);
  const id = loyalty.members.length + 1;
  const row: LoyaltyMemberReply = {
    id,
    membershipNumber: membershipNumber(id),
    phone: null,
    email: null,
    tier: 'bronze',
    totalPoints: 0,
    totalSpent: '0.00',
    totalVisits: 0,
    lastVisit: null,
    joinDate: '2026-01-15',
    isActive: true,
    ...member,
  };
  loyalty.members.push(row);
  return row;
}

export async function handleLoyalty({ api, request, response, url, staff }: Context): Promise<void> {
  const loyalty = loyaltyOf(api);
  const method = request.method ?? 'GET';
  const path = url.pathname;
  const [, id] = /^\/api\/loyalty\/members\/(\d+)$/.exec(path) ?? [];

  if (method === 'GET' && path === '/api/loyalty/members') {
    const q = (url.searchParams.get('q') ?? '').trim();
    if (q.length < 2) return reply(response, 400, errorBody('common.validationFailed'));
    const number = normalizeMembershipNumber(q);
    const phone = normalizePhone(q);
    const found = loyalty.members.filter(
      (member) =>
        member.name?.toLowerCase().startsWith(q.toLowerCase()) ||
        (q.includes('@') && member.email === normalizeEmail(q)) ||
        (phone !== null && phone.length >= 6 && member.phone === phone) ||
        member.membershipNumber === number,
    );
    return reply(response, 200, found);
  }
  if (method === 'POST' && path === '/api/loyalty/members') {
    const parsed = enrolMemberSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
    }
    for (const field of ['phone', 'email'] as const) {
      const holder = loyalty.members.find((member) => parsed.data[field] && member[field] === parsed.data[field]);
      if (holder) {
        return reply(
          response,
          409,
          errorBody('loyalty.contactTaken', { params: { field, number: holder.membershipNumber } }),
        );
      }
    }
    const { name, phone, email } = parsed.data;
    return reply(
      response,
      201,
      seedMember(api, { name, phone, email, joinDate: new Date().toISOString().slice(0, 10) }),
    );
  }
  if (method === 'GET' && id) {
    const member = loyalty.members.find((candidate) => candidate.id === Number(id));
    if (!member) return reply(response, 404, errorBody('loyalty.memberNotFound'));
    const { nextTier, toNextTier } = tierProgress(member.totalSpent, loyalty.rules.tierThresholds);
    const transactions = loyalty.transactions
      .filter((row) => row.memberId === member.id)
      .reverse()
      .map(({ memberId: _, ...row }) => row);
    return reply(
      response,
      200,
      loyaltyMemberPageReply.parse({
        ...member,
        notes: null,
        pointsWorth: pointsWorth(Math.max(0, member.totalPoints), loyalty.rules),
        nextTier,
        toNextTier,
        transactions,
      }),
    );
  }
  if (path === '/api/loyalty/settings') {
    if (method === 'GET') return reply(response, 200, { ...loyalty.rules, updatedAt: new Date().toISOString() });
    if (method === 'PUT') {
      if (!(LOYALTY_ACCESS.setRules as readonly string[]).includes(staff?.role as StaffRole)) {
        return reply(response, 403, errorBody('common.forbidden'));
      }
      const parsed = loyaltySettingsSchema.safeParse(await readJson(request));
      if (!parsed.success) {
        return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
      }
      loyalty.rules = parsed.data;
      return reply(response, 200, { ...loyalty.rules, updatedAt: new Date().toISOString() });
    }
  }
  return reply(response, 404, errorBody('common.notFound'));
}

interface PayableOrder {
  id: number;
  orderNumber: string;
  totalAmount?: string;
  discountAmount?: string;
  paymentStatus: string;
}

/**
 * A till payment naming a member: the discount comes off the order before `pay` settles it,
 * and once paid the member redeems and earns, as LoyaltyTill does in the API's transaction.
 */
export function payForMember<R extends { status: number; body: unknown }>(
  api: FakeApi,
  order: PayableOrder,
  body: Record<string, unknown>,
  pay: () => R,
): R | { status: number; body: unknown } {
  const memberId = typeof body.loyaltyMemberId === 'number' ? body.loyaltyMemberId : null;
  if (memberId === null) return pay();
  const loyalty = loyaltyOf(api);
  const member = loyalty.members.find((candidate) => candidate.id === memberId);
  if (!member) return { status: 404, body: errorBody('loyalty.memberNotFound') };
  const points = typeof body.redeemPoints === 'number' ? body.redeemPoints : 0;
  const total = order.totalAmount ?? '0.00';
  const result = redeem(total, points, member.totalPoints, loyalty.rules);
  if (!result.ok) {
    const refusals = {
      belowMinimum: () => errorBody('loyalty.belowMinimum', { params: { minimum: loyalty.rules.minimumRedeem } }),
      notEnoughPoints: () =>
        errorBody('loyalty.notEnoughPoints', { params: { balance: member.totalPoints, requested: points } }),
      exceedsTotal: () =>
        errorBody('loyalty.redeemExceedsTotal', {
          params: result.reason === 'exceedsTotal' ? { worth: result.worth, total: result.total } : {},
        }),
    };
    return { status: 409, body: refusals[result.reason]() };
  }
  Object.assign(order, { totalAmount: result.amountDue, discountAmount: result.discount });
  const paid = pay();
  if (paid.status !== 200) {
    Object.assign(order, { totalAmount: total, discountAmount: '0.00' });
    return paid;
  }
  const earned = pointsEarned(result.amountDue, loyalty.rules);
  const now = new Date().toISOString();
  const entry = (type: 'earn' | 'redeem', pointsChanged: number) => ({
    id: loyalty.transactions.length + 1,
    memberId,
    type,
    pointsChanged,
    description: null,
    createdAt: now,
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      totalAmount: result.amountDue,
      discountAmount: result.discount,
    },
  });
  if (points) loyalty.transactions.push(entry('redeem', -points));
  if (earned) loyalty.transactions.push(entry('earn', earned));
  member.totalPoints += earned - points;
  member.totalSpent = addMoney(member.totalSpent, result.amountDue);
  member.totalVisits += 1;
  member.lastVisit = now;
  member.tier = tierFor(member.totalSpent, loyalty.rules.tierThresholds);
  return paid;
}
