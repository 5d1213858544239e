import { describe, expect, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { orderStatusUpdateSchema, restaurantOrderSchema } from './restaurant-order.js';

const line = { menuItemId: 3, quantity: 2, unitPrice: '45.00', totalPrice: '90.00', specialRequests: null };
const valid = {
  orderType: 'dine_in',
  customerName: 'Table guest',
  customerPhone: '',
  customerEmail: '',
  roomNumber: '',
  tableNumber: '4',
  specialInstructions: '',
  subtotal: '155.00',
  totalAmount: '155.00',
  items: [line, { menuItemId: 5, quantity: 1, unitPrice: '65.00', totalPrice: '65.00', specialRequests: 'no onions' }],
};

describe('restaurantOrderSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'the POS payload with empty optional fields',
        input: valid,
        expected: {
          customerPhone: null,
          customerEmail: null,
          roomNumber: null,
          tableNumber: '4',
          specialInstructions: null,
          paymentMethod: null,
        },
      },
      {
        name: 'numbers for amounts',
        input: withFields(valid, { subtotal: 155, totalAmount: 155 }),
        expected: { subtotal: '155.00' },
      },
      {
        name: 'a table order with no customer name',
        input: withFields(valid, { customerName: '' }),
        expected: { customerName: '', tableNumber: '4' },
      },
      {
        name: 'a table order that leaves the name out',
        input: withFields(valid, { customerName: undefined }),
        expected: { customerName: '' },
      },
      {
        name: 'room service with an e-mail',
        input: withFields(valid, { orderType: 'room_service', roomNumber: '2', customerEmail: 'guest@example.com' }),
      },
      {
        name: 'a total with service charge',
        input: withFields(valid, { totalAmount: '170.50', paymentMethod: 'cash_usd' }),
        expected: { paymentMethod: 'cash_usd' },
      },
      {
        name: 'float-prone line totals',
        input: withFields(valid, {
          subtotal: '0.30',
          totalAmount: '0.30',
          items: [{ ...line, unitPrice: '0.10', quantity: 3, totalPrice: '0.30' }],
        }),
      },
    ])('$name', (testCase) => expectValid(restaurantOrderSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'missing order type',
        input: withFields(valid, { orderType: undefined }),
        field: 'orderType',
        message: MESSAGES.orderTypeRequired,
      },
      {
        name: 'unknown order type',
        input: withFields(valid, { orderType: 'drive_through' }),
        field: 'orderType',
        message: MESSAGES.orderTypeRequired,
      },
      {
        name: 'a takeaway without a customer name',
        input: withFields(valid, { orderType: 'takeaway', tableNumber: '', customerName: '' }),
        field: 'customerName',
        message: MESSAGES.customerNameRequired,
      },
      {
        name: 'room service whose name is only spaces',
        input: withFields(valid, { orderType: 'room_service', roomNumber: '2', customerName: '   ' }),
        field: 'customerName',
        message: MESSAGES.customerNameRequired,
      },
      {
        name: 'bad customer e-mail',
        input: withFields(valid, { customerEmail: 'guest@' }),
        field: 'customerEmail',
        message: MESSAGES.invalidEmail,
      },
      { name: 'empty cart', input: withFields(valid, { items: [] }), field: 'items', message: MESSAGES.cartEmpty },
      { name: 'no cart', input: withFields(valid, { items: undefined }), field: 'items', message: MESSAGES.cartEmpty },
      {
        name: 'negative subtotal',
        input: withFields(valid, { subtotal: '-1' }),
        field: 'subtotal',
        message: MESSAGES.amountMin,
      },
      {
        name: 'negative total',
        input: withFields(valid, { totalAmount: -5 }),
        field: 'totalAmount',
        message: MESSAGES.amountMin,
      },
      {
        name: 'subtotal not the sum of lines',
        input: withFields(valid, { subtotal: '150.00' }),
        field: 'subtotal',
        message: MESSAGES.subtotalMismatch,
      },
      {
        name: 'line total not price × quantity',
        input: withFields(valid, { items: [{ ...line, totalPrice: '80.00' }], subtotal: '80.00' }),
        field: 'items.0.totalPrice',
        message: MESSAGES.lineTotalMismatch,
      },
      {
        name: 'quantity 0',
        input: withFields(valid, { items: [{ ...line, quantity: 0 }] }),
        field: 'items.0.quantity',
        message: MESSAGES.quantityMin,
      },
      {
        name: 'quantity 100',
        input: withFields(valid, { items: [{ ...line, quantity: 100 }] }),
        field: 'items.0.quantity',
        message: MESSAGES.quantityMax,
      },
      {
        name: 'line without a dish',
        input: withFields(valid, { items: [{ ...line, menuItemId: undefined }] }),
        field: 'items.0.menuItemId',
        message: MESSAGES.menuItemRequired,
      },
      {
        name: 'over-long special request',
        input: withFields(valid, { items: [{ ...line, specialRequests: 's'.repeat(501) }] }),
        field: 'items.0.specialRequests',
        message: tooLong(500),
      },
      {
        name: 'unknown POS payment method',
        input: withFields(valid, { paymentMethod: 'bitcoin' }),
        field: 'paymentMethod',
        message: MESSAGES.invalidPosPaymentMethod,
      },
      {
        name: 'over-long table number',
        input: withFields(valid, { tableNumber: 't'.repeat(21) }),
        field: 'tableNumber',
        message: tooLong(20),
      },
      {
        name: 'a line that is a number',
        input: withFields(valid, { items: [1] }),
        field: 'items.0',
        message: MESSAGES.orderLineInvalid,
      },
      {
        name: 'a line that is null',
        input: withFields(valid, { items: [line, null] }),
        field: 'items.1',
        message: MESSAGES.orderLineInvalid,
      },
    ])('$name', (testCase) => expectInvalid(restaurantOrderSchema, testCase));
  });

  // The cross-field rules (line totals, subtotal) used to run on these and throw instead.
  describe('refuses without throwing what is not an order at all', () => {
    test.each([
      { name: 'null', input: null },
      { name: 'an empty list', input: [] },
      { name: 'a list of orders', input: [valid] },
      { name: 'text', input: 'order' },
      { name: 'a number', input: 42 },
    ])('$name', ({ input }) => {
      expect(restaurantOrderSchema.safeParse(input).success).toBe(false);
    });
  });
});

describe('orderStatusUpdateSchema', () => {
  test('accepts a known status', () =>
    expectValid(orderStatusUpdateSchema, { name: 'ready', input: { status: 'ready' } }));
  test('rejects an unknown status', () =>
    expectInvalid(orderStatusUpdateSchema, {
      name: 'eaten',
      input: { status: 'eaten' },
      field: 'status',
      message: MESSAGES.invalidStatus,
    }));
});
