/** Members as the contracts' replies describe them: the till's card and the member's page. */
import {
  pointsWorth,
  tierProgress,
  type LoyaltyMemberPageReply,
  type LoyaltyMemberReply,
  type LoyaltySettings,
} from '@lakeside/contracts';
import type { LoyaltyMember } from './loyalty-member.entity.js';
import type { LoyaltyTransaction } from './loyalty-transaction.entity.js';

export function toMemberView(member: LoyaltyMember): LoyaltyMemberReply {
  return {
    id: member.id,
    membershipNumber: member.membershipNumber,
    name: member.name,
    phone: member.phone,
    email: member.email,
    tier: member.membershipTier,
    totalPoints: member.totalPoints,
    totalSpent: member.totalSpent,
    totalVisits: member.totalVisits,
    lastVisit: member.lastVisit?.toISOString() ?? null,
    joinDate: member.joinDate,
    isActive: member.isActive,
  };
}

/** The member's page: totals, what the balance is worth, how far the next tier is, the history. */
export function toMemberPage(
  member: LoyaltyMember,
  transactions: LoyaltyTransaction[],
  settings: LoyaltySettings,
): LoyaltyMemberPageReply {
  const { nextTier, toNextTier } = tierProgress(member.totalSpent, settings.tierThresholds);
  return {
    ...toMemberView(member),
    notes: member.notes,
    pointsWorth: pointsWorth(Math.max(0, member.totalPoints), settings),
    nextTier,
    toNextTier,
    transactions: transactions.map((transaction) => ({
      id: transaction.id,
      type: transaction.transactionType,
      pointsChanged: transaction.pointsChanged,
      description: transaction.description,
      createdAt: transaction.createdAt.toISOString(),
      order: transaction.order && {
        id: transaction.order.id,
        orderNumber: transaction.order.orderNumber,
        totalAmount: transaction.order.totalAmount,
        discountAmount: transaction.order.discountAmount,
      },
    })),
  };
}
