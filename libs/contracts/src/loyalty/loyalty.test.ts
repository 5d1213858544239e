import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOYALTY_SETTINGS as RULES,
  loyaltySettingsSchema,
  maxRedeemable,
  pointsEarned,
  redeem,
  tierFor,
  tierProgress,
} from './loyalty-rules.js';
import { enrolMemberSchema, normalizeMembershipNumber, normalizePhone } from './loyalty-members.js';

describe('pointsEarned (one point per Q10 by default, rounded down)', () => {
  it.each([
    ['0.00', '0.10', 0],
    ['9.99', '0.10', 0],
    ['10.00', '0.10', 1],
    ['123.45', '0.10', 12],
    ['123.45', '1.00', 123],
    ['99999999.99', '100.00', 9_999_999_999],
    ['50.00', '0.25', 12],
  ])('Q%s at %s points per quetzal earns %i', (paid, rate, points) => {
    expect(pointsEarned(paid, { pointsPerQuetzal: rate })).toBe(points);
  });
});

describe('redeem (a point worth Q0.25, at least 40)', () => {
  it('takes the points’ worth off the total', () => {
    expect(redeem('95.00', 100, 150, RULES)).toEqual({ ok: true, points: 100, discount: '25.00', amountDue: '70.00' });
  });
  it('changes nothing for 0 points', () => {
    expect(redeem('95.5', 0, 0, RULES)).toEqual({ ok: true, points: 0, discount: '0.00', amountDue: '95.50' });
  });
  it('may take the whole order', () => {
    expect(redeem('10.00', 40, 40, RULES)).toMatchObject({ ok: true, amountDue: '0.00' });
  });
  it.each([
    [39, 500, { reason: 'belowMinimum', minimum: 40 }],
    [200, 199, { reason: 'notEnoughPoints', balance: 199 }],
    [400, 500, { reason: 'exceedsTotal', worth: '100.00', total: '95.00' }],
  ])('refuses %i points of a %i balance', (points, balance, refusal) => {
    expect(redeem('95.00', points, balance, RULES)).toEqual({ ok: false, ...refusal });
  });
  it('offers at most what the order and the balance allow', () => {
    expect(maxRedeemable('95.00', 1000, RULES)).toBe(380);
    expect(maxRedeemable('95.00', 120, RULES)).toBe(120);
    expect(maxRedeemable('0.10', 120, RULES)).toBe(0);
  });
});

describe('tiers (silver from Q2000, gold Q5000, platinum Q10000)', () => {
  it.each([
    ['0.00', 'bronze', 'silver', '2000.00'],
    ['1999.99', 'bronze', 'silver', '0.01'],
    ['2000.00', 'silver', 'gold', '3000.00'],
    ['7250.50', 'gold', 'platinum', '2749.50'],
    ['10000.00', 'platinum', null, null],
  ])('Q%s spent is %s, next %s in Q%s', (spent, tier, nextTier, toNextTier) => {
    expect(tierFor(spent, RULES.tierThresholds)).toBe(tier);
    expect(tierProgress(spent, RULES.tierThresholds)).toEqual({ tier, nextTier, toNextTier });
  });
});

describe('loyaltySettingsSchema', () => {
  const valid = { ...RULES, tierThresholds: { ...RULES.tierThresholds } };
  it('accepts the defaults, numbers as text or numbers', () => {
    expect(loyaltySettingsSchema.parse({ ...valid, pointValue: 0.5, minimumRedeem: '10' })).toMatchObject({
      pointValue: '0.50',
      minimumRedeem: 10,
    });
  });
  it.each([
    [{ pointsPerQuetzal: '0' }, 'pointsPerQuetzal'],
    [{ pointsPerQuetzal: '100.01' }, 'pointsPerQuetzal'],
    [{ pointValue: '-1' }, 'pointValue'],
    [{ pointValue: '0.001' }, 'pointValue'],
    [{ minimumRedeem: 0 }, 'minimumRedeem'],
    [{ minimumRedeem: 1.5 }, 'minimumRedeem'],
    [{ tierThresholds: { ...RULES.tierThresholds, bronze: '1.00' } }, 'tierThresholds.bronze'],
    [{ tierThresholds: { ...RULES.tierThresholds, gold: '2000.00' } }, 'tierThresholds.gold'],
    [{ tierThresholds: { ...RULES.tierThresholds, platinum: '100.00' } }, 'tierThresholds.platinum'],
  ])('refuses %o at %s', (change, path) => {
    const result = loyaltySettingsSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('contacts', () => {
  it.each([
    ['5555-1234', '50255551234'],
    ['+502 5555 1234', '50255551234'],
    ['(502) 5555 1234', '50255551234'],
    ['0044 20 7946 0958', '442079460958'],
    ['+1 (415) 555-0100', '14155550100'],
  ])('phone %s is stored as %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });
  it.each([
    ['LS-000123', 'LS-000123'],
    ['ls123', 'LS-000123'],
    ['123', 'LS-000123'],
    ['ana', null],
  ])('membership number %s reads as %s', (typed, number) => {
    expect(normalizeMembershipNumber(typed)).toBe(number);
  });
  it('enrols with a normalised phone or e-mail, and needs one of them', () => {
    expect(enrolMemberSchema.parse({ name: ' Ana ', email: 'Ana@Example.COM' })).toEqual({
      name: 'Ana',
      phone: null,
      email: 'ana@example.com',
      notes: null,
    });
    expect(enrolMemberSchema.safeParse({ name: 'Ana', phone: '', email: null }).success).toBe(false);
  });
});
