import { describe, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { contactSchema } from './contact.js';

const valid = { name: 'Kim', email: 'kim@example.com', message: 'Do you have a room free in May?' };

describe('contactSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      { name: 'without phone and subject', input: valid, expected: { ...valid, phone: null, subject: 'other' } },
      { name: 'an empty phone', input: withFields(valid, { phone: '' }), expected: { phone: null } },
      {
        name: 'a phone and a subject',
        input: withFields(valid, { phone: '+1 (555) 123-4567', subject: 'room_booking' }),
        expected: { phone: '+1 (555) 123-4567', subject: 'room_booking' },
      },
      { name: 'exactly 10 characters', input: withFields(valid, { message: '0123456789' }) },
    ])('$name', (testCase) => expectValid(contactSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'missing name',
        input: withFields(valid, { name: undefined }),
        field: 'name',
        message: MESSAGES.nameRequired,
      },
      {
        name: 'bad e-mail',
        input: withFields(valid, { email: 'kim@example' }),
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
      { name: 'bad phone', input: withFields(valid, { phone: '12' }), field: 'phone', message: MESSAGES.invalidPhone },
      {
        name: 'unknown subject',
        input: withFields(valid, { subject: 'complaint' }),
        field: 'subject',
        message: MESSAGES.invalidSubject,
      },
      {
        name: '9 characters',
        input: withFields(valid, { message: '012345678' }),
        field: 'message',
        message: MESSAGES.messageMinLength,
      },
      {
        name: 'missing message',
        input: withFields(valid, { message: undefined }),
        field: 'message',
        message: MESSAGES.messageMinLength,
      },
      {
        name: 'message over 5000',
        input: withFields(valid, { message: 'm'.repeat(5001) }),
        field: 'message',
        message: tooLong(5000),
      },
      {
        name: 'name over 100',
        input: withFields(valid, { name: 'n'.repeat(101) }),
        field: 'name',
        message: tooLong(100),
      },
    ])('$name', (testCase) => expectInvalid(contactSchema, testCase));
  });
});
