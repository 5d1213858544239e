import { LANGUAGES, MESSAGES } from '@lakeside/contracts';
import { z } from 'zod';

/**
 * The page language the site sends with a form, so the guest's copy of a mail is in it.
 * Optional, as every field added to a first-version call is (docs/requirements/api-shape.md#guest-calls):
 * without it no guest copy is sent at all (docs/requirements/community.md#contact-form).
 */
export const optionalGuestLanguage = z.enum(LANGUAGES, { error: MESSAGES.invalidLanguage }).optional();
