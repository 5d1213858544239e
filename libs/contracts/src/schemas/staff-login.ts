import { z } from 'zod';
import { LANGUAGES } from '../enums/community.js';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES, tooLong } from '../messages.js';
import { requiredText } from './fields.js';

/**
 * Staff console sign-in. The password is not trimmed (spaces may be part of it); a wrong
 * pair is answered with MESSAGES.invalidCredentials, never saying which part was wrong.
 */
export const staffLoginSchema = z.object({
  username: requiredText(TEXT_LIMITS.username, MESSAGES.usernameRequired),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(TEXT_LIMITS.password, { error: tooLong(TEXT_LIMITS.password) }),
});
export type StaffLoginInput = z.input<typeof staffLoginSchema>;
export type StaffLoginParsed = z.output<typeof staffLoginSchema>;

/** PUT /api/auth/user/language: the console's language for the signed-in staff member. */
export const staffLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: MESSAGES.invalidLanguage }),
});

export type StaffLanguageRequest = z.infer<typeof staffLanguageSchema>;
