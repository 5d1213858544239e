import { describe, test } from 'vitest';
import { MESSAGES } from '../messages.js';
import { expectInvalid, expectValid, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { makeRoomSearchSchema, roomSearchSchema } from './room-search.js';

describe('roomSearchSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'a query string with guests as text',
        input: { checkin: '2026-05-10', checkout: '2026-05-12', guests: '3' },
        expected: { checkin: '2026-05-10', checkout: '2026-05-12', guests: 3, roomType: 'all' },
      },
      {
        name: 'guests defaulting to 1',
        input: { checkin: '2026-05-10', checkout: '2026-05-12' },
        expected: { guests: 1 },
      },
      {
        name: 'an empty guests parameter',
        input: { checkin: '2026-05-10', checkout: '2026-05-12', guests: '' },
        expected: { guests: 1 },
      },
      {
        name: 'one room',
        input: { checkin: '2026-05-10', checkout: '2026-05-24', guests: 4, roomType: 'lakeside_cottage' },
        expected: { roomType: 'lakeside_cottage' },
      },
    ])('$name', (testCase) => expectValid(roomSearchSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      { name: 'no check-in', input: { checkout: '2026-05-12' }, field: 'checkin', message: MESSAGES.checkinRequired },
      { name: 'no check-out', input: { checkin: '2026-05-12' }, field: 'checkout', message: MESSAGES.checkoutRequired },
      {
        name: 'a 1-night stay',
        input: { checkin: '2026-05-10', checkout: '2026-05-11' },
        field: 'checkout',
        message: MESSAGES.minimumStay,
      },
      {
        name: 'a 15-night stay',
        input: { checkin: '2026-05-10', checkout: '2026-05-25' },
        field: 'checkout',
        message: MESSAGES.maximumStay,
      },
      {
        name: 'reversed dates',
        input: { checkin: '2026-05-10', checkout: '2026-05-08' },
        field: 'checkout',
        message: MESSAGES.checkoutBeforeCheckin,
      },
      {
        name: '5 guests',
        input: { checkin: '2026-05-10', checkout: '2026-05-12', guests: '5' },
        field: 'guests',
        message: MESSAGES.guestsRange,
      },
      {
        name: 'guests not a number',
        input: { checkin: '2026-05-10', checkout: '2026-05-12', guests: 'two' },
        field: 'guests',
        message: MESSAGES.guestsRange,
      },
      {
        name: 'unknown room',
        input: { checkin: '2026-05-10', checkout: '2026-05-12', roomType: 'dorm' },
        field: 'roomType',
        message: MESSAGES.roomTypeRequired,
      },
    ])('$name', (testCase) => expectInvalid(roomSearchSchema, testCase));

    test('a check-in before today', () =>
      expectInvalid(makeRoomSearchSchema({ today: '2026-05-11' }), {
        name: 'past',
        input: { checkin: '2026-05-10', checkout: '2026-05-12' },
        field: 'checkin',
        message: MESSAGES.checkinInPast,
      }));
  });
});
