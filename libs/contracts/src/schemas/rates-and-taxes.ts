/**
 * The console's forms for what prices a sale: a room's rate periods (seasons) and the tax
 * rules. The API checks the same schemas (then refuses a period that overlaps another of the
 * room's, which needs the database).
 */
import { z } from 'zod';
import { TAX_CATEGORIES } from '../enums/taxes.js';
import { STAY_LIMITS, TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { isMoney, toCents } from '../money.js';
import { dateField, enumField, requiredText } from './fields.js';
import { makeMoneyAmount, makeOptionalMoneyAmount } from './money-fields.js';

/** A room's rate from its first to its last night (both included). */
export const roomRatePeriodSchema = z
  .object({
    roomId: requiredText(40, MESSAGES.roomTypeRequired),
    name: requiredText(TEXT_LIMITS.name, MESSAGES.ratePeriodNameRequired),
    firstNight: dateField(MESSAGES.firstNightRequired),
    lastNight: dateField(MESSAGES.lastNightRequired),
    nightlyRate: makeMoneyAmount({ positive: MESSAGES.invalidAmount }),
    /** Friday and Saturday nights, when they cost something else; empty when they do not. */
    weekendRate: makeOptionalMoneyAmount({ positive: MESSAGES.invalidAmount }),
    minNights: z
      .int({ error: MESSAGES.ratePeriodMinNights })
      .min(STAY_LIMITS.minNights, { error: MESSAGES.ratePeriodMinNights })
      .max(STAY_LIMITS.maxNights, { error: MESSAGES.ratePeriodMinNights })
      .default(STAY_LIMITS.minNights),
  })
  .refine((period) => period.lastNight >= period.firstNight, {
    path: ['lastNight'],
    error: MESSAGES.lastNightBeforeFirst,
  });
export type RoomRatePeriodInput = z.input<typeof roomRatePeriodSchema>;

/** A percent with at most 2 decimals, 0–100, as text or a number; parses to '12.00'. */
const taxRate = z
  .union([z.string().trim(), z.number()], { error: MESSAGES.taxRateRange })
  .refine((value) => isMoney(value) && toCents(value) <= 10_000, { error: MESSAGES.taxRateRange })
  .transform((value) => (toCents(value) / 100).toFixed(2));

/** A tax the retreat charges on one kind of sale, included in prices or added to them. */
export const taxRuleSchema = z.object({
  name: requiredText(60, MESSAGES.taxNameRequired),
  rate: taxRate,
  appliesTo: enumField(TAX_CATEGORIES, MESSAGES.taxCategoryRequired),
  included: z.boolean().default(true),
  isActive: z.boolean().default(true),
  displayOrder: z.int().min(0).default(0),
});
export type TaxRuleInput = z.input<typeof taxRuleSchema>;
