import { LOYALTY_TIERS, LOYALTY_TRANSACTION_TYPES } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { LoyaltyMember } from './loyalty-member.entity.js';
import { LoyaltyTransaction } from './loyalty-transaction.entity.js';

export const LOYALTY_ADMIN_RESOURCES = {
  'loyalty-members': {
    entity: LoyaltyMember,
    choices: { membershipTier: LOYALTY_TIERS },
    // A member's balance, spend and visits come from their transactions and paid orders: never typed.
    serverOwned: ['totalPoints', 'totalSpent', 'totalVisits', 'lastVisit'],
  },
  'loyalty-transactions': { entity: LoyaltyTransaction, choices: { transactionType: LOYALTY_TRANSACTION_TYPES } },
} satisfies AdminResourceDefinitions;
