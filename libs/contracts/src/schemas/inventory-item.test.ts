import { describe, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { inventoryItemSchema } from './inventory-item.js';

const valid = { name: 'Black beans', unit: 'kg' };

describe('inventoryItemSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'name and unit, with defaults',
        input: valid,
        expected: {
          currentStock: '0.000',
          minimumStock: null,
          maximumStock: null,
          unitCost: null,
          sku: null,
          isActive: true,
          expiryDate: null,
        },
      },
      {
        name: 'quantities with 3 decimals, as numbers or text',
        input: withFields(valid, {
          currentStock: 12.5,
          minimumStock: '2.250',
          maximumStock: '',
          unitCost: '18.5',
          expiryDate: '2026-09-30',
        }),
        expected: {
          currentStock: '12.500',
          minimumStock: '2.250',
          maximumStock: null,
          unitCost: '18.50',
          expiryDate: '2026-09-30',
        },
      },
      { name: 'every unit: ounces', input: withFields(valid, { unit: 'ounces' }) },
    ])('$name', (testCase) => expectValid(inventoryItemSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'missing name',
        input: withFields(valid, { name: undefined }),
        field: 'name',
        message: MESSAGES.itemNameRequired,
      },
      { name: 'missing unit', input: withFields(valid, { unit: '' }), field: 'unit', message: MESSAGES.unitRequired },
      {
        name: 'unknown unit',
        input: withFields(valid, { unit: 'cups' }),
        field: 'unit',
        message: MESSAGES.unitRequired,
      },
      {
        name: 'negative stock',
        input: withFields(valid, { currentStock: -1 }),
        field: 'currentStock',
        message: MESSAGES.stockMin,
      },
      {
        name: 'stock with 4 decimals',
        input: withFields(valid, { currentStock: '1.2345' }),
        field: 'currentStock',
        message: MESSAGES.stockMin,
      },
      {
        name: 'negative minimum',
        input: withFields(valid, { minimumStock: '-2' }),
        field: 'minimumStock',
        message: MESSAGES.stockMin,
      },
      {
        name: 'negative maximum',
        input: withFields(valid, { maximumStock: -2 }),
        field: 'maximumStock',
        message: MESSAGES.stockMin,
      },
      {
        name: 'bad unit cost',
        input: withFields(valid, { unitCost: '1.234' }),
        field: 'unitCost',
        message: MESSAGES.invalidAmount,
      },
      {
        name: 'bad expiry date',
        input: withFields(valid, { expiryDate: '30/09/2026' }),
        field: 'expiryDate',
        message: MESSAGES.invalidDate,
      },
      { name: 'SKU over 50', input: withFields(valid, { sku: 's'.repeat(51) }), field: 'sku', message: tooLong(50) },
      {
        name: 'bad category id',
        input: withFields(valid, { categoryId: -1 }),
        field: 'categoryId',
        message: MESSAGES.invalidCategory,
      },
    ])('$name', (testCase) => expectInvalid(inventoryItemSchema, testCase));
  });
});
