import { describe, expect, it } from 'vitest';
import { isForwardMove, orderStatusFromLines, orderTimesAt, ticketTimesAt } from './kitchen-flow.js';

const t0 = new Date('2026-11-22T14:00:00Z');
const t7 = new Date('2026-11-22T14:07:00Z');

describe('isForwardMove', () => {
  it.each([
    ['pending', 'preparing', true],
    ['pending', 'ready', true],
    ['ready', 'served', true],
    ['preparing', 'preparing', false],
    ['ready', 'preparing', false],
    ['served', 'pending', false],
    ['cancelled', 'served', false],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(isForwardMove(from, to)).toBe(expected);
  });
});

describe('ticketTimesAt', () => {
  const fresh = { startedAt: null, completedAt: null, actualTime: null };

  it('starts the clock when the ticket leaves pending and stops it when ready', () => {
    const started = ticketTimesAt('preparing', fresh, t0);
    expect(started).toEqual({ startedAt: t0, completedAt: null, actualTime: null });
    expect(ticketTimesAt('ready', started, t7)).toEqual({ startedAt: t0, completedAt: t7, actualTime: 7 });
  });

  it('keeps the times once set (served does not restart anything)', () => {
    const ready = { startedAt: t0, completedAt: t7, actualTime: 7 };
    expect(ticketTimesAt('served', ready, new Date('2026-11-22T15:00:00Z'))).toEqual(ready);
  });

  it('counts a jump from pending to ready as started and done at once', () => {
    expect(ticketTimesAt('ready', fresh, t7)).toEqual({ startedAt: t7, completedAt: t7, actualTime: 0 });
  });
});

describe('orderStatusFromLines', () => {
  it.each([
    [['pending', 'pending'], 'pending'],
    [['preparing', 'pending'], 'confirmed'],
    [['ready', 'pending'], 'confirmed'],
    [['preparing', 'preparing'], 'preparing'],
    [['ready', 'preparing'], 'preparing'],
    [['ready', 'served'], 'ready'],
    [['served', 'served'], 'served'],
    [['preparing'], 'preparing'],
    [['served', 'cancelled'], 'cancelled'],
    [['cancelled', 'cancelled'], 'cancelled'],
  ] as const)('%j → %s', (lines, expected) => {
    expect(orderStatusFromLines(lines)).toBe(expected);
  });
});

describe('orderTimesAt', () => {
  const none = { confirmedAt: null, readyAt: null, servedAt: null };

  it('sets each timestamp once, the first time its status is reached', () => {
    const confirmed = orderTimesAt('confirmed', none, t0);
    expect(confirmed).toEqual({ confirmedAt: t0, readyAt: null, servedAt: null });
    const ready = orderTimesAt('ready', confirmed, t7);
    expect(ready).toEqual({ confirmedAt: t0, readyAt: t7, servedAt: null });
    expect(orderTimesAt('ready', ready, new Date())).toEqual(ready);
  });

  it('sets every timestamp a jump passes', () => {
    expect(orderTimesAt('served', none, t7)).toEqual({ confirmedAt: t7, readyAt: t7, servedAt: t7 });
  });

  it('sets nothing while pending', () => {
    expect(orderTimesAt('pending', none, t0)).toEqual(none);
  });
});
