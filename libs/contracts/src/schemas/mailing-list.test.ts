import { describe, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { mailingListSchema } from './mailing-list.js';

const valid = { email: 'maria@example.com', firstName: 'María' };

describe('mailingListSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'e-mail and first name, with defaults',
        input: valid,
        expected: { ...valid, interests: [], languagePreference: 'en' },
      },
      {
        name: 'interests and Spanish',
        input: withFields(valid, { interests: ['events', 'nature'], languagePreference: 'es' }),
        expected: { interests: ['events', 'nature'], languagePreference: 'es' },
      },
      {
        name: 'a mixed-case e-mail, lower-cased',
        input: withFields(valid, { email: ' Maria@Example.COM ' }),
        expected: { email: 'maria@example.com' },
      },
    ])('$name', (testCase) => expectValid(mailingListSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'bad e-mail',
        input: withFields(valid, { email: 'maria@' }),
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
      {
        name: 'missing first name',
        input: withFields(valid, { firstName: undefined }),
        field: 'firstName',
        message: MESSAGES.firstNameRequired,
      },
      {
        name: 'blank first name',
        input: withFields(valid, { firstName: '' }),
        field: 'firstName',
        message: MESSAGES.firstNameRequired,
      },
      {
        name: 'first name over 100',
        input: withFields(valid, { firstName: 'f'.repeat(101) }),
        field: 'firstName',
        message: tooLong(100),
      },
      {
        name: 'unknown interest',
        input: withFields(valid, { interests: ['surfing'] }),
        field: 'interests.0',
        message: MESSAGES.invalidInterest,
      },
      {
        name: 'interests not a list',
        input: withFields(valid, { interests: 'events' }),
        field: 'interests',
        message: MESSAGES.invalidInterest,
      },
      {
        name: 'unknown language',
        input: withFields(valid, { languagePreference: 'fr' }),
        field: 'languagePreference',
        message: MESSAGES.invalidLanguage,
      },
    ])('$name', (testCase) => expectInvalid(mailingListSchema, testCase));
  });
});
