import { describe, expect, it } from 'vitest';
import type { BookingPayment } from '../payments/booking-payment.entity.js';
import { folioBalance } from './folio-balance.js';

const capture = (id: number, amount: string, provider = 'paypal') =>
  ({ id, kind: 'capture', status: 'completed', provider, amount, currency: 'USD', captureId: null }) as BookingPayment;
const meal = (amount: string, settledByPaymentId: number | null = null) => ({ amount, settledByPaymentId });
const stay = { status: 'confirmed', total: '300.00' };

describe('folioBalance', () => {
  it.each([
    ['unpaid nights and no meal', [], [], { nightsDue: '300.00', mealsDue: '0.00', balanceDue: '300.00' }],
    [
      'unpaid nights and two meals',
      [],
      [meal('4.58'), meal('10.00')],
      { nightsDue: '300.00', mealsDue: '14.58', balanceDue: '314.58' },
    ],
    [
      'nights paid online, a meal owed',
      [capture(1, '300.00')],
      [meal('4.58')],
      { nightsDue: '0.00', mealsDue: '4.58', balanceDue: '4.58' },
    ],
    // The second capture paid the meal: it is not counted against the nights a second time.
    [
      'nights and then the meal paid online',
      [capture(1, '300.00'), capture(2, '4.58')],
      [meal('4.58', 2)],
      { nightsDue: '0.00', mealsDue: '0.00', balanceDue: '0.00' },
    ],
    [
      'a deposit, then the rest with the meal',
      [capture(1, '100.00'), capture(2, '204.58')],
      [meal('4.58', 2)],
      { nightsDue: '0.00', mealsDue: '0.00', balanceDue: '0.00' },
    ],
    [
      'a deposit, and a meal paid alone is not the nights',
      [capture(1, '100.00'), capture(2, '4.58')],
      [meal('4.58', 2)],
      { nightsDue: '200.00', mealsDue: '0.00', balanceDue: '200.00' },
    ],
    [
      'paid at the desk, then a later meal',
      [capture(1, '300.00', 'desk')],
      [meal('4.58', 1), meal('9.00')],
      { nightsDue: '0.00', mealsDue: '9.00', balanceDue: '9.00' },
    ],
  ] as const)('%s', (_, payments, charges, expected) => {
    expect(folioBalance(stay, payments, charges)).toEqual(expected);
  });

  it('owes no nights once the stay is cancelled, but still its meals', () => {
    expect(folioBalance({ status: 'cancelled', total: '300.00' }, [], [meal('4.58')])).toEqual({
      nightsDue: '0.00',
      mealsDue: '4.58',
      balanceDue: '4.58',
    });
  });
});
