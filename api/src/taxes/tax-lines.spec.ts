import { addMoney, subtractMoney, sumMoney } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { taxLines } from './tax-lines.js';

const IVA = { name: 'IVA', rate: '12.00', included: true };
const TOURISM = { name: 'Tourism tax', rate: '10.00', included: false };

describe('taxLines', () => {
  it('finds the IVA inside a price that includes it', () => {
    // 112.00 = 100.00 net + 12.00 IVA.
    expect(taxLines('112.00', [IVA])).toEqual({
      taxes: [{ name: 'IVA', rate: '12.00', included: true, amount: '12.00' }],
      taxIncluded: '12.00',
      taxAdded: '0.00',
    });
  });

  it('adds a tax on the net price, beside the included one', () => {
    // 224.00 with IVA included is 200.00 net: the tourism tax is 10% of that.
    expect(taxLines('224.00', [IVA, TOURISM])).toEqual({
      taxes: [
        { name: 'IVA', rate: '12.00', included: true, amount: '24.00' },
        { name: 'Tourism tax', rate: '10.00', included: false, amount: '20.00' },
      ],
      taxIncluded: '24.00',
      taxAdded: '20.00',
    });
  });

  it('adds a tax on the whole price when none is included', () => {
    expect(taxLines('130.00', [TOURISM]).taxAdded).toBe('13.00');
  });

  it('charges nothing without rules', () => {
    expect(taxLines('130.00', [])).toEqual({ taxes: [], taxIncluded: '0.00', taxAdded: '0.00' });
  });

  it('rounds half up to the cent: 65.00 with 12% included holds 6.96 of IVA', () => {
    // 65 × 12 / 112 = 6.964…
    expect(taxLines('65.00', [IVA]).taxIncluded).toBe('6.96');
  });

  it('splits the included part between included rules so the parts add up, for every price to 500.00', () => {
    const rules = [IVA, { name: 'Local levy', rate: '2.50', included: true }, TOURISM];
    for (let cents = 0; cents <= 50_000; cents += 7) {
      const price = (cents / 100).toFixed(2);
      const lines = taxLines(price, rules);
      const included = lines.taxes.filter((line) => line.included).map((line) => line.amount);
      expect(sumMoney(included), price).toBe(lines.taxIncluded);
      expect(
        lines.taxes.every((line) => !line.amount.startsWith('-')),
        price,
      ).toBe(true);
      // The net plus the included part is the price again.
      expect(addMoney(subtractMoney(price, lines.taxIncluded), lines.taxIncluded)).toBe(price);
    }
  });
});
