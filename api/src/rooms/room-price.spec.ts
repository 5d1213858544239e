import { describe, expect, it } from 'vitest';
import { stayPrice } from './room-price.js';

describe('stayPrice', () => {
  it.each([
    ['65.00', '2026-03-01', '2026-03-03', 2, '130.00'],
    ['80.00', '2026-02-27', '2026-03-01', 2, '160.00'],
    ['100.00', '2026-03-01', '2026-03-15', 14, '1400.00'],
    ['33.33', '2026-03-01', '2026-03-04', 3, '99.99'],
  ])('%s a night from %s to %s is %i nights, %s', (rate, checkin, checkout, nights, total) => {
    expect(stayPrice({ pricePerNight: rate, currency: 'USD' }, checkin, checkout)).toEqual({
      nights,
      totalPrice: total,
      currency: 'USD',
    });
  });
});
