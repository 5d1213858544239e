/**
 * Field builders shared by every form schema, so that "required", lengths, e-mail, phone,
 * dates and times behave the same everywhere. Forms send '' for an empty input and JSON
 * clients send null or leave the key out: all three count as empty.
 *
 * Each field reports one message, yet no check uses `abort: true`: an explicit abort
 * would also stop the object's cross-field rules (stay length, line totals), and a form
 * should show every problem at once. Later checks let an earlier failure pass instead.
 */
import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../enums/community.js';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES, tooLong, wholeNumberRange } from '../messages.js';

/** True for undefined, null and a string of only spaces: what an empty form field sends. */
export function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/** "HH:MM", 24-hour clock: 00:00 … 23:59. */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * International phone numbers as people type them: optional +, then at least 6 digits
 * with spaces, dots, dashes or brackets between them.
 */
export const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){6,}[\s().-]*$/;

/** Trimmed text that must not be empty; `requiredMessage` for missing, blank or non-text input. */
export function requiredText(max: number, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLong(max) });
}

/** Trimmed text that may be left empty; empty becomes null so the column stores NULL. */
export function optionalText(max: number) {
  return z
    .string({ error: MESSAGES.invalidInput })
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((value) => value || null);
}

/**
 * A required e-mail address: an empty field says it is required (MESSAGES.emailRequired), one
 * that is filled in but malformed says it is invalid (`message`, MESSAGES.invalidEmail).
 */
export function emailField(message: string = MESSAGES.invalidEmail) {
  return z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .max(TEXT_LIMITS.email, { error: tooLong(TEXT_LIMITS.email) })
    .refine((value) => value === '' || z.regexes.email.test(value), { error: message });
}

/** An e-mail that is checked only when given ('customerEmail valid if present'). */
export function optionalEmailField(message: string = MESSAGES.invalidEmail) {
  return z
    .string({ error: message })
    .trim()
    .max(TEXT_LIMITS.email, { error: tooLong(TEXT_LIMITS.email) })
    .refine((value) => value === '' || z.regexes.email.test(value), { error: message })
    .nullish()
    .transform((value) => value || null);
}

/** A required phone number. */
export function phoneField(requiredMessage: string = MESSAGES.phoneRequired) {
  return requiredText(TEXT_LIMITS.phone, requiredMessage).refine((value) => value === '' || PHONE_PATTERN.test(value), {
    error: MESSAGES.invalidPhone,
  });
}

/** A phone number that may be left empty. */
export function optionalPhoneField() {
  return z
    .string({ error: MESSAGES.invalidPhone })
    .trim()
    .max(TEXT_LIMITS.phone, { error: tooLong(TEXT_LIMITS.phone) })
    .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: MESSAGES.invalidPhone })
    .nullish()
    .transform((value) => value || null);
}

/** A required calendar date "yyyy-MM-dd" that exists (no 2025-02-30). */
export function dateField(requiredMessage: string) {
  return z.iso.date({ error: (issue) => (isBlank(issue.input) ? requiredMessage : MESSAGES.invalidDate) });
}

/** A calendar date that may be left empty. */
export function optionalDateField() {
  return z
    .string({ error: MESSAGES.invalidDate })
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), { error: MESSAGES.invalidDate })
    .nullish()
    .transform((value) => value || null);
}

/**
 * A required time of day "HH:MM"; anything else, missing included, gets 'Invalid time format'
 * (MESSAGES.invalidTimeFormat).
 */
export function timeOfDayField(message: string = MESSAGES.invalidTimeFormat) {
  return z.string({ error: message }).regex(TIME_OF_DAY_PATTERN, { error: message });
}

/** A required id of another record (a positive integer). */
/** A whole number within [min, max], sent as a number or as the text a form input holds. */
export function wholeNumberField(label: string, min: number, max: number) {
  const message = wholeNumberRange(label, min, max);
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** A whole number within [min, max] that may be left empty; empty ('', null) becomes null. */
export function optionalWholeNumberField(label: string, min: number, max: number) {
  return z.preprocess((value) => (isBlank(value) ? null : value), wholeNumberField(label, min, max).nullable());
}

export function idField(message: string = MESSAGES.invalidId) {
  return z.int({ error: message }).positive({ error: message });
}

/** An id that may be absent; absent becomes null. */
export function optionalIdField(message: string = MESSAGES.invalidId) {
  return idField(message)
    .nullish()
    .transform((value) => value ?? null);
}

/** A required choice from a list; `invalidMessage` for a value outside it. */
export function enumField<const T extends readonly [string, ...string[]]>(
  values: T,
  requiredMessage: string,
  invalidMessage: string = requiredMessage,
) {
  return z.enum(values, { error: (issue) => (isBlank(issue.input) ? requiredMessage : invalidMessage) });
}

/** A list of choices (allergens, interests); defaults to an empty list. */
export function enumListField<const T extends readonly [string, ...string[]]>(values: T, invalidMessage: string) {
  return z.array(z.enum(values, { error: invalidMessage }), { error: invalidMessage }).default([]);
}

/** An optional image URL: absolute http(s), or a path on the site for seeded images. */
export function optionalUrlField(max: number = TEXT_LIMITS.imageUrl) {
  return z
    .string({ error: MESSAGES.invalidUrl })
    .trim()
    .max(max, { error: tooLong(max) })
    .refine((value) => value === '' || /^(?:https?:\/\/|\/)\S+$/.test(value), { error: MESSAGES.invalidUrl })
    .nullish()
    .transform((value) => value || null);
}

/**
 * A `when` for cross-field rules: run as soon as the named fields parsed, even if other
 * fields failed, so the form can show the cross-field message beside the others. Never when
 * the value is not an object at all (null, a list, text): then no field parsed, and the rule
 * would read fields of something that has none.
 */
export function whenParsed(...fieldNames: string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    isRecord(payload.value) && !payload.issues.some((issue) => fieldNames.includes(String(issue.path?.[0])));
}

/** A JSON object of fields: not null, not a list, not text or a number. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Language of the guest's e-mails (confirmation, newsletter): the page language, English by default. */
export function languageField() {
  return z.enum(LANGUAGES, { error: MESSAGES.invalidLanguage }).default(DEFAULT_LANGUAGE);
}
