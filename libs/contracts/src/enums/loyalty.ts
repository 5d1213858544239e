/** Loyalty tiers from entry level up; every member starts at bronze. */
export const LOYALTY_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];
export const DEFAULT_LOYALTY_TIER: LoyaltyTier = 'bronze';

/** Kinds of loyalty point change (loyalty_transactions.transactionType). */
export const LOYALTY_TRANSACTION_TYPES = ['earned', 'redeemed', 'adjusted', 'expired'] as const;
export type LoyaltyTransactionType = (typeof LOYALTY_TRANSACTION_TYPES)[number];
