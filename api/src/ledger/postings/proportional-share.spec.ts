import { describe, expect, it } from 'vitest';
import { proportionalShare } from './proportional-share.js';

describe('proportionalShare', () => {
  it.each([
    ['112.00', '12.00', '112.00', '12.00'],
    ['56.00', '12.00', '112.00', '6.00'],
    ['10.00', '1.00', '3.00', '3.33'],
    ['20.00', '1.00', '3.00', '6.67'],
    ['50.00', '0.00', '100.00', '0.00'],
    ['50.00', '12.00', '0.00', '0.00'],
    ['5.00', '12.00', '10.00', '5.00'],
  ])('%s of %s in %s', (part, share, whole, expected) => {
    expect(proportionalShare(part, share, whole)).toBe(expected);
  });
});
