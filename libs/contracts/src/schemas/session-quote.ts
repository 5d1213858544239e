/**
 * What the event dialog and the sauna form ask before paying (GET /api/event-bookings/quote,
 * GET /api/sauna-bookings/quote): the booking's choices without the guest's details, as query
 * strings. The answer is sessionQuoteReply.
 */
import { z } from 'zod';
import { SAUNA_DURATIONS } from '../enums/wellness.js';
import { EVENT_LIMITS, TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { eventBookingSchema } from './event-booking.js';
import { optionalText } from './fields.js';
import { saunaBookingShape } from './sauna-booking.js';

export const eventQuoteQuerySchema = eventBookingSchema
  .pick({ eventId: true, selectedTimeSlot: true, selectedDateTime: true })
  .extend({
    numberOfTickets: z.coerce
      .number({ error: MESSAGES.ticketsMin })
      .int({ error: MESSAGES.ticketsMin })
      .min(EVENT_LIMITS.minTickets, { error: MESSAGES.ticketsMin })
      .max(EVENT_LIMITS.maxTicketsPerBooking, { error: MESSAGES.ticketsMax }),
  });

export const saunaQuoteQuerySchema = z.object({
  sessionDate: saunaBookingShape.sessionDate,
  timeSlot: saunaBookingShape.timeSlot,
  duration: z.coerce.number().pipe(z.literal(SAUNA_DURATIONS, { error: MESSAGES.saunaDurationRequired })),
});

export type EventQuoteQuery = z.output<typeof eventQuoteQuerySchema>;
export type SaunaQuoteQuery = z.output<typeof saunaQuoteQuerySchema>;

/** Why staff moved a booking (kept in the audit log), optional. */
const moveReason = { reason: optionalText(TEXT_LIMITS.notes) };

/**
 * GET (quote) and POST /api/sauna-bookings/{id}/move: the private session's new day and slot,
 * as staff change it (docs/requirements/policies.md#changing-dates); its length stays.
 */
export const saunaMoveSchema = z.object({
  sessionDate: saunaBookingShape.sessionDate,
  timeSlot: saunaBookingShape.timeSlot,
  ...moveReason,
});
export type SaunaMove = z.output<typeof saunaMoveSchema>;

/**
 * GET (quote) and POST /api/event-bookings/{id}/move: another occurrence of the same event, as
 * the booking form names one; the tickets stay.
 */
export const eventMoveSchema = eventBookingSchema
  .pick({ eventId: true, selectedTimeSlot: true, selectedDateTime: true })
  .extend(moveReason);
export type EventMove = z.output<typeof eventMoveSchema>;
