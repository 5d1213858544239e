import { LOYALTY_TIERS, LOYALTY_TRANSACTION_TYPES } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { LoyaltyMember } from './loyalty-member.entity.js';
import { LoyaltyTransaction } from './loyalty-transaction.entity.js';
import { numberNewMember, prepareMember } from './member-grid-write.js';

export const LOYALTY_ADMIN_RESOURCES = {
  'loyalty-members': {
    entity: LoyaltyMember,
    leadingColumns: ['membershipNumber', 'name', 'phone', 'email', 'membershipTier', 'totalPoints'],
    choices: { membershipTier: LOYALTY_TIERS },
    // A member's balance, spend, visits and tier come from their transactions, paid orders and
    // the thresholds; the number from the row's id: never typed.
    serverOwned: ['totalPoints', 'totalSpent', 'totalVisits', 'lastVisit', 'membershipTier', 'membershipNumber'],
    prepare: prepareMember,
    afterWrite: numberNewMember,
  },
  'loyalty-transactions': { entity: LoyaltyTransaction, choices: { transactionType: LOYALTY_TRANSACTION_TYPES } },
} satisfies AdminResourceDefinitions;
