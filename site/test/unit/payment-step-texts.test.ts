/** The payment step's price lines and cancellation sentence, from the server's quote. */
import { describe, expect, it } from 'vitest';
import { cancellationTerms } from '../../src/components/booking/cancellation-terms';
import { groupNights } from '../../src/components/booking/night-groups';
import { en } from '../../src/lib/i18n/en';
import { es } from '../../src/lib/i18n/es';

describe('groupNights', () => {
  it('reads consecutive nights at one rate as one line, with its subtotal', () => {
    expect(
      groupNights([
        { night: '2026-12-08', rate: '65.00' },
        { night: '2026-12-09', rate: '65.00' },
        { night: '2026-12-10', rate: '65.00' },
      ]),
    ).toEqual([{ first: '2026-12-08', last: '2026-12-10', count: 3, rate: '65.00', subtotal: '195.00' }]);
  });

  it('starts a new line where the rate changes, and again where it changes back', () => {
    expect(
      groupNights([
        { night: '2026-12-30', rate: '33.33' },
        { night: '2026-12-31', rate: '120.00' },
        { night: '2027-01-01', rate: '120.00' },
        { night: '2027-01-02', rate: '33.33' },
      ]),
    ).toEqual([
      { first: '2026-12-30', last: '2026-12-30', count: 1, rate: '33.33', subtotal: '33.33' },
      { first: '2026-12-31', last: '2027-01-01', count: 2, rate: '120.00', subtotal: '240.00' },
      { first: '2027-01-02', last: '2027-01-02', count: 1, rate: '33.33', subtotal: '33.33' },
    ]);
  });

  it('has no lines for no nights', () => {
    expect(groupNights([])).toEqual([]);
  });
});

describe('cancellationTerms', () => {
  // 48 h before a 10 December check-in at 15:00 in Guatemala (21:00 UTC).
  const deadline = '2026-12-08T21:00:00.000Z';
  const before = new Date('2026-11-01T12:00:00Z');

  it('gives the deadline as a date and time at the retreat, in English and Spanish', () => {
    expect(cancellationTerms(deadline, 'en', en.booking.wizard, before)).toBe(
      'Free cancellation until Tuesday, December 8, 2026, 3:00\u00a0PM (Guatemala time); after that the full amount is charged.',
    );
    expect(cancellationTerms(deadline, 'es', es.booking.wizard, before)).toBe(
      'Cancelación gratuita hasta el martes, 8 de diciembre de 2026, a las\u00a03:00\u00a0p.\u00a0m. (hora de Guatemala); después se cobra el monto total.',
    );
  });

  it('reads the retreat’s day, not UTC’s, for a deadline late in the evening', () => {
    expect(cancellationTerms('2026-12-09T04:30:00.000Z', 'en', en.booking.wizard, before)).toContain(
      'Tuesday, December 8, 2026, 10:30\u00a0PM',
    );
  });

  it('is free up to the deadline itself, and says it is not once it has passed', () => {
    expect(cancellationTerms(deadline, 'en', en.booking.wizard, new Date(deadline))).toContain(
      'Free cancellation until',
    );
    expect(cancellationTerms(deadline, 'en', en.booking.wizard, new Date(Date.parse(deadline) + 1000))).toBe(
      en.booking.wizard.noFreeCancellation,
    );
  });
});
