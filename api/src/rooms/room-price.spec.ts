import { addDays, addMoney, stayNights, sumMoney } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { stayPrice } from './room-price.js';

describe('stayPrice', () => {
  it.each([
    ['65.00', '2026-03-01', '2026-03-03', 2, '130.00'],
    ['80.00', '2026-02-27', '2026-03-01', 2, '160.00'],
    ['100.00', '2026-03-01', '2026-03-15', 14, '1400.00'],
    ['33.33', '2026-03-01', '2026-03-04', 3, '99.99'],
  ])('%s a night from %s to %s is %i nights, %s', (rate, checkin, checkout, nights, total) => {
    expect(stayPrice({ pricePerNight: rate, currency: 'USD' }, checkin, checkout)).toMatchObject({
      nights,
      totalPrice: total,
      currency: 'USD',
    });
  });

  it('lists each night the guest sleeps there, check-in night first and check-out day excluded, with its rate', () => {
    expect(stayPrice({ pricePerNight: '65.00', currency: 'USD' }, '2026-02-27', '2026-03-02').nightly).toEqual([
      { night: '2026-02-27', rate: '65.00' },
      { night: '2026-02-28', rate: '65.00' },
      { night: '2026-03-01', rate: '65.00' },
    ]);
  });

  it('writes each rate with two decimals, as the reply contract wants money', () => {
    expect(stayPrice({ pricePerNight: '65.5', currency: 'USD' }, '2026-03-01', '2026-03-02').nightly).toEqual([
      { night: '2026-03-01', rate: '65.50' },
    ]);
  });

  // Rates with awkward cents, stays of every length the rules allow, across month, year and leap-day ends.
  const rates = ['65.00', '80.00', '33.33', '0.01', '99.99', '1234.56'];
  const checkins = ['2026-01-30', '2026-02-27', '2028-02-28', '2026-12-30'];
  const stays = rates.flatMap((rate) =>
    checkins.flatMap((checkin) =>
      Array.from({ length: 30 }, (_, index) => [rate, checkin, addDays(checkin, index + 1)] as const),
    ),
  );

  it(`totals the sum of its nights, one row per night of the stay (${stays.length} stays)`, () => {
    for (const [rate, checkin, checkout] of stays) {
      const price = stayPrice({ pricePerNight: rate, currency: 'USD' }, checkin, checkout);
      const context = `${rate} from ${checkin} to ${checkout}`;
      expect(price.totalPrice, context).toBe(sumMoney(price.nightly.map((entry) => entry.rate)));
      expect(
        price.nightly.map((entry) => entry.night),
        context,
      ).toEqual(stayNights(checkin, checkout));
      expect(price.nights, context).toBe(price.nightly.length);
      // Summed cent by cent, not nights × rate in floating point.
      expect(price.totalPrice, context).toBe(addMoney(...Array<string>(price.nights).fill(rate)));
    }
  });
});
