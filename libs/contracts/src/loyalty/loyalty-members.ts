/**
 * Loyalty members as the till finds and enrols them: walk-in diners have no website account,
 * so a member is known by phone, e-mail or the number on their card. Phones and e-mails are
 * stored normalised (digits with the country code; lower case), which makes them unique and
 * lets "5555-1234", "+502 5555 1234" and "50255551234" find the same member.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { optionalEmailField, optionalPhoneField, optionalText, requiredText } from '../schemas/fields.js';
import { LOYALTY_MESSAGES } from './loyalty-rules.js';

/** Guatemala's calling code, assumed for a local 8-digit number. */
export const DEFAULT_COUNTRY_CODE = '502';

/** "+502 5555-1234", "5555 1234" → "50255551234"; "0044 20…" → "4420…". Null when no digits. */
export function normalizePhone(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.length <= 8) digits = DEFAULT_COUNTRY_CODE + digits;
  return digits;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** "ls-123", "LS-000123", "123" → "LS-000123": how membership numbers are printed. */
export const MEMBERSHIP_NUMBER_PREFIX = 'LS-';
export function membershipNumber(id: number): string {
  return `${MEMBERSHIP_NUMBER_PREFIX}${String(id).padStart(6, '0')}`;
}
export function normalizeMembershipNumber(text: string): string | null {
  const match = /^(?:ls-?)?0*(\d{1,9})$/i.exec(text.trim().replace(/\s/g, ''));
  return match ? membershipNumber(Number(match[1])) : null;
}

/** POST /api/loyalty/members: a name and at least one way to find the member again. */
export const enrolMemberSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.guestName, LOYALTY_MESSAGES.nameRequired),
    phone: optionalPhoneField(),
    email: optionalEmailField(),
    notes: optionalText(TEXT_LIMITS.notes),
  })
  .refine((member) => member.phone !== null || member.email !== null, {
    path: ['phone'],
    error: LOYALTY_MESSAGES.contactRequired,
  })
  .transform((member) => ({
    ...member,
    phone: member.phone === null ? null : normalizePhone(member.phone),
    email: member.email === null ? null : normalizeEmail(member.email),
  }));
export type EnrolMemberRequest = z.output<typeof enrolMemberSchema>;

/** GET /api/loyalty/members?q=: a phone, an e-mail, a membership number or the start of a name. */
export const memberLookupSchema = z.object({
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .min(2, { error: 'Type at least 2 characters to look a member up' })
    .max(TEXT_LIMITS.email, { error: 'q is too long' }),
});
export type MemberLookup = z.output<typeof memberLookupSchema>;

/** What the till may add to a payment: the member it is for, and points taken off the order. */
export const loyaltyPaymentFields = {
  loyaltyMemberId: z
    .int({ error: 'loyaltyMemberId must be a member id' })
    .positive({ error: 'loyaltyMemberId must be a member id' })
    .nullish()
    .transform((id) => id ?? null),
  redeemPoints: z
    .int({ error: LOYALTY_MESSAGES.redeemPoints })
    .min(0, { error: LOYALTY_MESSAGES.redeemPoints })
    .max(10_000_000, { error: LOYALTY_MESSAGES.redeemPoints })
    .nullish()
    .transform((points) => points ?? 0),
};

/** Refuses points without a member, as a field error on redeemPoints. */
export function redeemNeedsMember(payment: { loyaltyMemberId: number | null; redeemPoints: number }): boolean {
  return payment.redeemPoints === 0 || payment.loyaltyMemberId !== null;
}
