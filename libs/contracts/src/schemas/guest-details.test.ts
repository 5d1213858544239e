import { describe, test } from 'vitest';
import { MESSAGES } from '../messages.js';
import { expectInvalid, expectValid, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { guestDetailsSchema } from './guest-details.js';

describe('guestDetailsSchema (booking wizard step 1)', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'an international number',
        input: { guestName: 'Li Wei', email: 'li@example.cn', phone: '+86 138 0013 8000' },
      },
      { name: 'a local number with a dash', input: { guestName: 'Ana', email: 'ana@example.gt', phone: '5555-1234' } },
      {
        name: 'brackets and dots',
        input: { guestName: 'Bo', email: "o'brien+trip@mail.example.ie", phone: '(01) 234.5678' },
      },
    ])('$name', (testCase) => expectValid(guestDetailsSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'no name',
        input: { email: 'a@b.co', phone: '5555-1234' },
        field: 'guestName',
        message: MESSAGES.guestNameRequired,
      },
      {
        name: 'name not text',
        input: { guestName: 42, email: 'a@b.co', phone: '5555-1234' },
        field: 'guestName',
        message: MESSAGES.guestNameRequired,
      },
      {
        // Required first: an empty field is not called invalid.
        name: 'e-mail left empty',
        input: { guestName: 'A', email: '  ', phone: '5555-1234' },
        field: 'email',
        message: MESSAGES.emailRequired,
      },
      {
        name: 'e-mail without a domain',
        input: { guestName: 'A', email: 'a@b', phone: '5555-1234' },
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
      {
        name: 'e-mail with spaces',
        input: { guestName: 'A', email: 'a b@c.co', phone: '5555-1234' },
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
      {
        name: 'too few digits',
        input: { guestName: 'A', email: 'a@b.co', phone: '12345' },
        field: 'phone',
        message: MESSAGES.invalidPhone,
      },
      {
        name: 'a plus in the middle',
        input: { guestName: 'A', email: 'a@b.co', phone: '555+1234' },
        field: 'phone',
        message: MESSAGES.invalidPhone,
      },
      { name: 'no phone', input: { guestName: 'A', email: 'a@b.co' }, field: 'phone', message: MESSAGES.phoneRequired },
    ])('$name', (testCase) => expectInvalid(guestDetailsSchema, testCase));
  });
});
