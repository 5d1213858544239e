import { addMoney, sumMoney } from '../money.js';
import { describe, expect, it } from 'vitest';
import { invoiceFigures, reversedFigures, taxesPerRule } from './invoice-amounts.js';

const IVA = (amount: string) => ({ name: 'IVA', rate: '12.00', included: true, amount });
const TOURISM = (amount: string) => ({ name: 'Tourism tax', rate: '10.00', included: false, amount });

describe('invoiceFigures', () => {
  it('derives a stay: two nights of 65.00 with IVA included and the tourism tax added', () => {
    // 130.00 holds 13.93 of IVA (130 × 12 / 112); the tourism tax is 10% of the net 116.07.
    const figures = invoiceFigures(
      [{ description: 'Lakefront, 2 nights', quantity: 2, unitPrice: '65.00' }],
      [IVA('13.93'), TOURISM('11.61')],
    );
    expect(figures).toMatchObject({
      subtotal: '130.00',
      taxIncluded: '13.93',
      taxAdded: '11.61',
      taxAmount: '25.54',
      totalAmount: '141.61',
    });
    expect(figures.lines[0]?.lineTotal).toBe('130.00');
  });

  it('keeps total = Σ lines + added taxes for any lines', () => {
    const lines = [
      { description: 'Pupusas', quantity: 3, unitPrice: '18.50' },
      { description: 'Café', quantity: 2, unitPrice: '12.00' },
    ];
    const figures = invoiceFigures(lines, [IVA('8.52')]);
    expect(figures.subtotal).toBe(sumMoney(figures.lines.map((line) => line.lineTotal)));
    expect(figures.totalAmount).toBe(addMoney(figures.subtotal, figures.taxAdded));
    expect(figures.totalAmount).toBe('79.50');
  });
});

describe('taxesPerRule', () => {
  it('sums each rule over the sale lines, in first-seen order, keeping included and added apart', () => {
    expect(taxesPerRule([[IVA('1.93'), TOURISM('1.61')], [IVA('2.57')], []])).toEqual([IVA('4.50'), TOURISM('1.61')]);
  });
});

describe('reversedFigures', () => {
  it('negates every quantity, line and tax so invoice + credit note is zero', () => {
    const lines = [{ description: 'Lakefront, 2 nights', quantity: 2, unitPrice: '65.00' }];
    const taxes = [IVA('13.93'), TOURISM('11.61')];
    const invoice = invoiceFigures(lines, taxes);
    const credit = reversedFigures(lines, taxes);
    expect(credit).toMatchObject({ subtotal: '-130.00', taxAdded: '-11.61', totalAmount: '-141.61' });
    expect(credit.lines[0]).toMatchObject({ quantity: -2, unitPrice: '65.00', lineTotal: '-130.00' });
    for (const key of ['subtotal', 'taxIncluded', 'taxAdded', 'taxAmount', 'totalAmount'] as const) {
      expect(addMoney(invoice[key], credit[key])).toBe('0.00');
    }
  });
});
