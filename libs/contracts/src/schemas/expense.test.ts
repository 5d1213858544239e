import { describe, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { expenseSchema } from './expense.js';

const valid = {
  expenseDate: '2026-03-10',
  vendorName: 'Agua Pura',
  amount: 150,
  description: 'Drinking water',
  category: 'food_beverage',
};

describe('expenseSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'the form payload, with defaults',
        input: valid,
        expected: {
          ...valid,
          amount: '150.00',
          currency: 'Q',
          paymentMethod: 'cash',
          isRecurring: false,
          recurringFrequency: null,
          notes: null,
          accountId: null,
        },
      },
      { name: 'an amount as text', input: withFields(valid, { amount: '99.9' }), expected: { amount: '99.90' } },
      { name: 'an amount of one cent', input: withFields(valid, { amount: 0.01 }), expected: { amount: '0.01' } },
      {
        name: 'dollars by transfer',
        input: withFields(valid, { currency: 'USD', paymentMethod: 'transfer', accountId: 1 }),
        expected: { currency: 'USD', accountId: 1 },
      },
      {
        name: 'a monthly bill',
        input: withFields(valid, { isRecurring: true, recurringFrequency: 'monthly', taxAmount: '16.07' }),
        expected: { recurringFrequency: 'monthly', taxAmount: '16.07' },
      },
    ])('$name', (testCase) => expectValid(expenseSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'missing date',
        input: withFields(valid, { expenseDate: undefined }),
        field: 'expenseDate',
        message: MESSAGES.dateRequired,
      },
      {
        name: 'missing vendor',
        input: withFields(valid, { vendorName: '' }),
        field: 'vendorName',
        message: MESSAGES.vendorNameRequired,
      },
      {
        name: 'vendor over 200',
        input: withFields(valid, { vendorName: 'v'.repeat(201) }),
        field: 'vendorName',
        message: tooLong(200),
      },
      {
        name: 'missing amount',
        input: withFields(valid, { amount: undefined }),
        field: 'amount',
        message: MESSAGES.amountRequired,
      },
      {
        name: 'empty amount',
        input: withFields(valid, { amount: '' }),
        field: 'amount',
        message: MESSAGES.amountRequired,
      },
      {
        name: 'zero amount',
        input: withFields(valid, { amount: 0 }),
        field: 'amount',
        message: MESSAGES.amountPositive,
      },
      {
        name: 'negative amount',
        input: withFields(valid, { amount: -10 }),
        field: 'amount',
        message: MESSAGES.invalidAmount,
      },
      {
        name: 'amount with 3 decimals',
        input: withFields(valid, { amount: 10.005 }),
        field: 'amount',
        message: MESSAGES.invalidAmount,
      },
      {
        name: 'amount as words',
        input: withFields(valid, { amount: 'ten' }),
        field: 'amount',
        message: MESSAGES.invalidAmount,
      },
      {
        name: 'amount over DECIMAL(10,2)',
        input: withFields(valid, { amount: '100000000' }),
        field: 'amount',
        message: MESSAGES.invalidAmount,
      },
      {
        name: 'missing description',
        input: withFields(valid, { description: ' ' }),
        field: 'description',
        message: MESSAGES.descriptionRequired,
      },
      {
        name: 'missing category',
        input: withFields(valid, { category: undefined }),
        field: 'category',
        message: MESSAGES.categoryRequired,
      },
      {
        name: 'unknown category',
        input: withFields(valid, { category: 'parties' }),
        field: 'category',
        message: MESSAGES.invalidCategory,
      },
      {
        name: "the prototype's GTQ",
        input: withFields(valid, { currency: 'GTQ' }),
        field: 'currency',
        message: MESSAGES.invalidCurrency,
      },
      {
        name: 'unknown payment method',
        input: withFields(valid, { paymentMethod: 'crypto' }),
        field: 'paymentMethod',
        message: MESSAGES.invalidPaymentMethod,
      },
      {
        name: 'recurring without frequency',
        input: withFields(valid, { isRecurring: true }),
        field: 'recurringFrequency',
        message: MESSAGES.recurringFrequencyRequired,
      },
      {
        name: 'negative tax',
        input: withFields(valid, { taxAmount: -1 }),
        field: 'taxAmount',
        message: MESSAGES.invalidAmount,
      },
      {
        name: 'receipt URL not a URL',
        input: withFields(valid, { receiptUrl: 'receipt.jpg' }),
        field: 'receiptUrl',
        message: MESSAGES.invalidUrl,
      },
    ])('$name', (testCase) => expectInvalid(expenseSchema, testCase));
  });
});
