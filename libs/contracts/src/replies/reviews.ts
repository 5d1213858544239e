/**
 * Reviews as the apps read them: the guest's review page (what the mailed link opens), the
 * approved reviews of a room, the retreat's overall rating, and the staff's moderation list.
 * Ratings and counts are computed by the API from approved reviews (reviews/reviews.ts).
 */
import { z } from 'zod';
import { REVIEW_STATUSES } from '../reviews/reviews.js';
import { calendarDateReply, instantReply } from './reply.js';

/** A rating and how many approved reviews it is the mean of; null rating when there are none. */
export const ratingSummaryReply = z.object({
  rating: z.number().min(1).max(5).nullable(),
  count: z.number().int().min(0),
});

/** GET /api/reviews/{reference}?t=…: the stay the link is for, and its review once written. */
export const reviewInvitationReply = z.object({
  reference: z.string(),
  roomId: z.string(),
  roomName: z.string(),
  roomNameEs: z.string().nullable(),
  checkinDate: calendarDateReply,
  checkoutDate: calendarDateReply,
  /** The guest's first name, as the review will be signed. */
  firstName: z.string(),
  /** Null until the guest sends one; then what they wrote (staff cannot change it). */
  review: z
    .object({
      rating: z.number().int(),
      text: z.string().nullable(),
      status: z.enum(REVIEW_STATUSES),
    })
    .nullable(),
});

/** One approved review as a room page shows it. */
export const publicReviewReply = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string().nullable(),
  firstName: z.string(),
  /** The last day of the stay: the page shows its month. */
  stayedUntil: calendarDateReply,
  /** The language the guest wrote in. */
  language: z.string(),
});

/** GET /api/rooms/{id}/reviews: the summary and the newest approved reviews. */
export const roomReviewsReply = z.object({
  summary: ratingSummaryReply,
  reviews: z.array(publicReviewReply),
});

/** GET /api/staff/reviews: one review as staff moderate it. */
export const staffReviewReply = z.object({
  id: z.number().int(),
  reference: z.string(),
  roomId: z.string(),
  guestName: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  language: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: instantReply,
  moderatedAt: instantReply.nullable(),
  moderatedBy: z.string().nullable(),
});
export const staffReviewListReply = z.array(staffReviewReply);

export type RatingSummaryReply = z.infer<typeof ratingSummaryReply>;
export type ReviewInvitationReply = z.infer<typeof reviewInvitationReply>;
export type PublicReviewReply = z.infer<typeof publicReviewReply>;
export type RoomReviewsReply = z.infer<typeof roomReviewsReply>;
export type StaffReviewReply = z.infer<typeof staffReviewReply>;
