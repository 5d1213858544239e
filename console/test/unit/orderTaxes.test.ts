import { describe, expect, it } from 'vitest';
import { orderTaxes } from '../../src/pos/orderTaxes';

const iva = (amount: string) => ({ name: 'IVA', rate: '12.00', included: true, amount });
const service = (amount: string) => ({ name: 'Service tax', rate: '10.00', included: false, amount });

describe('orderTaxes', () => {
  it('lists each rule once with its lines’ amounts summed, added apart from included', () => {
    const order = { items: [{ taxes: [iva('9.64'), service('8.04')] }, { taxes: [iva('1.61'), service('1.34')] }] };
    expect(orderTaxes(order as never)).toEqual({ added: [service('9.38')], included: [iva('11.25')] });
  });

  it('lists nothing for an order sold without taxes', () => {
    expect(orderTaxes({ items: [{ taxes: [] }] } as never)).toEqual({ added: [], included: [] });
  });
});
