import { describe, expect, it } from 'vitest';
import { bookingKindOf, newBookingReference, normalizeBookingReference } from './booking-reference.js';

const bytes =
  (...values: number[]) =>
  () =>
    Uint8Array.from(values);

describe('booking references', () => {
  it('reads as kind letter and two groups of four Crockford characters', () => {
    expect(newBookingReference('room', bytes(0, 1, 2, 3, 28, 29, 30, 31))).toBe('R-0123-WXYZ');
    expect(newBookingReference('sauna', bytes(32, 33, 64, 255, 10, 17, 18, 20))).toBe('S-010Z-AHJM');
    expect(newBookingReference('event', bytes(...Array<number>(8).fill(9)))).toBe('E-9999-9999');
  });

  it.each([
    ['r-4k7m-q2xp', 'R-4K7M-Q2XP'],
    [' R 4K7M Q2XP ', 'R-4K7M-Q2XP'],
    ['S4K7MQ2XP', 'S-4K7M-Q2XP'],
    ['E-4K7M-Q2XO', 'E-4K7M-Q2X0'],
    ['R-4K7M-QIXL', 'R-4K7M-Q1X1'],
  ])('normalizes %j to %j', (typed, reference) => {
    expect(normalizeBookingReference(typed)).toBe(reference);
  });

  it.each(['', 'R-4K7M', 'X-4K7M-Q2XP', 'R-4K7M-Q2XPP', 'R-4K7U-Q2XP', '12345', 'R-4K7M-Q2X!'])(
    'refuses %j',
    (typed) => {
      expect(normalizeBookingReference(typed)).toBeNull();
    },
  );

  it('names the kind by its letter', () => {
    expect(bookingKindOf('R-4K7M-Q2XP')).toBe('room');
    expect(bookingKindOf('S-4K7M-Q2XP')).toBe('sauna');
    expect(bookingKindOf('E-4K7M-Q2XP')).toBe('event');
    expect(bookingKindOf('Z-4K7M-Q2XP')).toBeNull();
  });
});
