/**
 * The Reviews page in the fake API: GET /api/staff/reviews and the approve and hide actions
 * with the real paths, roles (REVIEW_ACCESS), refusal codes and reply shapes (staffReviewReply),
 * over an in-memory list. No route writes a review's rating or text: staff only moderate.
 *
 * `answerReviews` is transport-free: the browser test routes /api/staff/reviews… to it (page.route).
 */
import {
  errorBody,
  REVIEW_ACCESS,
  staffReviewListReply,
  staffReviewReply,
  type StaffReviewReply,
  type StaffRole,
} from '@lakeside/contracts';

type Answer = { status: number; body: unknown } | undefined;

export function answerReviews(
  reviews: StaffReviewReply[],
  staff: { role: StaffRole; name: string },
  method: string,
  path: string,
): Answer {
  if (method === 'GET' && path === '/api/staff/reviews')
    return { status: 200, body: staffReviewListReply.parse(reviews) };
  const [, id, action] = /^\/api\/staff\/reviews\/(\d+)\/(approve|hide)$/.exec(path) ?? [];
  if (method !== 'POST' || !id) return undefined;
  if (!(REVIEW_ACCESS.moderate as readonly StaffRole[]).includes(staff.role)) {
    return { status: 403, body: errorBody('common.forbidden') };
  }
  const review = reviews.find((candidate) => candidate.id === Number(id));
  if (!review) return { status: 404, body: errorBody('reviews.notFound') };
  review.status = action === 'approve' ? 'approved' : 'hidden';
  review.moderatedAt = new Date().toISOString();
  review.moderatedBy = staff.name;
  return { status: 200, body: staffReviewReply.parse(review) };
}
