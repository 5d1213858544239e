import { describe, expect, it } from 'vitest';
import {
  hoursText,
  payrollQuerySchema,
  payTotals,
  retreatDay,
  setPinRequestSchema,
  straightPay,
  tabletClockRequestSchema,
  weekApprovalRequestSchema,
  weekStart,
  workedMinutes,
  type PayableEntry,
} from './staff-time.js';

/** An entry clocked at the retreat (UTC-6): "2026-03-02 08:00" is 14:00 UTC. */
function shift(day: string, from: string, to: string, rate = '25.00', pause?: [string, string]): PayableEntry {
  const at = (time: string) => new Date(`${day}T${time}:00-06:00`);
  return {
    clockIn: at(from),
    clockOut: at(to),
    breakStart: pause ? at(pause[0]) : null,
    breakEnd: pause ? at(pause[1]) : null,
    hourlyRate: rate,
  };
}

describe('staff time math', () => {
  it('counts the worked minutes without the break, and none while open', () => {
    expect(workedMinutes(shift('2026-03-02', '08:00', '16:30', '25.00', ['12:00', '12:30']))).toBe(480);
    expect(workedMinutes({ ...shift('2026-03-02', '08:00', '09:00'), clockOut: null })).toBe(0);
    expect(hoursText(450)).toBe('7.50');
    expect(straightPay(450, '25.00')).toBe('187.50');
    expect(straightPay(20, '33.33')).toBe('11.11');
  });

  it('reads days and weeks in the retreat zone, weeks from Monday', () => {
    expect(retreatDay(new Date('2026-03-03T05:59:00Z'))).toBe('2026-03-02');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
  });

  it.each([
    {
      name: 'five 8-hour days: 40 h, no overtime',
      entries: ['02', '03', '04', '05', '06'].map((d) => shift(`2026-03-${d}`, '08:00', '16:00')),
      regular: 40 * 60,
      overtime: 0,
      pay: '1000.00', // 40 × 25
    },
    {
      name: 'a 10-hour day: 2 h over the day limit',
      entries: [shift('2026-03-02', '06:00', '16:00')],
      regular: 8 * 60,
      overtime: 2 * 60,
      pay: '275.00', // 8 × 25 + 2 × 37.50
    },
    {
      name: 'six 8-hour days: 4 h over the 44-hour week',
      entries: ['02', '03', '04', '05', '06', '07'].map((d) => shift(`2026-03-${d}`, '08:00', '16:00')),
      regular: 44 * 60,
      overtime: 4 * 60,
      pay: '1250.00', // 44 × 25 + 4 × 37.50
    },
    {
      name: 'both limits: six 9-hour days with a 30-minute break (8.5 h each)',
      entries: ['02', '03', '04', '05', '06', '07'].map((d) =>
        shift(`2026-03-${d}`, '07:00', '16:00', '20.00', ['12:00', '12:30']),
      ),
      // Each day 8 regular + 0.5 daily overtime; the sixth day's 8 regular meet the 44-hour week at 4.
      regular: 44 * 60,
      overtime: 6 * 30 + 4 * 60,
      pay: '1090.00', // 44 × 20 + 7 × 30
    },
    {
      name: 'two weeks apart: the week limit starts again on Monday',
      entries: [
        ...['02', '03', '04', '05', '06', '07'].map((d) => shift(`2026-03-${d}`, '08:00', '16:00')),
        shift('2026-03-09', '08:00', '12:00'),
      ],
      regular: 48 * 60,
      overtime: 4 * 60,
      pay: '1350.00', // 48 × 25 + 4 × 37.50
    },
    {
      name: 'two shifts on one day add up against the day limit, each at its own rate',
      entries: [shift('2026-03-02', '06:00', '11:00', '20.00'), shift('2026-03-02', '17:00', '22:00', '30.00')],
      regular: 8 * 60,
      overtime: 2 * 60,
      pay: '280.00', // 5 × 20 + 3 × 30 + 2 × 45
    },
  ])('$name', ({ entries, regular, overtime, pay }) => {
    expect(payTotals(entries)).toEqual({ regularMinutes: regular, overtimeMinutes: overtime, pay });
  });
});

describe('staff time requests', () => {
  it.each(['', 'x', '2026-03-03', '2026-02-30'])('refuse %j as the start of a week', (weekStart) => {
    expect(weekApprovalRequestSchema.safeParse({ staffId: 1, weekStart }).success).toBe(false);
  });

  it('take a Monday, a PIN of 4 to 8 digits, and a period in order', () => {
    expect(weekApprovalRequestSchema.safeParse({ staffId: 1, weekStart: '2026-03-02' }).success).toBe(true);
    expect(
      ['1234', '12345678'].map(
        (pin) => tabletClockRequestSchema.safeParse({ employeeId: 'E', pin, action: 'clockIn' }).success,
      ),
    ).toEqual([true, true]);
    expect(['123', '123456789', '12a4'].map((pin) => setPinRequestSchema.safeParse({ pin }).success)).toEqual([
      false,
      false,
      false,
    ]);
    expect(payrollQuerySchema.safeParse({ from: '2026-03-08', to: '2026-03-02' }).success).toBe(false);
  });
});
