import { expect, test } from 'vitest';
import { toFieldErrors } from './api-errors.js';
import { MESSAGES } from './messages.js';
import { restaurantOrderSchema } from './schemas/restaurant-order.js';

test('toFieldErrors gives dotted paths and the schema messages', () => {
  const result = restaurantOrderSchema.safeParse({
    orderType: 'takeaway',
    customerName: '',
    subtotal: '10.00',
    totalAmount: '10.00',
    items: [{ menuItemId: 1, quantity: 0, unitPrice: '10.00', totalPrice: '10.00' }],
  });
  expect(result.success).toBe(false);
  expect(toFieldErrors(result.error!)).toEqual([
    { field: 'items.0.quantity', message: MESSAGES.quantityMin },
    { field: 'customerName', message: MESSAGES.customerNameRequired },
  ]);
});
