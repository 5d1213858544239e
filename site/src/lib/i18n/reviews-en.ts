/**
 * English texts of guest reviews: the page the mail after a stay links to (/review/{reference})
 * and the reviews on a room's page. `reviews-es.ts` has the same keys; `{placeholders}` are
 * filled with `fill`.
 */
export const reviewsEn = {
  pageTitle: 'Rate your stay',
  pageDescription: 'Tell us and future guests how your stay at Lakeside was.',
  greeting: 'Hello {name}, how was your stay in the {room}?',
  stayDates: '{checkin} – {checkout}',
  ratingLegend: 'Your rating',
  stars: {
    1: '1 star · Poor',
    2: '2 stars · Fair',
    3: '3 stars · Good',
    4: '4 stars · Very good',
    5: '5 stars · Excellent',
  },
  textLabel: 'Your review (optional)',
  textHint: 'What should future guests know? Up to {max} characters.',
  signedAs: 'Your review will be signed “{name}” and shown once we have read it.',
  submit: 'Send my review',
  failed: 'Your review could not be sent. Please try again.',
  thanksTitle: 'Thank you!',
  thanksPending: 'We have your review and will read it shortly; once approved it appears on the room’s page.',
  thanksApproved: 'Your review is on the room’s page. Thank you for sharing it.',
  thanksHidden: 'We have your review. Thank you for telling us.',
  yourReview: 'Your review',
  notFoundTitle: 'This link does not work',
  notFoundText:
    'The link may be mistyped or older than {days} days. Write to us if you would still like to tell us about your stay.',
  unavailableTitle: 'We could not open your review just now',
  unavailableText: 'Please try again in a few minutes.',
  // The room page's section.
  sectionTitle: 'Guest reviews',
  summary: '{rating} out of 5 · {count} reviews',
  summaryOne: '{rating} out of 5 · 1 review',
  starsLabel: 'Rated {rating} out of 5',
  stayedIn: 'Stayed in {month}',
  none: 'No reviews yet.',
};
