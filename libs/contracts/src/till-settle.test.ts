import { describe, expect, it } from 'vitest';
import { settle, type TenderInput } from './till-settle.js';

const tender = (input: Partial<TenderInput> & Pick<TenderInput, 'method'>): TenderInput => ({
  totalQuetzales: '95.00',
  tendered: null,
  tip: '0.00',
  usdToGtq: null,
  ...input,
});

describe('settle', () => {
  it('gives change in quetzales for cash in quetzales', () => {
    expect(settle(tender({ method: 'cash_gtq', tendered: '100.00' }))).toEqual({
      ok: true,
      settlement: {
        method: 'cash_gtq',
        currency: 'Q',
        amountDue: '95.00',
        tendered: '100.00',
        tip: '0.00',
        changeDue: '5.00',
        changeCurrency: 'Q',
        exchangeRate: null,
      },
    });
  });

  it('converts the total for cash in dollars (rounded up) and gives the change in quetzales', () => {
    expect(settle(tender({ method: 'cash_usd', tendered: '20.00', usdToGtq: '7.7500' }))).toEqual({
      ok: true,
      settlement: {
        method: 'cash_usd',
        currency: 'USD',
        amountDue: '12.26',
        tendered: '20.00',
        tip: '0.00',
        // $20 at 7.75 is Q155.00; less the Q95.00 total
        changeDue: '60.00',
        changeCurrency: 'Q',
        exchangeRate: '7.7500',
      },
    });
  });

  it('values dollars handed over rounded down, so change never exceeds them', () => {
    // $12.26 at 7.7342 is Q94.8212… → Q94.82: short of Q95.00
    expect(settle(tender({ method: 'cash_usd', tendered: '12.26', usdToGtq: '7.7342' }))).toMatchObject({
      ok: false,
      reason: 'tendered-too-low',
      amountDue: '12.29',
    });
    expect(settle(tender({ method: 'cash_usd', tendered: '12.29', usdToGtq: '7.7342' }))).toMatchObject({
      ok: true,
      settlement: { changeDue: '0.05' },
    });
  });

  it('keeps a tip from the cash and adds one to the card charge', () => {
    expect(settle(tender({ method: 'cash_gtq', tendered: '100.00', tip: '5.00' }))).toMatchObject({
      ok: true,
      settlement: { tendered: '100.00', tip: '5.00', changeDue: '0.00' },
    });
    expect(settle(tender({ method: 'cash_usd', tendered: '20.00', tip: '10', usdToGtq: '7.75' }))).toMatchObject({
      ok: true,
      settlement: { amountDue: '12.26', tip: '10.00', changeDue: '50.00' },
    });
    expect(settle(tender({ method: 'card', tip: '9.50' }))).toMatchObject({
      ok: true,
      settlement: { amountDue: '95.00', tendered: '104.50', tip: '9.50', changeDue: '0.00' },
    });
  });

  it('charges a card the exact total with no change, whatever was typed as tendered', () => {
    expect(settle(tender({ method: 'card', tendered: '500.00' }))).toMatchObject({
      ok: true,
      settlement: { currency: 'Q', amountDue: '95.00', tendered: '95.00', changeDue: '0.00', exchangeRate: null },
    });
  });

  it('takes exact cash with no change', () => {
    expect(settle(tender({ method: 'cash_gtq', totalQuetzales: '0.10', tendered: '0.10' }))).toMatchObject({
      ok: true,
      settlement: { changeDue: '0.00' },
    });
  });

  it('needs the amount handed over for cash, and enough of it (the tip included)', () => {
    expect(settle(tender({ method: 'cash_gtq' }))).toEqual({
      ok: false,
      reason: 'tendered-required',
      currency: 'Q',
      amountDue: '95.00',
    });
    expect(settle(tender({ method: 'cash_gtq', tendered: '99.00', tip: '5.00' }))).toEqual({
      ok: false,
      reason: 'tendered-too-low',
      currency: 'Q',
      amountDue: '100.00',
    });
    expect(settle(tender({ method: 'cash_usd', tendered: '12.25', usdToGtq: '7.75' }))).toEqual({
      ok: false,
      reason: 'tendered-too-low',
      currency: 'USD',
      amountDue: '12.26',
    });
  });

  it('refuses to settle dollars without a rate', () => {
    expect(() => settle(tender({ method: 'cash_usd', tendered: '20.00' }))).toThrow(RangeError);
  });
});
