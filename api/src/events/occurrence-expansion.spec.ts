import { describe, expect, test } from 'vitest';
import {
  expandOccurrences,
  indexSessions,
  eventOccurrence,
  type EventRow,
  type SessionRow,
  type TemplateRow,
} from './occurrence-expansion.js';

// 2026-11-29 is a Sunday; the window below runs Sunday 29 Nov … Saturday 5 Dec.
const FROM = '2026-11-29';
const BEFORE_WINDOW = new Date('2026-11-01T00:00:00Z');

const template = (fields: Partial<TemplateRow> & Pick<TemplateRow, 'id' | 'title' | 'dayOfWeek' | 'startTime'>) =>
  ({
    description: null,
    titleEs: null,
    descriptionEs: null,
    endTime: null,
    duration: '2 hours',
    ticketPrice: '5.00',
    maxAttendees: 20,
    category: 'music',
    location: 'Fire circle',
    locationEs: 'Círculo de fuego',
    imageEmoji: '🥁',
    extras: [],
    ...fields,
  }) satisfies TemplateRow;

const event = (fields: Partial<EventRow> & Pick<EventRow, 'id' | 'title' | 'eventDate' | 'eventTime'>) =>
  ({
    description: 'A ceremony',
    titleEs: null,
    descriptionEs: null,
    duration: '2 hours',
    maxAttendees: 15,
    currentAttendees: 0,
    ticketPrice: '35.00',
    category: 'spiritual',
    location: 'Ceremony space',
    locationEs: null,
    tags: ['cacao'],
    imageUrl: null,
    imageEmoji: '🍫',
    hasTimeSlots: false,
    availableTimeSlots: [],
    ...fields,
  }) satisfies EventRow;

const drumNight = template({ id: 1, title: 'Drum Night', dayOfWeek: 1, startTime: '19:00' });
const yoga = template({ id: 6, title: 'Morning Yoga', dayOfWeek: -1, startTime: '07:00', ticketPrice: '0.00' });

