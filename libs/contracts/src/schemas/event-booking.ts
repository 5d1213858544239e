import { z } from 'zod';
import { EVENT_LIMITS, TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { parseOccurrenceId } from '../event-occurrence-id.js';
import { optionalText } from './fields.js';
import { guestDetailsSchema } from './guest-details.js';
import { makeMoneyString } from './money-fields.js';
import { paymentChoiceShape, paymentReferenceShape } from './payment-fields.js';

/** POST /api/event-bookings (docs/requirements/booking-rules.md#event-tickets). */
export const eventBookingSchema = z.object({
  /**
   * The occurrence as GET /api/events names it: `event:12` (a one-off event; a bare 12 works
   * too) or `template:3:2026-12-01` (a weekly event on that day). Parsed to its parts.
   */
  eventId: z.union([z.number(), z.string()], { error: MESSAGES.eventRequired }).transform((value, context) => {
    const ref = parseOccurrenceId(value);
    if (!ref) {
      context.addIssue({ code: 'custom', message: MESSAGES.eventRequired, input: value });
      return z.NEVER;
    }
    return ref;
  }),
  ...guestDetailsSchema.shape,
  /**
   * Seats to reserve. The dialog caps it at the session's free spots; the server takes the
   * seats with one conditional update and answers 409 when they are gone.
   */
  numberOfTickets: z
    .int({ error: MESSAGES.ticketsMin })
    .min(EVENT_LIMITS.minTickets, { error: MESSAGES.ticketsMin })
    .max(EVENT_LIMITS.maxTicketsPerBooking, { error: MESSAGES.ticketsMax })
    .default(EVENT_LIMITS.minTickets),
  /** Label of the chosen time slot ("19:00"), for events with several slots a day. */
  selectedTimeSlot: optionalText(TEXT_LIMITS.timeSlot),
  /** Start of the chosen session as the dialog shows it (ISO date-time). */
  selectedDateTime: optionalText(TEXT_LIMITS.timeSlot),
  /**
   * Ticket price × tickets as shown (USD, e.g. "30.00"); the server recomputes it from
   * the event and refuses a different total.
   */
  totalAmount: makeMoneyString({ required: MESSAGES.totalRequired }),
  ...paymentReferenceShape,
  ...paymentChoiceShape,
});
export type EventBookingInput = z.input<typeof eventBookingSchema>;
export type EventBookingParsed = z.output<typeof eventBookingSchema>;
