/** The schedule's weekly highlights come from the coming week's occurrences and the classes, never from typed text. */
import type { WellnessActivityReply } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { weeklyHighlights } from '../../src/components/schedule/weekly-highlights';
import { occurrence } from '../support/fake-activities-api';

// 2026-11-23 is a Monday.
const drumNight = occurrence('template:1', 'Drum Night', 'music', '2026-11-24', '19:00', '0.00', 30, 0);
const movieNight = occurrence('template:2', 'Movie Night', 'community', '2026-11-27', '19:30', '0.00', 30, 0);
const cacao = occurrence('event:3', 'Cacao Ceremony', 'spiritual', '2026-11-23', '18:00', '35.00', 15, 0);
const yoga = { id: 1, title: 'Morning Yoga', dayOfWeek: null } as WellnessActivityReply;
const pottery = { id: 2, title: 'Pottery', dayOfWeek: 3 } as WellnessActivityReply;

describe('weeklyHighlights', () => {
  it('names each weekday with what its own occurrences hold, Monday first, every day last', () => {
    expect(weeklyHighlights([movieNight, drumNight, cacao], [yoga, pottery], 'Every day', 'en')).toEqual([
      { when: 'Tuesday', titles: ['Drum Night'] },
      { when: 'Wednesday', titles: ['Pottery'] },
      { when: 'Friday', titles: ['Movie Night'] },
      { when: 'Every day', titles: ['Morning Yoga'] },
    ]);
  });

  it('promises no Monday night the Monday does not have, and names days in Spanish', () => {
    const highlights = weeklyHighlights([drumNight, cacao], [], 'Todos los días', 'es');
    // The one-off ceremony on Monday is not a weekly highlight.
    expect(highlights).toEqual([{ when: 'Martes', titles: ['Drum Night'] }]);
  });

  it('says nothing when the schedule could not be read', () => {
    expect(weeklyHighlights([], [], 'Every day', 'en')).toEqual([]);
  });
});
