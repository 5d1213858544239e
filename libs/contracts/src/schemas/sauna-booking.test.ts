import { describe, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { makeSaunaBookingSchema, saunaBookingSchema } from './sauna-booking.js';

const valid = {
  sessionDate: '2026-04-02',
  timeSlot: '17:00',
  duration: 90,
  guestName: 'Tom',
  email: 'tom@example.com',
};

describe('saunaBookingSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'a booking without notes',
        input: valid,
        expected: { ...valid, phone: null, notes: null, totalPrice: null, paymentProvider: 'paypal', language: 'en' },
      },
      { name: 'every duration: 60', input: withFields(valid, { duration: 60 }) },
      { name: 'every duration: 120', input: withFields(valid, { duration: 120, timeSlot: '09:00' }) },
      { name: 'the last slot', input: withFields(valid, { timeSlot: '19:00' }) },
      {
        name: 'notes and a total',
        input: withFields(valid, { notes: ' first time ', totalPrice: 20 }),
        expected: { notes: 'first time', totalPrice: '20.00' },
      },
      { name: 'empty notes become null', input: withFields(valid, { notes: '' }), expected: { notes: null } },
    ])('$name', (testCase) => expectValid(saunaBookingSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'missing date',
        input: withFields(valid, { sessionDate: undefined }),
        field: 'sessionDate',
        message: MESSAGES.sessionDateRequired,
      },
      {
        name: 'malformed date',
        input: withFields(valid, { sessionDate: '2026-4-2' }),
        field: 'sessionDate',
        message: MESSAGES.invalidDate,
      },
      {
        name: 'missing slot',
        input: withFields(valid, { timeSlot: '' }),
        field: 'timeSlot',
        message: MESSAGES.timeSlotRequired,
      },
      {
        name: 'a display-only slot',
        input: withFields(valid, { timeSlot: '12:00' }),
        field: 'timeSlot',
        message: MESSAGES.timeSlotRequired,
      },
      {
        name: 'missing duration',
        input: withFields(valid, { duration: undefined }),
        field: 'duration',
        message: MESSAGES.saunaDurationRequired,
      },
      {
        name: 'a 45-minute session',
        input: withFields(valid, { duration: 45 }),
        field: 'duration',
        message: MESSAGES.saunaDurationRequired,
      },
      {
        name: 'missing name',
        input: withFields(valid, { guestName: '' }),
        field: 'guestName',
        message: MESSAGES.guestNameRequired,
      },
      {
        name: 'bad e-mail',
        input: withFields(valid, { email: 'tom.example.com' }),
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
      {
        name: 'notes over 1000',
        input: withFields(valid, { notes: 'n'.repeat(1001) }),
        field: 'notes',
        message: tooLong(1000),
      },
      {
        name: 'a negative total',
        input: withFields(valid, { totalPrice: -5 }),
        field: 'totalPrice',
        message: MESSAGES.invalidAmount,
      },
      {
        name: 'a malformed phone',
        input: withFields(valid, { phone: 'no phone' }),
        field: 'phone',
        message: MESSAGES.invalidPhone,
      },
    ])('$name', (testCase) => expectInvalid(saunaBookingSchema, testCase));

    test('a date before today', () =>
      expectInvalid(makeSaunaBookingSchema({ today: '2026-04-03' }), {
        name: 'past',
        input: valid,
        field: 'sessionDate',
        message: MESSAGES.sessionDateInPast,
      }));
  });
});
