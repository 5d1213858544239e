/** The till's forms: opening with the float, closing with the count, setting the day's rate. */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { isBlank, optionalDateField, optionalText } from './fields.js';
import { makeMoneyAmount } from './money-fields.js';
import { isExchangeRate, normalizeExchangeRate } from '../exchange-rate.js';
import { TILL_MESSAGES } from '../till.js';

/** POST /api/till/sessions: the float counted into the drawer, in each currency ("0" when none). */
export const tillOpenRequestSchema = z.object({
  floatGtq: makeMoneyAmount({ required: TILL_MESSAGES.floatRequired }),
  floatUsd: makeMoneyAmount({ required: TILL_MESSAGES.floatRequired }),
  note: optionalText(TEXT_LIMITS.notes),
});
export type TillOpenRequest = z.output<typeof tillOpenRequestSchema>;

/** POST /api/till/sessions/:id/close: the cash counted in the drawer, per currency. */
export const tillCloseRequestSchema = z.object({
  countedGtq: makeMoneyAmount({ required: TILL_MESSAGES.countedRequired }),
  countedUsd: makeMoneyAmount({ required: TILL_MESSAGES.countedRequired }),
  /** Why the count differs, if it does: kept with the Z report and the audit row. */
  note: optionalText(TEXT_LIMITS.notes),
});
export type TillCloseRequest = z.output<typeof tillCloseRequestSchema>;

/**
 * POST /api/exchange-rates: quetzales per dollar (text or number) from `effectiveDate`
 * (today at the retreat when left out; never a past day, the server checks).
 */
export const exchangeRateRequestSchema = z.object({
  usdToGtq: z
    .union([z.string().trim(), z.number()], { error: TILL_MESSAGES.invalidExchangeRate })
    .transform((value) => String(value))
    .refine((value) => !isBlank(value) && isExchangeRate(value), { error: TILL_MESSAGES.invalidExchangeRate })
    .transform(normalizeExchangeRate),
  effectiveDate: optionalDateField(),
  /** Where the rate came from ("Banguat 24/11"). */
  note: optionalText(TEXT_LIMITS.notes),
});
export type ExchangeRateRequest = z.output<typeof exchangeRateRequestSchema>;