describe('expandOccurrences', () => {
  test('repeats a weekly template on its weekday and a daily one every day', () => {
    const occurrences = expandOccurrences({
      events: [],
      templates: [drumNight, yoga],
      sessions: [],
      from: FROM,
      days: 14,
      now: BEFORE_WINDOW,
    });
    expect(occurrences.filter((o) => o.templateId === 1).map((o) => o.id)).toEqual([
      'template:1:2026-11-30',
      'template:1:2026-12-07',
    ]);
    expect(occurrences.filter((o) => o.templateId === 6)).toHaveLength(14);
    expect(occurrences[0]).toMatchObject({
      id: 'template:6:2026-11-29',
      kind: 'template',
      eventDate: '2026-11-29',
      eventTime: '07:00',
      ticketPrice: '0.00',
      dayOfWeek: -1,
      maxAttendees: 20,
      currentAttendees: 0,
      spotsLeft: 20,
      sessions: [
        {
          id: null,
          date: '2026-11-29',
          time: '07:00',
          startsAt: '2026-11-29T07:00:00-06:00',
          maxAttendees: 20,
          seatsTaken: 0,
          spotsLeft: 20,
          bookable: true,
        },
      ],
    });
  });

  test('keeps one-off events inside the window only and sorts everything by date, time and title', () => {
    const occurrences = expandOccurrences({
      events: [
        event({ id: 9, title: 'Cacao Ceremony', eventDate: '2026-11-30', eventTime: '19:00' }),
        event({ id: 10, title: 'Too late', eventDate: '2026-12-06', eventTime: '10:00' }),
        event({ id: 11, title: 'Too early', eventDate: '2026-11-28', eventTime: '10:00' }),
        event({ id: 12, title: 'Breakfast talk', eventDate: '2026-11-30', eventTime: '08:00' }),
      ],
      templates: [drumNight, yoga],
      sessions: [],
      from: FROM,
      days: 7,
      now: BEFORE_WINDOW,
    });
    const monday = occurrences.filter((o) => o.eventDate === '2026-11-30').map((o) => [o.eventTime, o.title]);
    expect(monday).toEqual([
      ['07:00', 'Morning Yoga'],
      ['08:00', 'Breakfast talk'],
      ['19:00', 'Cacao Ceremony'],
      ['19:00', 'Drum Night'],
    ]);
    expect(occurrences.map((o) => o.id)).not.toContain('event:10');
    expect(occurrences.map((o) => o.id)).not.toContain('event:11');
    const ceremony = occurrences.find((o) => o.id === 'event:9');
    expect(ceremony).toMatchObject({ kind: 'event', eventId: 9, templateId: null, tags: ['cacao'], image: '🍫' });
    expect(ceremony).not.toHaveProperty('dayOfWeek');
  });

  test('counts seats from session rows, and from the event before its first booking', () => {
    const sessions: SessionRow[] = [
      {
        id: 40,
        eventId: null,
        templateId: 1,
        sessionDate: '2026-11-30',
        startTime: '19:00',
        maxAttendees: 20,
        seatsTaken: 12,
      },
      {
        id: 41,
        eventId: 9,
        templateId: null,
        sessionDate: '2026-12-01',
        startTime: '19:00',
        maxAttendees: 15,
        seatsTaken: 15,
      },
    ];
    const occurrences = expandOccurrences({
      events: [
        event({ id: 9, title: 'Full ceremony', eventDate: '2026-12-01', eventTime: '19:00' }),
        event({ id: 12, title: 'Talk', eventDate: '2026-12-02', eventTime: '10:00', currentAttendees: 4 }),
      ],
      templates: [drumNight],
      sessions,
      from: FROM,
      days: 7,
      now: BEFORE_WINDOW,
    });
    const byId = new Map(occurrences.map((o) => [o.id, o]));
    expect(byId.get('template:1:2026-11-30')?.sessions[0]).toMatchObject({ id: 40, seatsTaken: 12, spotsLeft: 8 });
    expect(byId.get('event:9')).toMatchObject({ currentAttendees: 15, spotsLeft: 0 });
    expect(byId.get('event:9')?.sessions[0]).toMatchObject({ id: 41, bookable: false });
    expect(byId.get('event:12')?.sessions[0]).toMatchObject({ id: null, seatsTaken: 4, spotsLeft: 11 });
  });

  test('gives a multi-slot event one session per slot and sums its seats', () => {
    const workshop = event({
      id: 5,
      title: 'Pottery',
      eventDate: '2026-12-03',
      eventTime: '09:00',
      maxAttendees: 6,
      currentAttendees: 3,
      hasTimeSlots: true,
      availableTimeSlots: ['14:00', '10:00', '14:00'],
    });
    const rows = indexSessions([
      {
        id: 7,
        eventId: 5,
        templateId: null,
        sessionDate: '2026-12-03',
        startTime: '14:00',
        maxAttendees: 6,
        seatsTaken: 3,
      },
    ]);
    const occurrence = eventOccurrence(workshop, rows, BEFORE_WINDOW);
    expect(occurrence.eventTime).toBe('10:00');
    expect(occurrence.sessions.map((s) => [s.time, s.id, s.seatsTaken])).toEqual([
      ['10:00', null, 0],
      ['14:00', 7, 3],
    ]);
    expect(occurrence).toMatchObject({ maxAttendees: 12, currentAttendees: 3, spotsLeft: 9 });
  });

  test('marks sessions that have started as not bookable, in the retreat zone', () => {
    // 07:30 at the retreat on 29 Nov is 13:30 UTC: yoga at 07:00 has started, Drum Night has not.
    const now = new Date('2026-11-29T13:30:00Z');
    const occurrences = expandOccurrences({
      events: [],
      templates: [yoga, template({ id: 2, title: 'Evening', dayOfWeek: 0, startTime: '19:00' })],
      sessions: [],
      from: FROM,
      days: 1,
      now,
    });
    expect(occurrences.map((o) => [o.title, o.sessions[0]?.bookable])).toEqual([
      ['Morning Yoga', false],
      ['Evening', true],
    ]);
  });

  test('carries the Spanish title and description of events and templates, null where missing', () => {
    const occurrences = expandOccurrences({
      events: [
        event({
          id: 9,
          title: 'Cacao Ceremony',
          titleEs: 'Ceremonia de cacao',
          descriptionEs: 'Una ceremonia',
          eventDate: '2026-11-30',
          eventTime: '19:00',
        }),
      ],
      templates: [{ ...drumNight, titleEs: 'Noche de tambores' }, yoga],
      sessions: [],
      from: '2026-11-30',
      days: 1,
      now: BEFORE_WINDOW,
    });
    expect(occurrences.map((o) => [o.title, o.titleEs, o.descriptionEs])).toEqual([
      ['Morning Yoga', null, null],
      ['Cacao Ceremony', 'Ceremonia de cacao', 'Una ceremonia'],
      ['Drum Night', 'Noche de tambores', null],
    ]);
  });
});
