import { describe, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { eventBookingSchema } from './event-booking.js';

const valid = {
  eventId: 7,
  guestName: 'Lucía',
  email: 'lucia@example.com',
  phone: '5555-1234',
  numberOfTickets: 2,
  selectedTimeSlot: '19:00',
  selectedDateTime: '2026-04-06T19:00:00-06:00',
  totalAmount: '70.00',
};

describe('eventBookingSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      { name: 'the dialog payload', input: valid, expected: { ...valid, eventId: { kind: 'event', eventId: 7 } } },
      {
        name: 'a weekly occurrence id',
        input: withFields(valid, { eventId: 'template:3:2026-12-01' }),
        expected: { eventId: { kind: 'template', templateId: 3, date: '2026-12-01' } },
      },
      {
        name: 'one ticket by default',
        input: withFields(valid, { numberOfTickets: undefined }),
        expected: { numberOfTickets: 1 },
      },
      { name: 'a free event', input: withFields(valid, { totalAmount: '0' }), expected: { totalAmount: '0.00' } },
      {
        name: 'no time slot',
        input: withFields(valid, { selectedTimeSlot: null, selectedDateTime: undefined }),
        expected: { selectedTimeSlot: null },
      },
      { name: '100 tickets', input: withFields(valid, { numberOfTickets: 100 }) },
      {
        name: 'the guest paying online by card',
        input: withFields(valid, { provider: 'recurrente' }),
        expected: { provider: 'recurrente' },
      },
    ])('$name', (testCase) => expectValid(eventBookingSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'missing event',
        input: withFields(valid, { eventId: undefined }),
        field: 'eventId',
        message: MESSAGES.eventRequired,
      },
      {
        name: 'event id 0',
        input: withFields(valid, { eventId: 0 }),
        field: 'eventId',
        message: MESSAGES.eventRequired,
      },
      {
        name: 'missing name',
        input: withFields(valid, { guestName: undefined }),
        field: 'guestName',
        message: MESSAGES.guestNameRequired,
      },
      { name: 'bad e-mail', input: withFields(valid, { email: 'x' }), field: 'email', message: MESSAGES.invalidEmail },
      {
        name: 'missing phone',
        input: withFields(valid, { phone: undefined }),
        field: 'phone',
        message: MESSAGES.phoneRequired,
      },
      {
        name: '0 tickets',
        input: withFields(valid, { numberOfTickets: 0 }),
        field: 'numberOfTickets',
        message: MESSAGES.ticketsMin,
      },
      {
        name: 'fractional tickets',
        input: withFields(valid, { numberOfTickets: 1.5 }),
        field: 'numberOfTickets',
        message: MESSAGES.ticketsMin,
      },
      {
        name: '101 tickets',
        input: withFields(valid, { numberOfTickets: 101 }),
        field: 'numberOfTickets',
        message: MESSAGES.ticketsMax,
      },
      {
        name: 'missing total',
        input: withFields(valid, { totalAmount: '' }),
        field: 'totalAmount',
        message: MESSAGES.totalRequired,
      },
      {
        name: 'total as a float string',
        input: withFields(valid, { totalAmount: '70.000001' }),
        field: 'totalAmount',
        message: MESSAGES.invalidAmount,
      },
      {
        name: 'over-long slot',
        input: withFields(valid, { selectedTimeSlot: 's'.repeat(51) }),
        field: 'selectedTimeSlot',
        message: tooLong(50),
      },
      {
        name: 'a provider no retreat takes',
        input: withFields(valid, { provider: 'stripe' }),
        field: 'provider',
        message: MESSAGES.invalidPaymentProvider,
      },
    ])('$name', (testCase) => expectInvalid(eventBookingSchema, testCase));
  });
});
