/** Loyalty at the till: the POS's member card, a member's page and the programme's rules. */
export { MemberCard } from './MemberCard';
export { LoyaltyHome } from './LoyaltyHome';
export { MemberPage } from './MemberPage';
export { LoyaltyRules } from './LoyaltyRules';
