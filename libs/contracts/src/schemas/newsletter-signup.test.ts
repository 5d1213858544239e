import { describe, test } from 'vitest';
import { MESSAGES } from '../messages.js';
import { expectInvalid, expectValid, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { newsletterSignupSchema } from './newsletter-signup.js';

describe('newsletterSignupSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'name and e-mail',
        input: { name: ' Sam ', email: 'Sam@Example.com' },
        expected: { name: 'Sam', email: 'sam@example.com' },
      },
    ])('$name', (testCase) => expectValid(newsletterSignupSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'empty name',
        input: { name: '', email: 'sam@example.com' },
        field: 'name',
        message: MESSAGES.fillInAllFields,
      },
      { name: 'missing name', input: { email: 'sam@example.com' }, field: 'name', message: MESSAGES.fillInAllFields },
      { name: 'empty e-mail', input: { name: 'Sam', email: '' }, field: 'email', message: MESSAGES.fillInAllFields },
      { name: 'missing e-mail', input: { name: 'Sam' }, field: 'email', message: MESSAGES.fillInAllFields },
      {
        name: 'malformed e-mail',
        input: { name: 'Sam', email: 'sam' },
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
    ])('$name', (testCase) => expectInvalid(newsletterSignupSchema, testCase));
  });
});
