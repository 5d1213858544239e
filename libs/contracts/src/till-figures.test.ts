import { describe, expect, it } from 'vitest';
import { tillFigures, type SessionPayment } from './till-figures.js';

const payment = (row: Partial<SessionPayment> & Pick<SessionPayment, 'paymentMethod'>): SessionPayment => ({
  totalAmount: '95.00',
  tendered: '0.00',
  changeGiven: '0.00',
  tipAmount: '0.00',
  exchangeRate: null,
  ...row,
});

describe('tillFigures', () => {
  const payments = [
    payment({ paymentMethod: 'cash_gtq', tendered: '100.00', changeGiven: '5.00' }),
    payment({ paymentMethod: 'cash_usd', tendered: '20.00', changeGiven: '60.00', exchangeRate: '7.7500' }),
    payment({
      paymentMethod: 'cash_usd',
      tendered: '10.00',
      changeGiven: '0.00',
      tipAmount: '2.50',
      exchangeRate: '7.9000',
      totalAmount: '76.50',
    }),
    payment({ paymentMethod: 'card', tendered: '104.50', tipAmount: '9.50' }),
  ];

  it('expects float + cash handed over − change given, per currency (change is in quetzales)', () => {
    const figures = tillFigures({ float: { Q: '500.00', USD: '20.00' }, counted: null }, payments);
    expect(figures.cash).toEqual({
      Q: {
        float: '500.00',
        received: '100.00',
        changeGiven: '65.00',
        expected: '535.00',
        counted: null,
        difference: null,
      },
      USD: {
        float: '20.00',
        received: '30.00',
        changeGiven: '0.00',
        expected: '50.00',
        counted: null,
        difference: null,
      },
    });
    expect(figures.card).toEqual({ payments: 1, sales: '95.00', tips: '9.50', total: '104.50' });
    expect(figures.tips).toEqual({ cash: '2.50', card: '9.50', total: '12.00' });
    expect(figures.sales).toEqual({ orders: 4, total: '361.50' });
    expect(figures.byMethod.cash_usd).toEqual({ payments: 2, sales: '171.50' });
    expect(figures.exchangeRates).toEqual(['7.7500', '7.9000']);
  });

  it('gives the difference once counted: negative when cash is missing', () => {
    const figures = tillFigures(
      { float: { Q: '500.00', USD: '20.00' }, counted: { Q: '530.00', USD: '51.00' } },
      payments,
    );
    expect(figures.cash.Q).toMatchObject({ counted: '530.00', difference: '-5.00' });
    expect(figures.cash.USD).toMatchObject({ counted: '51.00', difference: '1.00' });
  });

  it('is the float alone for a session without payments', () => {
    const figures = tillFigures({ float: { Q: '0.00', USD: '0.00' }, counted: { Q: '0.00', USD: '0.00' } }, []);
    expect(figures.cash.Q).toMatchObject({ expected: '0.00', difference: '0.00' });
    expect(figures.exchangeRates).toEqual([]);
  });
});
