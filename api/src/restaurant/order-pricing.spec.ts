import { describe, expect, it } from 'vitest';
import { addMoney, subtractMoney, sumMoney } from '@lakeside/contracts';
import { priceOrder, type OrderableItem, type RequestedLine } from './order-pricing.js';

const NO_RULES: never[] = [];
const IVA = { name: 'IVA', rate: '12.00', included: true };
const SERVICE = { name: 'Service tax', rate: '10.00', included: false };

const desayuno: OrderableItem = {
  id: 1,
  name: 'Desayuno Chapín',
  price: '45.00',
  orderable: true,
  modifiers: [
    {
      id: 10,
      name: 'Egg style',
      type: 'single',
      isRequired: true,
      options: [
        { id: 100, name: 'Scrambled', priceAdjustment: '0.00', isDefault: true },
        { id: 101, name: 'Rancheros', priceAdjustment: '5.00', isDefault: false },
      ],
    },
    {
      id: 11,
      name: 'Extras',
      type: 'multiple',
      isRequired: false,
      options: [
        { id: 110, name: 'Avocado', priceAdjustment: '7.50', isDefault: false },
        { id: 111, name: 'Chorizo', priceAdjustment: '10.10', isDefault: false },
      ],
    },
  ],
};
const coffee: OrderableItem = { id: 2, name: 'Atitlán Coffee', price: '15.00', orderable: true, modifiers: [] };
const lakeFish: OrderableItem = {
  id: 3,
  name: 'Whole Grilled Lake Fish',
  price: '85.00',
  orderable: false,
  modifiers: [],
};
const latte: OrderableItem = {
  id: 4,
  name: 'Café con Leche',
  price: '20.00',
  orderable: true,
  modifiers: [
    {
      id: 40,
      name: 'Milk',
      type: 'single',
      isRequired: true,
      options: [{ id: 400, name: 'Oat milk', priceAdjustment: '5.00', isDefault: false }],
    },
  ],
};
const menu = new Map([desayuno, coffee, lakeFish, latte].map((item) => [item.id, item]));

function line(
  menuItemId: number,
  quantity: number,
  unitPrice: string,
  modifierOptionIds: number[] = [],
): RequestedLine {
  const cents = Math.round(Number(unitPrice) * 100) * quantity;
  return {
    menuItemId,
    quantity,
    unitPrice,
    totalPrice: (cents / 100).toFixed(2),
    specialRequests: null,
    modifierOptionIds,
  };
}

function order(items: RequestedLine[], total: string) {
  return { items, subtotal: total, totalAmount: total };
}

