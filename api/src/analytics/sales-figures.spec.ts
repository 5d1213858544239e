import { describe, expect, it } from 'vitest';
import { customerKeys, salesFigures, type SoldOrder } from './sales-figures.js';

const order = (overrides: Partial<SoldOrder>): SoldOrder => ({
  orderType: 'dine_in',
  totalAmount: '10.00',
  paymentMethod: 'cash_gtq',
  hour: 12,
  customer: [],
  lines: [],
  ...overrides,
});

describe('salesFigures', () => {
  it('is all zeros and nulls for a day without sales', () => {
    expect(salesFigures([], new Set())).toMatchObject({
      totalOrders: 0,
      totalRevenue: '0.00',
      averageOrderValue: '0.00',
      topSellingItemId: null,
      totalCustomers: 0,
      newCustomers: 0,
      peakHour: null,
    });
  });

  it('rounds the average to the cent and breaks ties the same way every run', () => {
    const figures = salesFigures(
      [
        order({ totalAmount: '10.00', hour: 19, lines: [{ menuItemId: 7, quantity: 2 }] }),
        order({ totalAmount: '10.00', hour: 8, lines: [{ menuItemId: 3, quantity: 2 }] }),
        order({ totalAmount: '0.01', hour: 19 }),
      ],
      new Set(),
    );
    expect(figures.averageOrderValue).toBe('6.67');
    expect(figures).toMatchObject({ topSellingItemId: 3, topSellingItemQuantity: 2, peakHour: 19 });
  });

  it('counts a returning guest known by any of their keys, and each anonymous order as a guest', () => {
    const ana = customerKeys({ customerId: 'u-1', customerEmail: ' Ana@Example.com', customerPhone: null });
    expect(ana).toEqual(['account:u-1', 'email:ana@example.com']);
    const figures = salesFigures(
      [order({ customer: ana }), order({ customer: ana }), order({}), order({ customer: ['phone:50255551234'] })],
      new Set(['email:ana@example.com']),
    );
    expect(figures).toMatchObject({ totalCustomers: 3, newCustomers: 1 });
  });
});
