/**
 * The loyalty programme's arithmetic, pure and exact: points earned on what a member paid, what
 * redeemed points are worth off an order, and the tier a lifetime spend reaches. The retreat
 * sets the numbers (loyalty_settings, edited by managers); the API applies them when an order
 * is paid and the POS shows the same figures before the cashier takes the money.
 */
import { z } from 'zod';
import { LOYALTY_TIERS, type LoyaltyTier } from '../enums/loyalty.js';
import type { StaffRole } from '../enums/staff.js';
import { compareMoney, fromCents, isMoney, multiplyMoney, normalizeMoney, subtractMoney, toCents } from '../money.js';

/** The rules in force (one row, loyalty_settings). */
export interface LoyaltySettings {
  /** Points per quetzal paid, up to 2 decimals: '0.10' is one point per Q10. */
  pointsPerQuetzal: string;
  /** Quetzales one point takes off an order when redeemed. */
  pointValue: string;
  /** The fewest points a member may redeem at once. */
  minimumRedeem: number;
  /** Lifetime spend (quetzales) from which each tier applies; bronze from 0, strictly ascending. */
  tierThresholds: Record<LoyaltyTier, string>;
}

/** A new install's rules: Q10 earns a point, a point is worth Q0.25 (2.5 % back), 40 points at least. */
export const DEFAULT_LOYALTY_SETTINGS: LoyaltySettings = {
  pointsPerQuetzal: '0.10',
  pointValue: '0.25',
  minimumRedeem: 40,
  tierThresholds: { bronze: '0.00', silver: '2000.00', gold: '5000.00', platinum: '10000.00' },
};

/** Field messages of the settings form (English; the console shows its own Spanish). */
export const LOYALTY_MESSAGES = {
  pointsPerQuetzal: 'Points per quetzal must be more than 0 and at most 100, with up to 2 decimals',
  pointValue: 'A point must be worth more than Q0.00, with up to 2 decimals',
  minimumRedeem: 'The minimum to redeem must be a whole number of points from 1 to 100000',
  threshold: 'Enter the lifetime spend in quetzales, with up to 2 decimals',
  bronzeFromZero: 'Bronze starts at Q0.00: every member has it',
  ascending: (tier: string, below: string) => `The ${tier} threshold must be higher than ${below}'s`,
  nameRequired: 'Name is required',
  contactRequired: 'Give a phone number or an e-mail address',
  redeemPoints: 'Points to redeem must be a whole number, 0 or more',
  redeemNeedsMember: 'Choose the loyalty member whose points are redeemed',
} as const;

const positiveMoney = (message: string, max?: string) =>
  z
    .union([z.string().trim(), z.number()], { error: message })
    .refine((value) => isMoney(value) && toCents(value) > 0 && (!max || compareMoney(value, max) <= 0), {
      error: message,
    })
    .transform(normalizeMoney);

const threshold = z
  .union([z.string().trim(), z.number()], { error: LOYALTY_MESSAGES.threshold })
  .refine(isMoney, { error: LOYALTY_MESSAGES.threshold })
  .transform(normalizeMoney);

/** PUT /api/loyalty/settings: every rule at once. */
export const loyaltySettingsSchema = z
  .object({
    pointsPerQuetzal: positiveMoney(LOYALTY_MESSAGES.pointsPerQuetzal, '100'),
    pointValue: positiveMoney(LOYALTY_MESSAGES.pointValue),
    minimumRedeem: z.coerce
      .number({ error: LOYALTY_MESSAGES.minimumRedeem })
      .int({ error: LOYALTY_MESSAGES.minimumRedeem })
      .min(1, { error: LOYALTY_MESSAGES.minimumRedeem })
      .max(100_000, { error: LOYALTY_MESSAGES.minimumRedeem }),
    tierThresholds: z.record(z.enum(LOYALTY_TIERS), threshold, { error: LOYALTY_MESSAGES.threshold }),
  })
  .superRefine(({ tierThresholds }, context) => {
    if (toCents(tierThresholds.bronze) !== 0) {
      context.addIssue({
        code: 'custom',
        path: ['tierThresholds', 'bronze'],
        message: LOYALTY_MESSAGES.bronzeFromZero,
      });
    }
    LOYALTY_TIERS.forEach((tier, index) => {
      const below = LOYALTY_TIERS[index - 1];
      if (below && compareMoney(tierThresholds[tier], tierThresholds[below]) <= 0) {
        context.addIssue({
          code: 'custom',
          path: ['tierThresholds', tier],
          message: LOYALTY_MESSAGES.ascending(tier, below),
        });
      }
    });
  });
