/**
 * The private sauna: a day's slots and rates (GET /api/sauna/availability), a booking as the
 * guest's form gets it back (POST /api/sauna-bookings) and as staff list them (GET
 * /api/sauna-bookings).
 */
import { z } from 'zod';
import { SAUNA_SLOT_UNAVAILABLE_REASONS } from '../enums/wellness.js';
import { calendarDateReply, instantReply, moneyReply, timeOfDayReply } from './reply.js';
import { taxSummaryFields } from './taxes.js';

export const saunaSlotReply = z.object({
  /** At the retreat; sent back as `timeSlot`. */
  time: timeOfDayReply,
  /** Bookable now: not booked, not already started (today), and the sauna is not in a communal session then. */
  available: z.boolean(),
  /** Someone has this slot (the page shows "Booked"). */
  booked: z.boolean(),
  /** Why it is not bookable; null when it is. 'communal_session': the communal session has the sauna then. */
  reason: z.enum(SAUNA_SLOT_UNAVAILABLE_REASONS).nullable(),
});

export const saunaRateReply = z.object({
  /** Minutes: 60, 90 or 120. */
  duration: z.number().int(),
  price: moneyReply,
  currency: z.string(),
});

export const saunaAvailabilityReply = z.object({
  date: calendarDateReply,
  slots: z.array(saunaSlotReply),
  rates: z.array(saunaRateReply),
});

export const saunaBookingReply = z.object({
  id: z.number().int(),
  /** What the guest reads out and finds the booking by ("S-4K7M-Q2XP"). */
  reference: z.string(),
  sessionDate: calendarDateReply,
  timeSlot: timeOfDayReply,
  /** Minutes. */
  duration: z.number().int(),
  guestName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  /** The rate for `duration` at booking time and the added taxes, computed by the server. */
  totalPrice: moneyReply,
  /** The wellness taxes as sold (empty for sessions sold before they were recorded). */
  ...taxSummaryFields,
  currency: z.string(),
  /** The guest's language for e-mails: en | es. */
  language: z.string(),
  /** pay_at_retreat (settled on site) | paid (captured online). */
  paymentStatus: z.string(),
  paymentProvider: z.string().nullable(),
  paypalOrderId: z.string().nullable(),
  createdAt: instantReply,
});

/** POST /api/sauna-bookings: the booking and whether the guest's confirmation went out. */
export const saunaBookedReply = saunaBookingReply.extend({ emailSent: z.boolean() });

/** GET /api/sauna-bookings (staff): newest session first. */
export const saunaBookingListReply = z.array(saunaBookingReply);

export type SaunaSlotReply = z.infer<typeof saunaSlotReply>;
export type SaunaRateReply = z.infer<typeof saunaRateReply>;
export type SaunaAvailabilityReply = z.infer<typeof saunaAvailabilityReply>;
export type SaunaBookingReply = z.infer<typeof saunaBookingReply>;
export type SaunaBookedReply = z.infer<typeof saunaBookedReply>;
