/** Its own module so the find-my-booking form loads its reply contract (and zod) only once sent. */
import '../no-eval-parsing';
import { findBookingReply, parseReply, type FindBookingReply } from '@lakeside/contracts';
import type { ReplyReader } from './browser-fetch';

/** POST /api/bookings/find: the same `{ accepted: true }` whether or not a booking matched. */
export const readFindBooking: ReplyReader<FindBookingReply> = (body, source) =>
  parseReply(findBookingReply, body, source);
