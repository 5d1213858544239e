/**
 * What the till's member card hands the payment: the member the order is for and the points
 * to take off. The discount is worked out by the contracts' redeem(), as the API does, so the
 * amount due on the screen is the amount the API will charge.
 */
import { redeem, type LoyaltyMemberReply, type LoyaltySettingsReply } from '@lakeside/contracts';

export interface LoyaltyChoice {
  member: LoyaltyMemberReply | null;
  /** Points the rules allow on this order (0 while what was typed is not allowed). */
  redeemPoints: number;
  /** Quetzales they take off the order. */
  discount: string;
}

export const NO_MEMBER: LoyaltyChoice = { member: null, redeemPoints: 0, discount: '0.00' };

/** `member` redeeming `points` of an order of `total`: the points only when redeem() allows them. */
export function choose(
  member: LoyaltyMemberReply,
  points: number,
  total: string,
  rules: LoyaltySettingsReply,
): LoyaltyChoice {
  const result = redeem(total, points, member.totalPoints, rules);
  return result.ok ? { member, redeemPoints: points, discount: result.discount } : { ...NO_MEMBER, member };
}

/** The payment body's loyalty fields (none without a member). */
export function loyaltyPaymentBody(choice: LoyaltyChoice): { loyaltyMemberId?: number; redeemPoints?: number } {
  if (!choice.member) return {};
  return { loyaltyMemberId: choice.member.id, ...(choice.redeemPoints ? { redeemPoints: choice.redeemPoints } : {}) };
}
