/** Its own module so the sauna form loads its reply contracts (and zod) only when it reads another day or books. */
import '../no-eval-parsing';
import {
  parseReply,
  saunaAvailabilityReply,
  saunaBookedReply,
  type SaunaAvailabilityReply,
  type SaunaBookedReply,
} from '@lakeside/contracts';
import type { ReplyReader } from './browser-fetch';

/** GET /api/sauna/availability. */
export const readSaunaDay: ReplyReader<SaunaAvailabilityReply> = (body, source) =>
  parseReply(saunaAvailabilityReply, body, source);

/** POST /api/sauna-bookings. */
export const readSaunaBooking: ReplyReader<SaunaBookedReply> = (body, source) =>
  parseReply(saunaBookedReply, body, source);
