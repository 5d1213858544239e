import { describe, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { volunteerApplicationSchema } from './volunteer-application.js';

const motivation = 'I have worked on two permaculture farms and would love to help your garden grow.';
const valid = {
  name: 'Jonas Weber',
  email: 'jonas@example.com',
  phone: '+49 151 2345678',
  nationality: 'German',
  age: 24,
  accommodationType: 'shared',
  availableFrom: '2026-06-01',
  duration: 4,
  motivation,
};

describe('volunteerApplicationSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'a full application',
        input: valid,
        expected: { ...valid, skills: [], previousExperience: null, dietaryRequirements: null },
      },
      {
        name: 'defaults for age and duration',
        input: withFields(valid, { age: undefined, duration: undefined }),
        expected: { age: 18, duration: 2 },
      },
      { name: 'exactly 18', input: withFields(valid, { age: 18 }) },
      { name: 'exactly 2 weeks', input: withFields(valid, { duration: 2 }) },
      { name: 'exactly 50 characters of motivation', input: withFields(valid, { motivation: 'm'.repeat(50) }) },
      {
        name: 'skills listed',
        input: withFields(valid, { skills: [' cooking ', 'carpentry'] }),
        expected: { skills: ['cooking', 'carpentry'] },
      },
      { name: 'private room', input: withFields(valid, { accommodationType: 'private' }) },
      { name: 'no start date yet', input: withFields(valid, { availableFrom: '' }), expected: { availableFrom: null } },
    ])('$name', (testCase) => expectValid(volunteerApplicationSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      { name: 'missing name', input: withFields(valid, { name: '' }), field: 'name', message: MESSAGES.nameRequired },
      {
        name: 'bad e-mail',
        input: withFields(valid, { email: 'jonas' }),
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
      {
        name: 'missing phone',
        input: withFields(valid, { phone: undefined }),
        field: 'phone',
        message: MESSAGES.phoneRequired,
      },
      {
        name: 'missing nationality',
        input: withFields(valid, { nationality: ' ' }),
        field: 'nationality',
        message: MESSAGES.nationalityRequired,
      },
      { name: 'age 17', input: withFields(valid, { age: 17 }), field: 'age', message: MESSAGES.volunteerMinAge },
      { name: 'age 150', input: withFields(valid, { age: 150 }), field: 'age', message: MESSAGES.invalidAge },
      { name: 'age as text', input: withFields(valid, { age: 'twenty' }), field: 'age', message: MESSAGES.invalidAge },
      {
        name: 'no accommodation type',
        input: withFields(valid, { accommodationType: undefined }),
        field: 'accommodationType',
        message: MESSAGES.accommodationTypeRequired,
      },
      {
        name: 'unknown accommodation type',
        input: withFields(valid, { accommodationType: 'tent' }),
        field: 'accommodationType',
        message: MESSAGES.accommodationTypeRequired,
      },
      {
        name: 'malformed start date',
        input: withFields(valid, { availableFrom: 'June' }),
        field: 'availableFrom',
        message: MESSAGES.invalidDate,
      },
      {
        name: '1 week',
        input: withFields(valid, { duration: 1 }),
        field: 'duration',
        message: MESSAGES.volunteerMinWeeks,
      },
      {
        name: '53 weeks',
        input: withFields(valid, { duration: 53 }),
        field: 'duration',
        message: MESSAGES.volunteerMaxWeeks,
      },
      {
        name: '49 characters of motivation',
        input: withFields(valid, { motivation: 'm'.repeat(49) }),
        field: 'motivation',
        message: MESSAGES.motivationMinLength,
      },
      {
        name: 'padded short motivation',
        input: withFields(valid, { motivation: `  ${'m'.repeat(40)}            ` }),
        field: 'motivation',
        message: MESSAGES.motivationMinLength,
      },
      {
        name: 'missing motivation',
        input: withFields(valid, { motivation: undefined }),
        field: 'motivation',
        message: MESSAGES.motivationMinLength,
      },
      {
        name: 'motivation over 5000',
        input: withFields(valid, { motivation: 'm'.repeat(5001) }),
        field: 'motivation',
        message: tooLong(5000),
      },
      {
        name: '21 skills',
        input: withFields(valid, { skills: Array<string>(21).fill('x') }),
        field: 'skills',
        message: MESSAGES.tooManySkills,
      },
      {
        name: 'experience over 2000',
        input: withFields(valid, { previousExperience: 'e'.repeat(2001) }),
        field: 'previousExperience',
        message: tooLong(2000),
      },
    ])('$name', (testCase) => expectInvalid(volunteerApplicationSchema, testCase));
  });
});
