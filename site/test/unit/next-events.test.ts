/** The home page's upcoming events: only occurrences a guest can still go to, three at most. */
import { describe, expect, it } from 'vitest';
import { nextEvents, stillAhead } from '../../src/components/home/next-events';

const at = (...startsAt: string[]) => ({ sessions: startsAt.map((iso) => ({ startsAt: iso })) });
const NOW = new Date('2026-11-23T20:00:00-06:00');

describe('stillAhead', () => {
  it.each([
    ['started this morning', at('2026-11-23T07:00:00-06:00'), false],
    ['starting right now', at('2026-11-23T20:00:00-06:00'), false],
    ['starting in a minute', at('2026-11-23T20:01:00-06:00'), true],
    ['tomorrow', at('2026-11-24T06:00:00-06:00'), true],
    ['one session past, a later one ahead', at('2026-11-23T10:00:00-06:00', '2026-11-23T21:00:00-06:00'), true],
    ['no sessions to judge by', at(), true],
  ])('%s', (_name, event, expected) => {
    expect(stillAhead(event, NOW)).toBe(expected);
  });
});

describe('nextEvents', () => {
  it('keeps the API order, skips what has begun and stops at the count', () => {
    const events = [
      { id: 'morning', ...at('2026-11-23T07:00:00-06:00') },
      { id: 'tonight', ...at('2026-11-23T21:00:00-06:00') },
      { id: 'tomorrow', ...at('2026-11-24T09:00:00-06:00') },
      { id: 'friday', ...at('2026-11-27T19:00:00-06:00') },
      { id: 'saturday', ...at('2026-11-28T19:00:00-06:00') },
    ];
    expect(nextEvents(events, NOW, 3).map((event) => event.id)).toEqual(['tonight', 'tomorrow', 'friday']);
  });
});