export type LoyaltySettingsInput = z.input<typeof loyaltySettingsSchema>;

/** Whole points earned on `paid` quetzales (rounded down: a point is earned, never rounded up). */
export function pointsEarned(paid: string, settings: Pick<LoyaltySettings, 'pointsPerQuetzal'>): number {
  const product = BigInt(toCents(paid)) * BigInt(toCents(settings.pointsPerQuetzal));
  return Number(product / 10_000n);
}

/** What `points` take off an order, in quetzales. */
export function pointsWorth(points: number, settings: Pick<LoyaltySettings, 'pointValue'>): string {
  return multiplyMoney(settings.pointValue, points);
}

/** The most points an order of `total` can take, given the member's `balance`. */
export function maxRedeemable(total: string, balance: number, settings: Pick<LoyaltySettings, 'pointValue'>): number {
  return Math.max(0, Math.min(balance, Math.floor(toCents(total) / toCents(settings.pointValue))));
}

export type RedemptionResult =
  | { ok: true; points: number; discount: string; amountDue: string }
  | { ok: false; reason: 'belowMinimum'; minimum: number }
  | { ok: false; reason: 'notEnoughPoints'; balance: number }
  | { ok: false; reason: 'exceedsTotal'; worth: string; total: string };

/** Redeeming `points` of a member's `balance` against an order of `total` quetzales (tip aside). */
export function redeem(total: string, points: number, balance: number, settings: LoyaltySettings): RedemptionResult {
  if (points === 0) return { ok: true, points, discount: '0.00', amountDue: normalizeMoney(total) };
  if (points < settings.minimumRedeem) return { ok: false, reason: 'belowMinimum', minimum: settings.minimumRedeem };
  if (points > balance) return { ok: false, reason: 'notEnoughPoints', balance };
  const worth = pointsWorth(points, settings);
  if (compareMoney(worth, total) > 0) return { ok: false, reason: 'exceedsTotal', worth, total: normalizeMoney(total) };
  return { ok: true, points, discount: worth, amountDue: subtractMoney(total, worth) };
}

/** The highest tier whose threshold a lifetime spend has reached. */
export function tierFor(totalSpent: string, thresholds: LoyaltySettings['tierThresholds']): LoyaltyTier {
  let reached: LoyaltyTier = LOYALTY_TIERS[0];
  for (const tier of LOYALTY_TIERS) if (compareMoney(totalSpent, thresholds[tier]) >= 0) reached = tier;
  return reached;
}

export interface TierProgress {
  tier: LoyaltyTier;
  /** The tier above, null at the top. */
  nextTier: LoyaltyTier | null;
  /** Quetzales still to spend to reach it. */
  toNextTier: string | null;
}

export function tierProgress(totalSpent: string, thresholds: LoyaltySettings['tierThresholds']): TierProgress {
  const tier = tierFor(totalSpent, thresholds);
  const nextTier = LOYALTY_TIERS[LOYALTY_TIERS.indexOf(tier) + 1] ?? null;
  const toNextTier = nextTier ? fromCents(toCents(thresholds[nextTier]) - toCents(totalSpent)) : null;
  return { tier, nextTier, toNextTier };
}

/** Who may do what: every cashier finds, enrols and redeems at the till; managers set the rules. */
export const LOYALTY_ACCESS = {
  operate: ['admin', 'manager', 'staff'],
  setRules: ['admin', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;
