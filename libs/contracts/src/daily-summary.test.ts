import { describe, expect, it } from 'vitest';
import { summarizeDay, type SummaryOrder } from './daily-summary.js';

const base: SummaryOrder = {
  status: 'pending',
  orderType: 'dine_in',
  totalAmount: '0.00',
  currency: 'Q',
  paymentStatus: 'pending',
  paymentMethod: null,
  paidCurrency: null,
  paidAmount: null,
  lines: [],
};
const coffee = (quantity: number) => ({
  menuItemId: 1,
  name: 'Atitlán Coffee',
  quantity,
  totalPrice: (quantity * 15).toFixed(2),
});
const stew = (quantity: number) => ({
  menuItemId: 2,
  name: 'Pepián',
  quantity,
  totalPrice: (quantity * 65).toFixed(2),
});

describe('summarizeDay', () => {
  it('adds up the day exactly, per currency received, order type and payment method', () => {
    const summary = summarizeDay([
      {
        ...base,
        totalAmount: '95.00',
        lines: [coffee(2), stew(1)],
        paymentStatus: 'paid',
        paymentMethod: 'cash_gtq',
        paidCurrency: 'Q',
        paidAmount: '95.00',
      },
      {
        ...base,
        orderType: 'room_service',
        totalAmount: '0.10',
        lines: [],
        paymentStatus: 'paid',
        paymentMethod: 'card',
        paidCurrency: 'Q',
        paidAmount: '0.10',
      },
      {
        ...base,
        orderType: 'takeaway',
        totalAmount: '0.20',
        lines: [],
        paymentStatus: 'paid',
        paymentMethod: 'cash_usd',
        paidCurrency: 'USD',
        paidAmount: '0.03',
      },
      { ...base, totalAmount: '45.00', lines: [coffee(3)] },
      { ...base, status: 'cancelled', totalAmount: '1000.00', lines: [stew(9)] },
    ]);
    expect(summary).toEqual({
      orders: 4,
      sales: { Q: '140.30', USD: '0.00' },
      revenue: { Q: '95.10', USD: '0.03' },
      byOrderType: {
        dine_in: { orders: 2, sales: '140.00' },
        takeaway: { orders: 1, sales: '0.20' },
        delivery: { orders: 0, sales: '0.00' },
        room_service: { orders: 1, sales: '0.10' },
      },
      byPaymentMethod: {
        cash_gtq: { orders: 1, sales: '95.00', received: { currency: 'Q', amount: '95.00' } },
        cash_usd: { orders: 1, sales: '0.20', received: { currency: 'USD', amount: '0.03' } },
        card: { orders: 1, sales: '0.10', received: { currency: 'Q', amount: '0.10' } },
      },
      unpaid: { orders: 1, sales: '45.00' },
      topItems: [
        { menuItemId: 1, name: 'Atitlán Coffee', quantity: 5, sales: '75.00' },
        { menuItemId: 2, name: 'Pepián', quantity: 1, sales: '65.00' },
      ],
    });
  });

  it('gives zeros for a day without orders', () => {
    const summary = summarizeDay([]);
    expect(summary.orders).toBe(0);
    expect(summary.sales).toEqual({ Q: '0.00', USD: '0.00' });
    expect(summary.topItems).toEqual([]);
  });

  it('ranks equal quantities by value, then by name, and keeps ten', () => {
    const lines = Array.from({ length: 12 }, (_, i) => ({
      menuItemId: i + 1,
      name: `Dish ${String.fromCharCode(76 - i)}`,
      quantity: 1,
      totalPrice: i < 2 ? '20.00' : '10.00',
    }));
    const top = summarizeDay([{ ...base, lines }]).topItems;
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3).map((item) => item.name)).toEqual(['Dish K', 'Dish L', 'Dish A']);
  });
});
