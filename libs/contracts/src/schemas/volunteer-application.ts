import { z } from 'zod';
import { VOLUNTEER_ACCOMMODATION_TYPES } from '../enums/community.js';
import { TEXT_LIMITS, VOLUNTEER_LIMITS } from '../limits.js';
import { MESSAGES, tooLong } from '../messages.js';
import { emailField, enumField, optionalDateField, optionalText, phoneField, requiredText } from './fields.js';

/** POST /api/volunteer-applications (docs/requirements/community.md#volunteer-applications). */
export const volunteerApplicationSchema = z.object({
  name: requiredText(TEXT_LIMITS.personName, MESSAGES.nameRequired),
  email: emailField(),
  phone: phoneField(),
  /** Helps staff with visas and language pairing. */
  nationality: requiredText(TEXT_LIMITS.nationality, MESSAGES.nationalityRequired),
  /** Volunteers must be adults; the form falls back to 18 when the field is empty. */
  age: z
    .int({ error: MESSAGES.invalidAge })
    .min(VOLUNTEER_LIMITS.minAge, { error: MESSAGES.volunteerMinAge })
    .max(VOLUNTEER_LIMITS.maxAge, { error: MESSAGES.invalidAge })
    .default(VOLUNTEER_LIMITS.defaultAge),
  accommodationType: enumField(VOLUNTEER_ACCOMMODATION_TYPES, MESSAGES.accommodationTypeRequired),
  /** First day the applicant can start, "yyyy-MM-dd"; empty when still open. */
  availableFrom: optionalDateField(),
  /** Length of stay in weeks; the form falls back to 2 when the field is invalid. */
  duration: z
    .int({ error: MESSAGES.volunteerMinWeeks })
    .min(VOLUNTEER_LIMITS.minWeeks, { error: MESSAGES.volunteerMinWeeks })
    .max(VOLUNTEER_LIMITS.maxWeeks, { error: MESSAGES.volunteerMaxWeeks })
    .default(VOLUNTEER_LIMITS.defaultWeeks),
  previousExperience: optionalText(TEXT_LIMITS.description),
  /** Free-text skills; the prototype form had no input for them, so they default to none. */
  skills: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(TEXT_LIMITS.skill, { error: tooLong(TEXT_LIMITS.skill) }),
    )
    .max(VOLUNTEER_LIMITS.maxSkills, { error: MESSAGES.tooManySkills })
    .default([]),
  /** Why they want to come; staff select volunteers on this. */
  motivation: z
    .string({ error: MESSAGES.motivationMinLength })
    .trim()
    .min(VOLUNTEER_LIMITS.motivationMinLength, { error: MESSAGES.motivationMinLength })
    .max(TEXT_LIMITS.message, { error: tooLong(TEXT_LIMITS.message) }),
  dietaryRequirements: optionalText(TEXT_LIMITS.dietaryRequirements),
});
export type VolunteerApplicationInput = z.input<typeof volunteerApplicationSchema>;
export type VolunteerApplicationParsed = z.output<typeof volunteerApplicationSchema>;
