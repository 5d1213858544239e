/**
 * Money and quantity fields. Parsed values are normalised strings ("12.50", "2.500"), the
 * form DECIMAL columns return, so the API can compare and store them without floats.
 */
import { z } from 'zod';
import { isMoney, isQuantity, normalizeMoney, normalizeQuantity, toCents } from '../money.js';
import { MESSAGES } from '../messages.js';
import { isBlank } from './fields.js';

/** Messages of a money field. */
export interface MoneyMessages {
  /** Missing or blank; defaults to `invalid`. */
  required?: string;
  /** Negative, not a number, more than 2 decimals or more than 8 integer digits. */
  invalid?: string;
  /** Set to refuse 0 with this message (an expense of 0 is a typing error). */
  positive?: string;
}

function messagesOf(messages: MoneyMessages): { required: string; invalid: string } {
  const invalid = messages.invalid ?? MESSAGES.invalidAmount;
  return { invalid, required: messages.required ?? invalid };
}

/**
 * A required money amount sent as text ("65", "12.5", "12.50"): up to 8 integer digits
 * and 2 decimals, never negative. Parses to the 2-decimal string.
 */
export function makeMoneyString(messages: MoneyMessages = {}) {
  const { invalid, required } = messagesOf(messages);
  return z
    .string({ error: (issue) => (isBlank(issue.input) ? required : invalid) })
    .trim()
    .min(1, { error: required })
    .refine((value) => value === '' || isMoney(value), { error: invalid })
    .refine((value) => messages.positive === undefined || !isMoney(value) || toCents(value) > 0, {
      error: messages.positive,
    })
    .transform(normalizeMoney);
}

/** The default money-string field: 'Enter an amount with at most 2 decimal places'. */
export const moneyString = makeMoneyString();

/**
 * A required money amount sent as a number or as text: the expense form posts a number,
 * other clients post the string they read. Parses to the 2-decimal string.
 */
export function makeMoneyAmount(messages: MoneyMessages = {}) {
  const { invalid, required } = messagesOf(messages);
  return z
    .union([z.string().trim(), z.number()], { error: (issue) => (isBlank(issue.input) ? required : invalid) })
    .refine((value) => value !== '', { error: required })
    .refine((value) => value === '' || isMoney(value), { error: invalid })
    .refine((value) => messages.positive === undefined || !isMoney(value) || toCents(value) > 0, {
      error: messages.positive,
    })
    .transform(normalizeMoney);
}

/** The default number-or-text money field. */
export const moneyAmount = makeMoneyAmount();

/** A money amount that may be left empty; empty becomes null. */
export function makeOptionalMoneyAmount(messages: Omit<MoneyMessages, 'required'> = {}) {
  const invalid = messages.invalid ?? MESSAGES.invalidAmount;
  return z
    .union([z.string().trim(), z.number()], { error: invalid })
    .nullish()
    .refine((value) => isBlank(value) || isMoney(value), { error: invalid })
    .refine((value) => messages.positive === undefined || !isMoney(value) || toCents(value) > 0, {
      error: messages.positive,
    })
    .transform((value) => (value === null || value === undefined || value === '' ? null : normalizeMoney(value)));
}

/** A stock quantity (number or text), 0 or more, up to 3 decimals; parses to "2.500". */
export function makeQuantity(message: string = MESSAGES.stockMin) {
  return z
    .union([z.string().trim(), z.number()], { error: message })
    .refine(isQuantity, { error: message })
    .transform(normalizeQuantity);
}

/** A stock quantity that may be left empty (minimum and maximum stock); empty becomes null. */
export function makeOptionalQuantity(message: string = MESSAGES.stockMin) {
  return z
    .union([z.string().trim(), z.number()], { error: message })
    .nullish()
    .refine((value) => isBlank(value) || isQuantity(value), { error: message })
    .transform((value) => (value === null || value === undefined || value === '' ? null : normalizeQuantity(value)));
}
