import { describe, expect, test } from 'vitest';
import { formatOccurrenceId, parseOccurrenceId } from './event-occurrence-id.js';

describe('parseOccurrenceId', () => {
  test.each([
    ['event:12', { kind: 'event', eventId: 12 }],
    ['12', { kind: 'event', eventId: 12 }],
    [12, { kind: 'event', eventId: 12 }],
    [' event:7 ', { kind: 'event', eventId: 7 }],
    ['template:3:2026-12-01', { kind: 'template', templateId: 3, date: '2026-12-01' }],
  ])('reads %j', (input, expected) => {
    expect(parseOccurrenceId(input)).toEqual(expected);
  });

  test.each([
    [0],
    [-1],
    [1.5],
    ['0'],
    ['event:0'],
    ['event:'],
    ['event:12:2026-12-01'],
    ['template:3'],
    ['template:3:2026-02-30'],
    ['template:0:2026-12-01'],
    ['template:3:2026-12-1'],
    ['event:99999999999'],
    ['workshop:1'],
    [''],
    [null],
    [undefined],
    [{ eventId: 1 }],
  ])('refuses %j', (input) => {
    expect(parseOccurrenceId(input)).toBeNull();
  });

  test('round-trips what it formats', () => {
    for (const id of ['event:5', 'template:2:2027-01-31']) {
      const ref = parseOccurrenceId(id);
      expect(ref && formatOccurrenceId(ref)).toBe(id);
    }
  });
});
