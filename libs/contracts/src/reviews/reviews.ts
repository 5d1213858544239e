/**
 * Guest reviews of a stay (docs/requirements/pages-and-routes.md#room-pages): one per room booking,
 * asked for by mail after check-out, shown on the site once staff approve it. Every rating and
 * count a guest sees is computed here from the approved reviews — never typed in.
 */
import type { StaffRole } from '../enums/staff.js';

/** pending: written, not yet seen by staff; approved: shown on the site; hidden: kept, never shown. */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  /** Characters of the written review. */
  textMax: 2000,
  /** Days the mailed link works after it was sent. */
  linkDays: 60,
  /**
   * A stay that ended longer ago than this is not asked any more: the first run of the job on
   * an old database must not mail every guest the retreat ever had.
   */
  askWithinDays: 14,
} as const;

/** What the site shows for a set of approved reviews: null rating when there are none (no "0.0"). */
export interface RatingSummary {
  /** The mean of the ratings, to one decimal; null without reviews. */
  rating: number | null;
  count: number;
}

/** The summary of `count` ratings adding up to `sum` (what SUM() and COUNT() give). */
export function ratingFromTotals(sum: number, count: number): RatingSummary {
  if (count === 0) return { rating: null, count: 0 };
  // Integer math to one decimal: 4.85 rounds to 4.9 however the float falls.
  return { rating: Math.round((sum * 10) / count) / 10, count };
}

/** The summary of these ratings. */
export function ratingSummary(ratings: readonly number[]): RatingSummary {
  return ratingFromTotals(
    ratings.reduce((total, rating) => total + rating, 0),
    ratings.length,
  );
}

/** Who may do what with reviews in the console (the API checks the same lists). */
export const REVIEW_ACCESS = {
  /** Reading every review, pending and hidden ones too. */
  view: ['admin', 'manager', 'staff'],
  /** Approving a review (it shows on the site) or hiding it. */
  moderate: ['admin', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;
