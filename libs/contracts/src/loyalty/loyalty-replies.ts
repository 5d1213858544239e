/** The loyalty API's replies: members as the till sees them, a member's page, the rules in force. */
import { z } from 'zod';
import { LOYALTY_TIERS, LOYALTY_TRANSACTION_TYPES } from '../enums/loyalty.js';
import { calendarDateReply, instantReply, moneyReply } from '../replies/reply.js';

export const loyaltyMemberReply = z.object({
  id: z.number().int(),
  membershipNumber: z.string(),
  name: z.string().nullable(),
  /** Digits with the country code, "50255551234". */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tier: z.enum(LOYALTY_TIERS),
  /** The balance: the sum of the member's transactions. */
  totalPoints: z.number().int(),
  /** Lifetime quetzales paid on orders the member was attached to. */
  totalSpent: moneyReply,
  totalVisits: z.number().int(),
  lastVisit: instantReply.nullable(),
  joinDate: calendarDateReply,
  isActive: z.boolean(),
});
export type LoyaltyMemberReply = z.output<typeof loyaltyMemberReply>;

/** GET /api/loyalty/members?q= */
export const loyaltyMemberListReply = z.array(loyaltyMemberReply);

export const loyaltyTransactionReply = z.object({
  id: z.number().int(),
  type: z.enum(LOYALTY_TRANSACTION_TYPES),
  /** Signed: + earned, − redeemed. */
  pointsChanged: z.number().int(),
  description: z.string().nullable(),
  createdAt: instantReply,
  order: z
    .object({ id: z.number().int(), orderNumber: z.string(), totalAmount: moneyReply, discountAmount: moneyReply })
    .nullable(),
});
export type LoyaltyTransactionReply = z.output<typeof loyaltyTransactionReply>;

/** GET /api/loyalty/members/:id: the member's page. */
export const loyaltyMemberPageReply = loyaltyMemberReply.extend({
  notes: z.string().nullable(),
  /** What the balance would take off an order, in quetzales. */
  pointsWorth: moneyReply,
  nextTier: z.enum(LOYALTY_TIERS).nullable(),
  /** Quetzales still to spend to reach nextTier. */
  toNextTier: moneyReply.nullable(),
  /** Newest first (the last 200). */
  transactions: z.array(loyaltyTransactionReply),
});
export type LoyaltyMemberPageReply = z.output<typeof loyaltyMemberPageReply>;

/** GET and PUT /api/loyalty/settings */
export const loyaltySettingsReply = z.object({
  pointsPerQuetzal: moneyReply,
  pointValue: moneyReply,
  minimumRedeem: z.number().int(),
  /** Lifetime spend from which each tier applies. */
  tierThresholds: z.record(z.enum(LOYALTY_TIERS), moneyReply),
  updatedAt: instantReply,
});
export type LoyaltySettingsReply = z.output<typeof loyaltySettingsReply>;
