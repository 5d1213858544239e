import { describe, expect, it } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { REVIEW_LIMITS } from '../reviews/reviews.js';
import { reviewSchema } from './review.js';

const valid = { token: 'abc', rating: 5, text: 'Lovely view.' };

describe('reviewSchema', () => {
  it.each([
    { input: valid, rating: 5, text: 'Lovely view.' },
    { input: { ...valid, rating: '3' }, rating: 3, text: 'Lovely view.' },
    { input: { ...valid, text: '   ' }, rating: 5, text: null },
    { input: { token: 'abc', rating: 1 }, rating: 1, text: null },
  ])('accepts $input', ({ input, rating, text }) => {
    expect(reviewSchema.parse(input)).toMatchObject({ rating, text });
  });

  it.each([
    { input: { ...valid, rating: '' }, field: 'rating', message: MESSAGES.ratingRequired },
    { input: { ...valid, rating: undefined }, field: 'rating', message: MESSAGES.ratingRequired },
    { input: { ...valid, rating: 0 }, field: 'rating', message: MESSAGES.ratingRequired },
    { input: { ...valid, rating: 6 }, field: 'rating', message: MESSAGES.ratingRequired },
    { input: { ...valid, rating: 4.5 }, field: 'rating', message: MESSAGES.ratingRequired },
    { input: { ...valid, rating: 'five' }, field: 'rating', message: MESSAGES.ratingRequired },
    {
      input: { ...valid, text: 'x'.repeat(REVIEW_LIMITS.textMax + 1) },
      field: 'text',
      message: tooLong(REVIEW_LIMITS.textMax),
    },
    { input: { ...valid, token: '' }, field: 'token', message: MESSAGES.required },
  ])('refuses $field in $input', ({ input, field, message }) => {
    const result = reviewSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});
