import { describe, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { menuCategorySchema } from './menu-category.js';

describe('menuCategorySchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'a name only, with defaults',
        input: { name: 'Breakfast' },
        expected: { name: 'Breakfast', description: null, displayOrder: 0, isActive: true, imageUrl: null },
      },
      {
        name: 'every field',
        input: {
          name: 'Drinks',
          description: 'All day',
          displayOrder: 3,
          isActive: false,
          imageUrl: 'https://cdn.example.com/drinks.jpg',
        },
      },
      { name: 'a site image path', input: { name: 'Lunch', imageUrl: '/images/lunch.jpg' } },
    ])('$name', (testCase) => expectValid(menuCategorySchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      { name: 'missing name', input: {}, field: 'name', message: MESSAGES.categoryNameRequired },
      { name: 'blank name', input: { name: '  ' }, field: 'name', message: MESSAGES.categoryNameRequired },
      {
        name: 'negative order',
        input: { name: 'Lunch', displayOrder: -1 },
        field: 'displayOrder',
        message: MESSAGES.displayOrderMin,
      },
      {
        name: 'fractional order',
        input: { name: 'Lunch', displayOrder: 1.5 },
        field: 'displayOrder',
        message: MESSAGES.displayOrderMin,
      },
      {
        name: 'not a URL',
        input: { name: 'Lunch', imageUrl: 'lunch.jpg' },
        field: 'imageUrl',
        message: MESSAGES.invalidUrl,
      },
      {
        name: 'URL over 500',
        input: { name: 'Lunch', imageUrl: `https://x.com/${'a'.repeat(500)}` },
        field: 'imageUrl',
        message: tooLong(500),
      },
    ])('$name', (testCase) => expectInvalid(menuCategorySchema, testCase));
  });
});
