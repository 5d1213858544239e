import { LoyaltyMember } from './loyalty-member.entity.js';
import { LoyaltySettingsRow } from './loyalty-settings.entity.js';
import { LoyaltyTransaction } from './loyalty-transaction.entity.js';

/** The restaurant's loyalty programme: members, their points ledger and the rules. */
export const LOYALTY_ENTITIES = [LoyaltyMember, LoyaltyTransaction, LoyaltySettingsRow];
