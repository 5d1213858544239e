import { addDays, addMoney, STAY_LIMITS, stayNights, subtractMoney, sumMoney } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { requireMinimumStay, stayPrice, type RatePeriodTerms, type StayTerms } from './room-price.js';

const NO_TERMS: StayTerms = { periods: [], taxes: [] };
const room = (pricePerNight: string) => ({ pricePerNight, currency: 'USD' });

/** Dry until the end of April 2027 at $90 (min 3 nights), then green at $70 with $85 Friday and Saturday nights. */
const DRY: RatePeriodTerms = {
  firstNight: '2026-11-01',
  lastNight: '2027-04-30',
  nightlyRate: '90.00',
  weekendRate: null,
  minNights: 3,
};
const GREEN: RatePeriodTerms = {
  firstNight: '2027-05-01',
  lastNight: '2027-10-31',
  nightlyRate: '70.00',
  weekendRate: '85.00',
  minNights: 2,
};
const SEASONS: StayTerms = { periods: [DRY, GREEN], taxes: [] };
const IVA = { name: 'IVA', rate: '12.00', included: true };
const TOURISM = { name: 'Tourism tax', rate: '10.00', included: false };

describe('stayPrice', () => {
  it.each([
    ['65.00', '2026-03-01', '2026-03-03', 2, '130.00'],
    ['80.00', '2026-02-27', '2026-03-01', 2, '160.00'],
    ['100.00', '2026-03-01', '2026-03-15', 14, '1400.00'],
    ['33.33', '2026-03-01', '2026-03-04', 3, '99.99'],
  ])('%s a night from %s to %s is %i nights, %s', (rate, checkin, checkout, nights, total) => {
    expect(stayPrice(room(rate), checkin, checkout, NO_TERMS)).toMatchObject({
      nights,
      totalPrice: total,
      currency: 'USD',
    });
  });

  it('lists each night the guest sleeps there, check-in night first and check-out day excluded, with its rate', () => {
    expect(stayPrice(room('65.00'), '2026-02-27', '2026-03-02', NO_TERMS).nightly).toEqual([
      { night: '2026-02-27', rate: '65.00' },
      { night: '2026-02-28', rate: '65.00' },
      { night: '2026-03-01', rate: '65.00' },
    ]);
  });

  it('writes each rate with two decimals, as the reply contract wants money', () => {
    expect(stayPrice(room('65.5'), '2026-03-01', '2026-03-02', NO_TERMS).nightly).toEqual([
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
      const price = stayPrice(room(rate), checkin, checkout, NO_TERMS);
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

describe('stayPrice over rate periods', () => {
  it('prices each night at the rate of the period it falls in, across the season boundary', () => {
    // Wednesday 28 April → Monday 3 May 2027: three dry nights, then two green ones.
    const price = stayPrice(room('65.00'), '2027-04-28', '2027-05-03', SEASONS);
    expect(price.nightly).toEqual([
      { night: '2027-04-28', rate: '90.00' },
      { night: '2027-04-29', rate: '90.00' },
      { night: '2027-04-30', rate: '90.00' }, // the period's last night is its own (a Friday, no weekend rate in the dry season)
      { night: '2027-05-01', rate: '85.00' }, // green, Saturday: the weekend rate
      { night: '2027-05-02', rate: '70.00' }, // green, Sunday
    ]);
    expect(price.totalPrice).toBe('425.00');
  });

  it('uses the weekend rate on Friday and Saturday nights only', () => {
    const week = stayPrice(room('65.00'), '2027-06-06', '2027-06-13', SEASONS); // Sunday to Sunday
    expect(week.nightly.map((night) => night.rate)).toEqual([
      '70.00',
      '70.00',
      '70.00',
      '70.00',
      '70.00',
      '85.00',
      '85.00',
    ]);
  });

  it("costs the room's own rate on nights no period covers", () => {
    const price = stayPrice(room('65.00'), '2026-10-30', '2026-11-02', SEASONS);
    expect(price.nightly.map((night) => night.rate)).toEqual(['65.00', '65.00', '90.00']);
  });

  it('asks for the minimum of the check-in night’s period, never less than the absolute floor', () => {
    expect(stayPrice(room('65.00'), '2027-04-29', '2027-05-01', SEASONS).minNights).toBe(3); // dry check-in
    expect(stayPrice(room('65.00'), '2027-05-01', '2027-05-03', SEASONS).minNights).toBe(2); // green check-in
    expect(stayPrice(room('65.00'), '2026-10-30', '2026-11-02', SEASONS).minNights).toBe(STAY_LIMITS.minNights);
    const lax = { periods: [{ ...GREEN, minNights: 1 }], taxes: [] };
    expect(stayPrice(room('65.00'), '2027-05-01', '2027-05-02', lax).minNights).toBe(STAY_LIMITS.minNights);
  });

  it('refuses a stay shorter than its period asks, on the field named', () => {
    const short = stayPrice(room('65.00'), '2027-04-29', '2027-05-01', SEASONS);
    expect(() => requireMinimumStay(short, 'checkoutDate')).toThrow(
      expect.objectContaining({
        code: 'common.validationFailed',
        details: { errors: [{ field: 'checkoutDate', message: expect.stringContaining('3 nights') }] },
      }),
    );
    expect(() =>
      requireMinimumStay(stayPrice(room('65.00'), '2027-04-29', '2027-05-02', SEASONS), 'checkoutDate'),
    ).not.toThrow();
  });

  // Every stay of 1–20 nights starting each day from mid-April to mid-May 2027, with and without taxes.
  const checkins = Array.from({ length: 30 }, (_, index) => addDays('2027-04-15', index));
  const taxSets = [[], [IVA], [TOURISM], [IVA, TOURISM]];
  it('totals the nights plus the added taxes, and the included taxes are the part of the nights they say', () => {
    for (const checkin of checkins) {
      for (let nights = 1; nights <= 20; nights += 1) {
        for (const taxes of taxSets) {
          const checkout = addDays(checkin, nights);
          const price = stayPrice(room('65.00'), checkin, checkout, { periods: [DRY, GREEN], taxes });
          const context = `${checkin}→${checkout} with ${taxes.map((tax) => tax.name).join('+')}`;
          const lodging = sumMoney(price.nightly.map((night) => night.rate));
          expect(price.totalPrice, context).toBe(addMoney(lodging, price.taxAdded));
          const included = price.taxes.filter((tax) => tax.included);
          const added = price.taxes.filter((tax) => !tax.included);
          expect(sumMoney(included.map((tax) => tax.amount)), context).toBe(price.taxIncluded);
          expect(sumMoney(added.map((tax) => tax.amount)), context).toBe(price.taxAdded);
          // The net under an included 12% is 100/112 of the nights, to the cent.
          if (taxes.includes(IVA)) {
            const net = subtractMoney(lodging, price.taxIncluded);
            const cents = Math.round((Number(lodging) * 100 * 100) / 112);
            expect(Math.abs(Number(net) * 100 - cents), context).toBeLessThanOrEqual(0.5);
          }
        }
      }
    }
  });
});
