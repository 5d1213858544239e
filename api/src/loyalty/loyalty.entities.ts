import { LoyaltyMember } from './loyalty-member.entity.js';
import { LoyaltyTransaction } from './loyalty-transaction.entity.js';

/** The restaurant's loyalty programme: members and their points ledger. */
export const LOYALTY_ENTITIES = [LoyaltyMember, LoyaltyTransaction];
