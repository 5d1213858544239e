import { describe, expect, it } from 'vitest';
import { dashboardQuerySchema, dashboardRange, DASHBOARD_MESSAGES, previousRange, spreadCents } from './dashboard.js';

describe('dashboardQuerySchema', () => {
  it.each([
    [{}, { period: 'today' }],
    [{ period: 'month' }, { period: 'month' }],
    [
      { period: 'custom', from: '2025-03-01', to: '2025-03-01' },
      { period: 'custom', from: '2025-03-01', to: '2025-03-01' },
    ],
    [
      { period: 'custom', from: '2025-01-01', to: '2025-12-31' },
      { period: 'custom', from: '2025-01-01', to: '2025-12-31' },
    ],
  ])('takes %j', (query, parsed) => {
    expect(dashboardQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([
    [{ period: 'year' }, 'period', DASHBOARD_MESSAGES.invalidPeriod],
    [{ period: 'custom', to: '2025-03-01' }, 'from', DASHBOARD_MESSAGES.fromRequired],
    [{ period: 'custom', from: '2025-03-01' }, 'to', DASHBOARD_MESSAGES.toRequired],
    [{ period: 'custom', from: '2025-03-01', to: '2025-02-28' }, 'to', DASHBOARD_MESSAGES.toBeforeFrom],
    [{ period: 'custom', from: '2024-01-01', to: '2025-01-01' }, 'to', DASHBOARD_MESSAGES.tooLong],
    [{ period: 'custom', from: '1 March', to: '2025-03-02' }, 'from', DASHBOARD_MESSAGES.fromRequired],
  ])('refuses %j on %s', (query, field, message) => {
    const result = dashboardQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });
});

describe('dashboardRange and previousRange', () => {
  const today = '2026-11-26'; // a Thursday
  it.each([
    ['today', { from: today, to: today }, { from: '2026-11-25', to: '2026-11-25' }],
    ['week', { from: '2026-11-23', to: '2026-11-29' }, { from: '2026-11-16', to: '2026-11-22' }],
    ['month', { from: '2026-11-01', to: '2026-11-30' }, { from: '2026-10-02', to: '2026-10-31' }],
  ] as const)('%s', (period, range, before) => {
    expect(dashboardRange({ period }, today)).toEqual(range);
    expect(previousRange(range)).toEqual(before);
  });

  it('takes December to the year end and a custom range as given', () => {
    expect(dashboardRange({ period: 'month' }, '2026-12-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(dashboardRange({ period: 'custom', from: '2025-03-01', to: '2025-03-10' }, today)).toEqual({
      from: '2025-03-01',
      to: '2025-03-10',
    });
  });
});

describe('spreadCents', () => {
  it.each([
    [19500, 3, [6500, 6500, 6500]],
    [10000, 3, [3334, 3333, 3333]],
    [10001, 3, [3334, 3334, 3333]],
    [-100, 3, [-34, -33, -33]],
    [5, 0, []],
  ])('%i over %i', (cents, parts, spread) => {
    expect(spreadCents(cents, parts)).toEqual(spread);
    expect(spread.reduce((sum, part) => sum + part, 0)).toBe(parts ? cents : 0);
  });
});
