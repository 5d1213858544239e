import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES, tooLong } from '../messages.js';
import { isBlank } from './fields.js';

/**
 * The newsletter popup (docs/requirements/community.md#mailing-list): one toast for any empty field,
 * 'Please fill in all fields'; a malformed address gets the usual e-mail message.
 */
export const newsletterSignupSchema = z.object({
  name: z
    .string({ error: MESSAGES.fillInAllFields })
    .trim()
    .min(1, { error: MESSAGES.fillInAllFields })
    .max(TEXT_LIMITS.personName, { error: tooLong(TEXT_LIMITS.personName) }),
  email: z
    .string({ error: MESSAGES.fillInAllFields })
    .trim()
    .min(1, { error: MESSAGES.fillInAllFields })
    .max(TEXT_LIMITS.email, { error: tooLong(TEXT_LIMITS.email) })
    .refine((value) => isBlank(value) || z.regexes.email.test(value), { error: MESSAGES.invalidEmail })
    .toLowerCase(),
});
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;
export type NewsletterSignupParsed = z.output<typeof newsletterSignupSchema>;
