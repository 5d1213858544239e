import { describe, expect, test } from 'vitest';
import { isOneOf } from './is-one-of.js';
import { isOrderCancellable, ORDER_STATUSES, ORDER_STATUS_TRANSITIONS } from './restaurant.js';
import { ROOM_IDS, ROOM_TYPE_OPTIONS } from './rooms.js';
import { SAUNA_SLOTS } from './wellness.js';

describe('enums', () => {
  test("'all' is a search option but not a bookable room", () => {
    expect(ROOM_TYPE_OPTIONS).toContain('all');
    expect(isOneOf(ROOM_IDS, 'all')).toBe(false);
    expect(ROOM_TYPE_OPTIONS.slice(1)).toEqual(ROOM_IDS);
  });

  test('sauna slots run every 2 hours from 09:00 to 19:00', () => {
    const hours = SAUNA_SLOTS.map((slot) => Number(slot.slice(0, 2)));
    expect(hours).toEqual([9, 11, 13, 15, 17, 19]);
  });

  test('every order status has its transitions, and they lead to known statuses', () => {
    expect(Object.keys(ORDER_STATUS_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const next of Object.values(ORDER_STATUS_TRANSITIONS)) {
      for (const status of next) expect(isOneOf(ORDER_STATUSES, status)).toBe(true);
    }
  });

  test.each([
    { status: 'pending', paymentStatus: 'pending', cancellable: true },
    { status: 'confirmed', paymentStatus: 'pending', cancellable: true },
    { status: 'preparing', paymentStatus: 'pending', cancellable: true },
    { status: 'ready', paymentStatus: 'pending', cancellable: true },
    { status: 'served', paymentStatus: 'pending', cancellable: false },
    { status: 'cancelled', paymentStatus: 'cancelled', cancellable: false },
    { status: 'pending', paymentStatus: 'paid', cancellable: false },
    { status: 'ready', paymentStatus: 'refunded', cancellable: false },
  ] as const)('an order $status and $paymentStatus is cancellable: $cancellable', ({ cancellable, ...order }) => {
    expect(isOrderCancellable(order)).toBe(cancellable);
  });

  test.each([
    { value: 'garden_cottage', ok: true },
    { value: 'dorm', ok: false },
    { value: 42, ok: false },
  ])('isOneOf(ROOM_IDS, $value) is $ok', ({ value, ok }) => {
    expect(isOneOf(ROOM_IDS, value)).toBe(ok);
  });
});
