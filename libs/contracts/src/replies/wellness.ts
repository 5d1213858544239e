/**
 * GET /api/wellness/activities: the classes of the schedule page, in display order. There
 * are no wellness bookings yet, so a class has a capacity but no seats taken.
 */
import { z } from 'zod';
import { moneyReply, timeOfDayReply } from './reply.js';

/** Spanish texts: null where staff have not written them (see translations.ts). */
const spanish = z.string().nullable();

export const wellnessActivityReply = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  titleEs: spanish,
  descriptionEs: spanish,
  /** At the retreat. */
  time: timeOfDayReply,
  durationMinutes: z.number().int(),
  /** As the page prints it: '60 min'. */
  duration: z.string(),
  instructor: z.string().nullable(),
  location: z.string().nullable(),
  locationEs: spanish,
  maxParticipants: z.number().int(),
  price: moneyReply,
  currency: z.string(),
  /** Emoji shown on the card. */
  image: z.string().nullable(),
  /** 0 = Sunday … 6 = Saturday; null or -1 = every day. */
  dayOfWeek: z.number().int().nullable(),
});

export const wellnessActivityListReply = z.array(wellnessActivityReply);

export type WellnessActivityReply = z.infer<typeof wellnessActivityReply>;
