/** The POS cart: exact totals, options as separate lines, the till's two checks and the payload. */
import { MESSAGES, type MenuItemReply } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartTotalOf,
  changeQuantity,
  defaultOptions,
  EMPTY_CUSTOMER,
  orderPayload,
  orderProblem,
} from '../../src/pos/cart';
import { posMessages } from '../../src/pos/messages';

const plain: MenuItemReply = {
  id: 6,
  categoryId: 4,
  name: 'Licuado',
  description: null,
  nameEs: null,
  descriptionEs: null,
  price: '10.10',
  isAvailable: true,
  isPopular: false,
  dietary: [],
  spiceLevel: null,
  preparationTime: 5,
  allergens: [],
  calories: null,
  imageUrl: null,
  modifiers: [],
};
const withOptions: MenuItemReply = {
  ...plain,
  id: 1,
  name: 'Desayuno',
  price: '45.00',
  modifiers: [
    {
      id: 1,
      name: 'Eggs',
      type: 'single',
      isRequired: true,
      options: [
        { id: 1, name: 'Scrambled', priceAdjustment: '0.00', isDefault: false },
        { id: 2, name: 'Fried', priceAdjustment: '0.00', isDefault: true },
      ],
    },
    {
      id: 2,
      name: 'Extras',
      type: 'multiple',
      isRequired: false,
      options: [{ id: 3, name: 'Avocado', priceAdjustment: '5.00', isDefault: false }],
    },
  ],
};

describe('POS cart', () => {
  it('adds in exact cents: three 10.10 drinks are 30.30', () => {
    let lines = addToCart([], plain, []);
    lines = addToCart(lines, plain, []);
    lines = addToCart(lines, plain, []);
    expect(lines).toHaveLength(1);
    expect(cartTotalOf(lines)).toBe('30.30');
  });

  it('starts a required single choice at its default and keeps other options on their own line', () => {
    expect(defaultOptions(withOptions).map((option) => option.name)).toEqual(['Fried']);
    const avocado = withOptions.modifiers[1]?.options[0];
    let lines = addToCart([], withOptions, defaultOptions(withOptions));
    lines = addToCart(lines, withOptions, [...defaultOptions(withOptions), ...(avocado ? [avocado] : [])]);
    expect(lines).toHaveLength(2);
    expect(cartTotalOf(lines)).toBe('95.00');
  });

  it('removes a line when its quantity reaches zero', () => {
    const lines = addToCart([], plain, []);
    expect(changeQuantity(lines, lines[0]?.key ?? '', -1)).toEqual([]);
  });

  it("checks 'Cart is empty' before 'Customer name is required', which a table order does without", () => {
    const lines = addToCart([], plain, []);
    const takeaway = { ...EMPTY_CUSTOMER, orderType: 'takeaway' as const };
    expect(orderProblem([], takeaway)).toBe('pos.checks.cartEmpty');
    expect(orderProblem(lines, takeaway)).toBe('pos.checks.customerNameRequired');
    expect(orderProblem(lines, { ...takeaway, customerName: '  ' })).toBe('pos.checks.customerNameRequired');
    expect(orderProblem(lines, { ...takeaway, customerName: 'Ana' })).toBeNull();
    expect(orderProblem(lines, { ...EMPTY_CUSTOMER, tableNumber: '4' })).toBeNull();
    // In English the till says what the contracts' messages say.
    expect(posMessages.en.checks).toEqual({
      cartEmpty: MESSAGES.cartEmpty,
      customerNameRequired: MESSAGES.customerNameRequired,
    });
  });

  it('sends only the number of its order type, prices as strings and the options by id', () => {
    const lines = addToCart([], withOptions, defaultOptions(withOptions));
    const payload = orderPayload(
      lines,
      { ...EMPTY_CUSTOMER, orderType: 'room_service', customerName: ' Ana ', tableNumber: '4', roomNumber: '12' },
      'id-1',
    );
    expect(payload).toMatchObject({
      orderType: 'room_service',
      customerName: 'Ana',
      roomNumber: '12',
      tableNumber: undefined,
      subtotal: '45.00',
      totalAmount: '45.00',
      clientOrderId: 'id-1',
      source: 'pos',
      items: [
        {
          menuItemId: 1,
          quantity: 1,
          unitPrice: '45.00',
          totalPrice: '45.00',
          specialRequests: null,
          modifierOptionIds: [2],
        },
      ],
    });
  });
});
