import { LANGUAGES, MESSAGES } from '@lakeside/contracts';
import { z } from 'zod';

/**
 * The page language the site sends with a form, so the guest's copy of a mail is in it.
 * Optional: without it (the spec's payloads) no guest copy is sent at all.
 */
export const optionalGuestLanguage = z.enum(LANGUAGES, { error: MESSAGES.invalidLanguage }).optional();
