import { ReviewRequest } from './review-request.entity.js';
import { Review } from './review.entity.js';

/** Guest reviews and the mails that ask for them. */
export const REVIEWS_ENTITIES = [Review, ReviewRequest];
