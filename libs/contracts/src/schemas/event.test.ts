import { describe, expect, test } from 'vitest';
import { addDays } from '../calendar-date.js';
import { eventHorizon, isBeyondEventHorizon } from '../event-horizon.js';
import { EVENT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { expectInvalid, expectValid, fieldErrors, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { makeEventSchema } from './event.js';

const TODAY = '2026-12-02';
const schema = makeEventSchema({ today: TODAY });

describe('the events horizon', () => {
  test('is a year of days after today: the last day guests can see and staff may schedule', () => {
    expect(EVENT_LIMITS.horizonDays).toBe(365);
    expect(eventHorizon(TODAY)).toBe('2027-12-02');
    expect(isBeyondEventHorizon('2027-12-02', TODAY)).toBe(false);
    expect(isBeyondEventHorizon('2027-12-03', TODAY)).toBe(true);
  });
});

describe('makeEventSchema', () => {
  test.each<ValidCase>([
    { name: 'today', input: { eventDate: TODAY } },
    { name: 'a retreat months ahead', input: { eventDate: '2027-06-20' }, expected: { eventDate: '2027-06-20' } },
    { name: 'the horizon itself', input: { eventDate: '2027-12-02' } },
    { name: 'a past event staff record afterwards', input: { eventDate: '2025-01-15' } },
    { name: 'other columns, left to the API', input: { eventDate: '2027-01-10', title: 'Cacao', maxAttendees: 15 } },
  ])('accepts $name', (testCase) => expectValid(schema, testCase));

  test.each<InvalidCase>([
    {
      name: 'the day after the horizon',
      input: { eventDate: '2027-12-03' },
      field: 'eventDate',
      message: MESSAGES.dateBeyondEventHorizon,
    },
    {
      name: 'an event in 2028, as the console accepted before',
      input: { eventDate: '2028-03-01' },
      field: 'eventDate',
      message: MESSAGES.dateBeyondEventHorizon,
    },
    { name: 'no date', input: { eventDate: '' }, field: 'eventDate', message: MESSAGES.dateRequired },
    { name: 'a missing date', input: {}, field: 'eventDate', message: MESSAGES.dateRequired },
    {
      name: 'an impossible date',
      input: { eventDate: '2027-02-30' },
      field: 'eventDate',
      message: MESSAGES.invalidDate,
    },
  ])('refuses $name', (testCase) => expectInvalid(schema, testCase));

  test('names the horizon in its message', () => {
    expect(MESSAGES.dateBeyondEventHorizon).toBe('Please choose a date within the next 365 days');
  });

  test('reads today at each parse when given a function, so a schema kept for days stays right', () => {
    let today = TODAY;
    const kept = makeEventSchema({ today: () => today });
    expect(fieldErrors(kept, { eventDate: '2027-12-03' })).toEqual([
      { field: 'eventDate', message: MESSAGES.dateBeyondEventHorizon },
    ]);
    today = addDays(TODAY, 1);
    expect(fieldErrors(kept, { eventDate: '2027-12-03' })).toEqual([]);
  });

  test('without today, checks only the date itself', () => {
    expect(fieldErrors(makeEventSchema(), { eventDate: '2040-01-01' })).toEqual([]);
  });
});
