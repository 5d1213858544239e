import { describe, test } from 'vitest';
import { MESSAGES } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { menuItemSchema } from './menu-item.js';

const valid = { categoryId: 1, name: 'Huevos rancheros', price: '45', preparationTime: 15 };

describe('menuItemSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'the required fields, with defaults',
        input: valid,
        expected: {
          price: '45.00',
          costPrice: null,
          allergens: [],
          dietary: [],
          spiceLevel: null,
          isAvailable: true,
          isPopular: false,
          displayOrder: 0,
        },
      },
      { name: 'a free item', input: withFields(valid, { price: '0' }), expected: { price: '0.00' } },
      { name: 'a price from a number input', input: withFields(valid, { price: 45.5 }), expected: { price: '45.50' } },
      {
        name: 'tags, allergens and spice',
        input: withFields(valid, {
          allergens: ['eggs', 'dairy'],
          dietary: ['vegetarian', 'paleo'],
          spiceLevel: 5,
          costPrice: 12.5,
        }),
        expected: { allergens: ['eggs', 'dairy'], dietary: ['vegetarian', 'paleo'], spiceLevel: 5, costPrice: '12.50' },
      },
      { name: 'spice level 1', input: withFields(valid, { spiceLevel: 1 }) },
      { name: 'no spice level', input: withFields(valid, { spiceLevel: null }), expected: { spiceLevel: null } },
    ])('$name', (testCase) => expectValid(menuItemSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'missing category',
        input: withFields(valid, { categoryId: undefined }),
        field: 'categoryId',
        message: MESSAGES.categoryRequiredSelect,
      },
      {
        name: 'missing name',
        input: withFields(valid, { name: '' }),
        field: 'name',
        message: MESSAGES.itemNameRequired,
      },
      {
        name: 'negative price',
        input: withFields(valid, { price: '-1' }),
        field: 'price',
        message: MESSAGES.pricePositive,
      },
      {
        name: 'price not a number',
        input: withFields(valid, { price: 'free' }),
        field: 'price',
        message: MESSAGES.pricePositive,
      },
      {
        name: 'price with 3 decimals',
        input: withFields(valid, { price: '45.005' }),
        field: 'price',
        message: MESSAGES.pricePositive,
      },
      {
        name: 'missing price',
        input: withFields(valid, { price: undefined }),
        field: 'price',
        message: MESSAGES.pricePositive,
      },
      {
        name: 'price as a float sum',
        input: withFields(valid, { price: 0.1 + 0.2 }),
        field: 'price',
        message: MESSAGES.pricePositive,
      },
      {
        name: 'negative cost price',
        input: withFields(valid, { costPrice: -2 }),
        field: 'costPrice',
        message: MESSAGES.costPriceMin,
      },
      {
        name: 'preparation time 0',
        input: withFields(valid, { preparationTime: 0 }),
        field: 'preparationTime',
        message: MESSAGES.preparationTimeMin,
      },
      {
        name: 'missing preparation time',
        input: withFields(valid, { preparationTime: undefined }),
        field: 'preparationTime',
        message: MESSAGES.preparationTimeMin,
      },
      {
        name: 'preparation time 241',
        input: withFields(valid, { preparationTime: 241 }),
        field: 'preparationTime',
        message: MESSAGES.preparationTimeMax,
      },
      {
        name: 'unknown allergen',
        input: withFields(valid, { allergens: ['sesame'] }),
        field: 'allergens.0',
        message: MESSAGES.invalidAllergen,
      },
      {
        name: 'unknown dietary tag',
        input: withFields(valid, { dietary: ['halal'] }),
        field: 'dietary.0',
        message: MESSAGES.invalidDietaryTag,
      },
      {
        name: 'spice level 0',
        input: withFields(valid, { spiceLevel: 0 }),
        field: 'spiceLevel',
        message: MESSAGES.spiceLevelRange,
      },
      {
        name: 'spice level 6',
        input: withFields(valid, { spiceLevel: 6 }),
        field: 'spiceLevel',
        message: MESSAGES.spiceLevelRange,
      },
      {
        name: 'negative calories',
        input: withFields(valid, { calories: -1 }),
        field: 'calories',
        message: MESSAGES.caloriesMin,
      },
    ])('$name', (testCase) => expectInvalid(menuItemSchema, testCase));
  });
});
