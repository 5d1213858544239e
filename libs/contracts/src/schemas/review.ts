import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { REVIEW_LIMITS } from '../reviews/reviews.js';
import { optionalText } from './fields.js';

/**
 * A guest's review of a stay (POST /api/reviews/{reference}): the token of the mailed link
 * proves it is the guest, a rating of 1–5 stars and, if they like, a few words. The form sends
 * the rating as text ('4'), JSON clients as a number.
 */
export const reviewSchema = z.object({
  token: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(100),
  rating: z.coerce
    .number({ error: MESSAGES.ratingRequired })
    .int({ error: MESSAGES.ratingRequired })
    .min(REVIEW_LIMITS.minRating, { error: MESSAGES.ratingRequired })
    .max(REVIEW_LIMITS.maxRating, { error: MESSAGES.ratingRequired }),
  text: optionalText(REVIEW_LIMITS.textMax),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewParsed = z.output<typeof reviewSchema>;
