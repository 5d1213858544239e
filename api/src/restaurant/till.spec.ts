import { describe, expect, it } from 'vitest';
import { quetzalesToDollars, settle } from './till.js';

describe('quetzalesToDollars', () => {
  it.each([
    ['77.50', '7.75', '10.00'],
    ['45.00', '7.75', '5.81'], // 5.8064… rounds up: the retreat never takes less than the Q price
    ['0.01', '7.75', '0.01'],
    ['0.00', '7.75', '0.00'],
    ['100.00', '8.00', '12.50'],
  ])('Q%s at %s → $%s', (quetzales, rate, dollars) => {
    expect(quetzalesToDollars(quetzales, rate)).toBe(dollars);
  });
});

describe('settle', () => {
  it('gives change in quetzales for cash in quetzales', () => {
    expect(settle('cash_gtq', '95.00', '100.00')).toEqual({
      ok: true,
      settlement: {
        method: 'cash_gtq',
        currency: 'Q',
        amountDue: '95.00',
        tendered: '100.00',
        changeDue: '5.00',
        exchangeRate: null,
      },
    });
  });

  it('converts the total for cash in dollars and gives change in dollars', () => {
    expect(settle('cash_usd', '95.00', '20.00', '7.75')).toEqual({
      ok: true,
      settlement: {
        method: 'cash_usd',
        currency: 'USD',
        amountDue: '12.26',
        tendered: '20.00',
        changeDue: '7.74',
        exchangeRate: '7.75',
      },
    });
  });

  it('charges a card the exact total with no change', () => {
    expect(settle('card', '95.00', '500.00')).toMatchObject({
      ok: true,
      settlement: { currency: 'Q', amountDue: '95.00', tendered: '95.00', changeDue: '0.00' },
    });
  });

  it('takes exact cash with no change', () => {
    expect(settle('cash_gtq', '0.10', '0.10')).toMatchObject({ ok: true, settlement: { changeDue: '0.00' } });
  });

  it('needs the amount handed over for cash, and enough of it', () => {
    expect(settle('cash_gtq', '95.00', null)).toEqual({
      ok: false,
      reason: 'tendered-required',
      currency: 'Q',
      amountDue: '95.00',
    });
    expect(settle('cash_usd', '95.00', '12.25', '7.75')).toEqual({
      ok: false,
      reason: 'tendered-too-low',
      currency: 'USD',
      amountDue: '12.26',
    });
  });
});
