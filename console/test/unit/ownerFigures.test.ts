/** The owner dashboard's wording of changes and its chart rows. */
import { describe, expect, it } from 'vitest';
import type { DashboardDayReply } from '@lakeside/contracts';
import { percentChange, periodQuery, pointsChange, revenueRows, trend } from '../../src/dashboard/owner/ownerFigures';
import { translateIn } from '../support/translate';

const en = translateIn('en');

const day: DashboardDayReply = {
  date: '2026-03-10',
  revenue: {
    rooms: { paid: '100.10', unpaid: '0.20' },
    events: { paid: '0.00', unpaid: '60.00' },
    sauna: { paid: '0.00', unpaid: '0.00' },
    restaurant: { paid: '0.10', unpaid: '0.20' },
  },
  expenses: '0.00',
  nightsSold: 1,
  nightsAvailable: 4,
};

describe('owner figures', () => {
  it.each([
    [110, 100, '+10.0%'],
    [90, 100, '−10.0%'],
    [5, 0, 'new'],
    [0, 0, 'no change'],
  ])('%d against %d is %s', (now, before, text) => {
    expect(percentChange(now, before, en)).toBe(text);
  });

  it('words occupancy in points and says whether a change is good news', () => {
    expect(pointsChange(0.5, 0.25, en)).toBe('+25.0 pts');
    expect(pointsChange(0.25, 0.25, en)).toBe('no change');
    expect(pointsChange(0.25, 0.25, translateIn('es'))).toBe('sin cambio');
    expect(percentChange(5, 0, translateIn('es'))).toBe('nuevo');
    expect(trend(2, 1)).toBe('up');
    expect(trend(2, 1, false)).toBe('down');
  });

  it('sends the days of a custom period only', () => {
    expect(periodQuery({ period: 'week', from: '2026-01-01' })).toBe('period=week');
    expect(periodQuery({ period: 'custom', from: '2026-01-01', to: '2026-01-31' })).toBe(
      'period=custom&from=2026-01-01&to=2026-01-31',
    );
  });

  it('stacks paid, unpaid or both, exactly', () => {
    expect(revenueRows([day], 'all')[0]).toEqual({
      date: '2026-03-10',
      rooms: '100.30',
      events: '60.00',
      sauna: '0.00',
      restaurant: '0.30',
    });
    expect(revenueRows([day], 'unpaid')[0]?.rooms).toBe('0.20');
  });
});
