import { describe, expect, test } from 'vitest';
import { slotHasStarted } from './sauna-clock.js';

describe('slotHasStarted', () => {
  // 17:00 UTC is 11:00 at the retreat (UTC-6).
  const now = new Date('2026-12-01T17:00:00Z');

  test('reads the slot in the retreat zone', () => {
    expect(slotHasStarted('2026-12-01', '09:00', now)).toBe(true);
    expect(slotHasStarted('2026-12-01', '11:00', now)).toBe(true);
    expect(slotHasStarted('2026-12-01', '13:00', now)).toBe(false);
  });

  test('knows earlier and later days', () => {
    expect(slotHasStarted('2026-11-30', '19:00', now)).toBe(true);
    expect(slotHasStarted('2026-12-02', '09:00', now)).toBe(false);
  });

  test('is still the previous day at the retreat just after midnight UTC', () => {
    // 00:30 UTC on 2 Dec is 18:30 on 1 Dec at the retreat.
    const evening = new Date('2026-12-02T00:30:00Z');
    expect(slotHasStarted('2026-12-01', '19:00', evening)).toBe(false);
    expect(slotHasStarted('2026-12-01', '17:00', evening)).toBe(true);
  });
});
