import { describe, expect, test } from 'vitest';
import { stayProblems } from './stay-rules.js';

describe('stayProblems', () => {
  const today = '2026-03-10';
  test.each([
    { checkin: '2026-03-10', checkout: '2026-03-12', problems: [] },
    { checkin: '2026-03-10', checkout: '2026-03-24', problems: [] },
    { checkin: '2026-03-09', checkout: '2026-03-12', problems: [['checkin', 'checkinInPast']] },
    { checkin: '2026-03-12', checkout: '2026-03-12', problems: [['checkout', 'checkoutBeforeCheckin']] },
    { checkin: '2026-03-12', checkout: '2026-03-11', problems: [['checkout', 'checkoutBeforeCheckin']] },
    { checkin: '2026-03-12', checkout: '2026-03-13', problems: [['checkout', 'minimumStay']] },
    { checkin: '2026-03-12', checkout: '2026-03-27', problems: [['checkout', 'maximumStay']] },
    {
      checkin: '2026-03-01',
      checkout: '2026-03-02',
      problems: [
        ['checkin', 'checkinInPast'],
        ['checkout', 'minimumStay'],
      ],
    },
  ])('$checkin → $checkout breaks $problems', ({ checkin, checkout, problems }) => {
    expect(stayProblems(checkin, checkout, today).map(({ field, problem }) => [field, problem])).toEqual(problems);
  });

  test('a past check-in is allowed without today (staff entering old records)', () => {
    expect(stayProblems('2020-01-01', '2020-01-03')).toEqual([]);
  });
});