describe('priceOrder', () => {
  it('prices each line from the menu plus the chosen options, in exact cents', () => {
    const result = priceOrder(
      menu,
      order([line(1, 3, '67.60', [101, 110, 111]), line(2, 2, '15.00')], '232.80'),
      NO_RULES,
    );
    expect(result).toEqual({
      ok: true,
      order: {
        subtotal: '232.80',
        taxAmount: '0.00',
        totalAmount: '232.80',
        lines: [
          {
            menuItemId: 1,
            itemName: 'Desayuno Chapín',
            quantity: 3,
            unitPrice: '67.60',
            totalPrice: '202.80',
            taxes: [],
            taxIncluded: '0.00',
            taxAdded: '0.00',
            specialRequests: null,
            options: [
              { modifierOptionId: 101, name: 'Rancheros', priceAdjustment: '5.00' },
              { modifierOptionId: 110, name: 'Avocado', priceAdjustment: '7.50' },
              { modifierOptionId: 111, name: 'Chorizo', priceAdjustment: '10.10' },
            ],
          },
          expect.objectContaining({ menuItemId: 2, unitPrice: '15.00', totalPrice: '30.00', options: [] }),
        ],
      },
    });
  });

  it('refuses a unit price that differs from the menu, naming the dish and its price', () => {
    const result = priceOrder(menu, order([line(1, 3, '62.60', [101, 110, 111])], '187.80'), NO_RULES);
    expect(result).toEqual({
      ok: false,
      problems: [{ kind: 'price', field: 'items.0.unitPrice', message: 'Desayuno Chapín costs Q67.60 each' }],
    });
  });

  it('refuses a total that differs from the sum of the lines', () => {
    const result = priceOrder(
      menu,
      { items: [line(2, 1, '15.00')], subtotal: '15.00', totalAmount: '10.00' },
      NO_RULES,
    );
    expect(result).toEqual({
      ok: false,
      problems: [{ kind: 'price', field: 'totalAmount', message: 'The order total is Q15.00' }],
    });
  });

  it("gives a required single choice its default when the client sends none (the first version's order body has no options)", () => {
    const result = priceOrder(menu, order([line(1, 1, '45.00')], '45.00'), NO_RULES);
    expect(result.ok && result.order.lines[0]?.options).toEqual([
      { modifierOptionId: 100, name: 'Scrambled', priceAdjustment: '0.00' },
    ]);
  });

  it('asks for a required choice that has no default', () => {
    const result = priceOrder(menu, order([line(4, 1, '20.00')], '20.00'), NO_RULES);
    expect(result).toEqual({
      ok: false,
      problems: [
        { kind: 'invalid', field: 'items.0.modifierOptionIds', message: 'Please choose Milk for Café con Leche' },
      ],
    });
  });

  it.each([
    ['an option of another dish', [400], 'That choice is not offered for Desayuno Chapín'],
    ['the same option twice', [110, 110], 'That choice is not offered for Desayuno Chapín'],
    ['two answers to a single choice', [100, 101], 'Please choose only one Egg style for Desayuno Chapín'],
  ])('refuses %s', (_case, optionIds, message) => {
    const result = priceOrder(menu, order([line(1, 1, '45.00', optionIds)], '45.00'), NO_RULES);
    expect(result).toEqual({ ok: false, problems: [{ kind: 'invalid', field: 'items.0.modifierOptionIds', message }] });
  });

  it('tells an unknown dish from one that is switched off', () => {
    const result = priceOrder(
      menu,
      order([line(99, 1, '10.00'), line(3, 1, '85.00'), line(2, 1, '15.00')], '110.00'),
      NO_RULES,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { kind: 'invalid', field: 'items.0.menuItemId', message: 'Menu item 99 is not on the menu' },
        { kind: 'unavailable', field: 'items.1.menuItemId', itemName: 'Whole Grilled Lake Fish' },
      ],
    });
  });

  it('refuses an order whose total would not fit the money column', () => {
    const expensive: OrderableItem = { id: 5, name: 'Island', price: '99999999.00', orderable: true, modifiers: [] };
    const result = priceOrder(new Map([[5, expensive]]), order([line(5, 2, '99999999.00')], '199999998.00'), NO_RULES);
    expect(result).toMatchObject({ ok: false, problems: [{ kind: 'invalid', field: 'items' }] });
  });

  it('taxes each line: IVA is the part of the line it says, an added tax goes on top of the subtotal', () => {
    const lines = [line(1, 3, '67.60', [101, 110, 111]), line(2, 2, '15.00')];
    const lineTotals = ['202.80', '30.00'];
    // 10% of each line's net (its price without the IVA in it), half up to the centavo.
    const nets = lineTotals.map((total) => (Math.round((Number(total) * 100 * 100) / 112) / 100).toFixed(2));
    const added = nets.map((net) => (Math.round(Number(net) * 10) / 100).toFixed(2));
    const total = addMoney('232.80', ...added);
    const result = priceOrder(menu, { items: lines, subtotal: '232.80', totalAmount: total }, [IVA, SERVICE]);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { order: priced } = result;
    expect(priced.taxAmount).toBe(sumMoney(added));
    expect(priced.totalAmount).toBe(total);
    priced.lines.forEach((pricedLine, index) => {
      expect(subtractMoney(pricedLine.totalPrice, pricedLine.taxIncluded)).toBe(nets[index]);
      expect(pricedLine.taxes).toEqual([
        { name: 'IVA', rate: '12.00', included: true, amount: pricedLine.taxIncluded },
        { name: 'Service tax', rate: '10.00', included: false, amount: added[index] },
      ]);
    });
    // A client that left the added tax out is told the total that includes it.
    const untaxed = priceOrder(menu, order(lines, '232.80'), [IVA, SERVICE]);
    expect(untaxed).toEqual({
      ok: false,
      problems: [{ kind: 'price', field: 'totalAmount', message: `The order total is Q${total}` }],
    });
  });

  it('leaves the total alone when every tax is included', () => {
    const result = priceOrder(menu, order([line(2, 3, '15.00')], '45.00'), [IVA]);
    expect(result).toMatchObject({ ok: true, order: { subtotal: '45.00', taxAmount: '0.00', totalAmount: '45.00' } });
    // 45 × 12 / 112 = 4.821…
    expect(result.ok && result.order.lines[0]?.taxIncluded).toBe('4.82');
  });
});
