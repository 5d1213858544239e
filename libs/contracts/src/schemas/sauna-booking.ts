import { z } from 'zod';
import { SAUNA_DURATIONS, SAUNA_SLOTS } from '../enums/wellness.js';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import {
  dateField,
  emailField,
  enumField,
  optionalPhoneField,
  optionalText,
  requiredText,
  whenParsed,
} from './fields.js';
import { makeOptionalMoneyAmount } from './money-fields.js';
import { paymentChoiceShape, paymentReferenceShape } from './payment-fields.js';
import type { TodayOption } from './stay-dates.js';

/** Fields of a sauna booking (docs/requirements/booking-rules.md#sauna). */
export const saunaBookingShape = {
  /** Day of the session, "yyyy-MM-dd". */
  sessionDate: dateField(MESSAGES.sessionDateRequired),
  /** Start time; a (date, slot) pair is sold once. */
  timeSlot: enumField(SAUNA_SLOTS, MESSAGES.timeSlotRequired),
  /** Minutes in the sauna. */
  duration: z.literal(SAUNA_DURATIONS, { error: MESSAGES.saunaDurationRequired }),
  guestName: requiredText(TEXT_LIMITS.guestName, MESSAGES.guestNameRequired),
  email: emailField(),
  /** Optional: lets the host reach a guest who is late. */
  phone: optionalPhoneField(),
  /** Anything the host should know (first time, health notes). */
  notes: optionalText(TEXT_LIMITS.notes),
  /** Total the guest was shown (USD); the server prices the session itself and compares. */
  totalPrice: makeOptionalMoneyAmount(),
  ...paymentReferenceShape,
  ...paymentChoiceShape,
};

/** A sauna booking; pass `today` (retreat zone) to refuse a date in the past. */
export function makeSaunaBookingSchema({ today }: TodayOption = {}) {
  return z.object(saunaBookingShape).superRefine(
    (value, ctx) => {
      if (today !== undefined && typeof value.sessionDate === 'string' && value.sessionDate < today) {
        ctx.addIssue({
          code: 'custom',
          message: MESSAGES.sessionDateInPast,
          path: ['sessionDate'],
          input: value.sessionDate,
        });
      }
    },
    { when: whenParsed('sessionDate') },
  );
}

export const saunaBookingSchema = makeSaunaBookingSchema();
export type SaunaBookingInput = z.input<typeof saunaBookingSchema>;
export type SaunaBookingParsed = z.output<typeof saunaBookingSchema>;
