import { describe, expect, it } from 'vitest';
import { ratingFromTotals, ratingSummary } from './reviews.js';

describe('ratingSummary', () => {
  it.each([
    { ratings: [], expected: { rating: null, count: 0 } },
    { ratings: [5], expected: { rating: 5, count: 1 } },
    { ratings: [5, 4], expected: { rating: 4.5, count: 2 } },
    { ratings: [5, 5, 4], expected: { rating: 4.7, count: 3 } },
    { ratings: [1, 2, 2], expected: { rating: 1.7, count: 3 } },
    // 97 / 20 = 4.85: rounds up, not down to a binary 4.8499….
    { ratings: [...Array<number>(17).fill(5), 4, 4, 4], expected: { rating: 4.9, count: 20 } },
  ])('$ratings → $expected', ({ ratings, expected }) => {
    expect(ratingSummary(ratings)).toEqual(expected);
  });

  it('reads SQL totals the same way', () => {
    expect(ratingFromTotals(14, 3)).toEqual(ratingSummary([5, 5, 4]));
    expect(ratingFromTotals(0, 0)).toEqual({ rating: null, count: 0 });
  });
});
