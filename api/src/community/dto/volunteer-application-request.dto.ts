import { volunteerApplicationSchema } from '@lakeside/contracts';
import type { z } from 'zod';
import { optionalGuestLanguage } from './guest-language.js';

/** POST /api/volunteer-applications: volunteerApplicationSchema plus the page language for the acknowledgement. */
export const volunteerApplicationRequestSchema = volunteerApplicationSchema.extend({ language: optionalGuestLanguage });
export type VolunteerApplicationRequest = z.output<typeof volunteerApplicationRequestSchema>;
