/**
 * Record rules of the back-office tables staff set the retreat up with, which the console edits
 * through its generic grids (docs/requirements/back-office.md#generic-tables): what the column
 * types cannot say — times of day, counts that must be at least one, prices above zero, a
 * weekday, an end after its start. The API checks every grid write with them; each schema
 * names only the columns it has a rule for.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { isQuantity, normalizeQuantity } from '../money.js';
import {
  isBlank,
  optionalEmailField,
  optionalPhoneField,
  optionalWholeNumberField,
  timeOfDayField,
  wholeNumberField,
} from './fields.js';
import { makeMoneyAmount } from './money-fields.js';

/** Minutes a session or an activity may last: a quarter hour to a whole day's retreat. */
const DURATION = { min: 15, max: 12 * 60 } as const;
/** People one event, activity or room takes at most: the retreat's largest gathering. */
const MAX_PEOPLE = 500;

const price = makeMoneyAmount({ invalid: MESSAGES.pricePositive, positive: MESSAGES.pricePositive });
const WEEKDAY_LABEL = 'Day of week (0 = Sunday)';

/** An hour a private sauna session may start at. */
export const saunaSlotSchema = z.object({ startTime: timeOfDayField() });

/** The price of a private sauna session of one length. */
export const saunaRateSchema = z.object({
  durationMinutes: wholeNumberField('Duration in minutes', DURATION.min, DURATION.max),
  price,
});

/** An event held every week on one weekday (the events page makes its occurrences). */
export const weeklyEventTemplateSchema = z
  .object({
    dayOfWeek: wholeNumberField(WEEKDAY_LABEL, 0, 6),
    startTime: timeOfDayField(),
    endTime: z.preprocess((value) => (isBlank(value) ? null : value), timeOfDayField().nullable()),
    maxAttendees: wholeNumberField('Maximum attendees', 1, MAX_PEOPLE),
    ticketPrice: makeMoneyAmount(),
  })
  .refine((event) => !event.endTime || event.endTime > event.startTime, {
    path: ['endTime'],
    error: MESSAGES.endBeforeStart,
  });

/** A wellness activity on the schedule (yoga, a massage…). */
export const wellnessActivitySchema = z.object({
  startTime: timeOfDayField(),
  durationMinutes: wholeNumberField('Duration in minutes', DURATION.min, DURATION.max),
  maxParticipants: wholeNumberField('Maximum participants', 1, MAX_PEOPLE),
  price: makeMoneyAmount(),
  dayOfWeek: optionalWholeNumberField(WEEKDAY_LABEL, 0, 6),
});

/** A room's fixed facts; its nightly rates live in rate periods. */
export const roomSetupSchema = z.object({
  pricePerNight: price,
  maxGuests: wholeNumberField('Maximum guests', 1, 20),
  beds: wholeNumberField('Beds', 1, 20),
  bathrooms: optionalWholeNumberField('Bathrooms', 0, 10),
});

/** How much of a stock item one dish (or one modifier option) uses: more than nothing. */
export const recipeIngredientSchema = z.object({
  quantityNeeded: z
    .union([z.string().trim(), z.number()], { error: MESSAGES.quantityPositive })
    .refine((value) => isQuantity(value) && Number(value) > 0, { error: MESSAGES.quantityPositive })
    .transform(normalizeQuantity),
});

/** Someone the retreat buys from: how to reach them, when given, must work. */
export const vendorSchema = z.object({
  email: optionalEmailField(),
  phone: optionalPhoneField(),
});

/** A spending budget for one account, for a year or one of its months. */
export const budgetSchema = z.object({
  budgetYear: wholeNumberField('Budget year', 2000, 2100),
  budgetMonth: optionalWholeNumberField('Budget month', 1, 12),
  budgetedAmount: makeMoneyAmount({ positive: MESSAGES.amountPositive }),
});
