/** Loyalty tiers from entry level up; every member starts at bronze. */
export const LOYALTY_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];
export const DEFAULT_LOYALTY_TIER: LoyaltyTier = 'bronze';

/**
 * Kinds of loyalty point change (loyalty_transactions.transactionType): earned on an order,
 * redeemed against one, a staff bonus, a manual adjustment, or expiry of old points.
 */
export const LOYALTY_TRANSACTION_TYPES = ['earn', 'redeem', 'bonus', 'adjustment', 'expire'] as const;
export type LoyaltyTransactionType = (typeof LOYALTY_TRANSACTION_TYPES)[number];
