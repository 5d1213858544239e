import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from './order-request.schema.js';

const valid = {
  orderType: 'dine_in',
  customerName: 'Ana',
  tableNumber: '4',
  subtotal: '45.00',
  totalAmount: '45.00',
  items: [{ menuItemId: 1, quantity: 1, unitPrice: '45.00', totalPrice: '45.00', specialRequests: null }],
};

function messages(input: unknown): Record<string, string> {
  const result = orderRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('orderRequestSchema', () => {
  it("takes the first version's order body as a guest order with no options and no client id", () => {
    const parsed = orderRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ source: 'guest', clientOrderId: null, tableNumber: '4' });
    expect(parsed.items[0]?.modifierOptionIds).toEqual([]);
  });

  it('keeps a lower-cased client order id and the chosen options', () => {
    const parsed = orderRequestSchema.parse({
      ...valid,
      clientOrderId: '0B9F4C1E-8B1A-4C4D-9E8F-1A2B3C4D5E6F',
      items: [{ ...valid.items[0], modifierOptionIds: [3, 4] }],
    });
    expect(parsed.clientOrderId).toBe('0b9f4c1e-8b1a-4c4d-9e8f-1a2b3c4d5e6f');
    expect(parsed.items[0]?.modifierOptionIds).toEqual([3, 4]);
  });

  it.each([
    ['a takeaway with no customer name', { orderType: 'takeaway', customerName: '' }, 'customerName', 'Customer name is required'],
    ['an empty cart', { items: [] }, 'items', 'Cart is empty'],
    ['dine in without a table', { tableNumber: '' }, 'tableNumber', 'Table number is required for dine in'],
    [
      'a table number longer than the column',
      { tableNumber: 'T'.repeat(11) },
      'tableNumber',
      'Must be at most 10 characters',
    ],
    [
      'room service without a room',
      { orderType: 'room_service', tableNumber: null },
      'roomNumber',
      'Room number is required for room service',
    ],
    [
      'a guest takeaway',
      { orderType: 'takeaway' },
      'orderType',
      'Online orders are for a table (dine in) or your room (room service)',
    ],
    ['an unknown source', { source: 'kiosk' }, 'source', "source must be 'pos' or 'guest'"],
    ['a client id that is not a UUID', { clientOrderId: 'order-1' }, 'clientOrderId', 'clientOrderId must be a UUID'],
    [
      'a subtotal that is not the sum of the lines',
      { subtotal: '40.00' },
      'subtotal',
      'Subtotal must equal the sum of the order lines',
    ],
  ])('refuses %s', (_case, change, field, message) => {
    expect(messages({ ...valid, ...change })).toMatchObject({ [field]: message });
  });

  it('lets the till take a takeaway order', () => {
    expect(messages({ ...valid, orderType: 'takeaway', tableNumber: null, source: 'pos' })).toEqual({});
  });

  it('refuses a line total that is not unit price × quantity (the contracts rule)', () => {
    const items = [{ ...valid.items[0], quantity: 2 }];
    expect(messages({ ...valid, items })).toMatchObject({
      'items.0.totalPrice': 'Line total must equal unit price × quantity',
    });
  });
});
