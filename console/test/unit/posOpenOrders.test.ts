/** Which orders the POS lists as open, and their age. */
import type { OrderPaymentStatus, OrderStatus } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { ageSecondsOf, isOpenOrder } from '../../src/pos/openOrders';

describe('isOpenOrder', () => {
  it.each<[OrderStatus, OrderPaymentStatus, boolean]>([
    ['pending', 'pending', true],
    ['preparing', 'pending', true],
    ['served', 'pending', true], // eaten, not yet paid
    ['ready', 'paid', true], // paid up front, still to be served
    ['served', 'paid', false],
    ['cancelled', 'cancelled', false],
    ['served', 'refunded', false],
  ])('%s and %s: %s', (status, paymentStatus, open) => {
    expect(isOpenOrder({ status, paymentStatus })).toBe(open);
  });
});

describe('ageSecondsOf', () => {
  const orderTime = '2026-11-22T15:00:00.000Z';
  it('counts whole seconds since the order was placed', () => {
    expect(ageSecondsOf({ orderTime }, Date.parse(orderTime) + 65_900)).toBe(65);
  });
  it('never goes below zero when the tablet clock runs behind the server', () => {
    expect(ageSecondsOf({ orderTime }, Date.parse(orderTime) - 5_000)).toBe(0);
  });
});
