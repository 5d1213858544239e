import { z } from 'zod';
import { CONTACT_SUBJECTS, DEFAULT_CONTACT_SUBJECT } from '../enums/community.js';
import { CONTACT_LIMITS, TEXT_LIMITS } from '../limits.js';
import { MESSAGES, tooLong } from '../messages.js';
import { emailField, optionalPhoneField, requiredText } from './fields.js';

/** POST /api/contact (docs/requirements/community.md#contact-form). */
export const contactSchema = z.object({
  name: requiredText(TEXT_LIMITS.personName, MESSAGES.nameRequired),
  /** Where the reply goes. */
  email: emailField(),
  /** Optional: some guests prefer a call or a chat message. */
  phone: optionalPhoneField(),
  /** Lets staff route the message; most are general questions. */
  subject: z.enum(CONTACT_SUBJECTS, { error: MESSAGES.invalidSubject }).default(DEFAULT_CONTACT_SUBJECT),
  message: z
    .string({ error: MESSAGES.messageMinLength })
    .trim()
    .min(CONTACT_LIMITS.messageMinLength, { error: MESSAGES.messageMinLength })
    .max(TEXT_LIMITS.message, { error: tooLong(TEXT_LIMITS.message) }),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactParsed = z.output<typeof contactSchema>;
