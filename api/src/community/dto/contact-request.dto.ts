import { contactSchema } from '@lakeside/contracts';
import type { z } from 'zod';
import { optionalGuestLanguage } from './guest-language.js';

/** POST /api/contact: the contact form (contactSchema) plus the page language for the guest's acknowledgement. */
export const contactRequestSchema = contactSchema.extend({ language: optionalGuestLanguage });
export type ContactRequest = z.output<typeof contactRequestSchema>;
