/** What the manage page says cancelling means, and its deadline read at the retreat. */
import type { ManagedBookingReply } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import {
  cancellationOutcome,
  freeWindowOpen,
  latestRefund,
  paidAmount,
} from '../../src/components/manage-booking/cancellation-outcome';
import { retreatDateTime, retreatDay } from '../../src/lib/time/retreat-instant';

const paid = {
  kind: 'capture',
  amount: '240.00',
  currency: 'USD',
  status: 'completed',
  at: '2026-07-01T16:00:00.000Z',
} as const;

function booking(facts: Partial<ManagedBookingReply>): ManagedBookingReply {
  return {
    reference: 'R-4K7M-Q2XP',
    kind: 'room',
    status: 'confirmed',
    title: 'Lakeside Cottage',
    startDate: '2026-07-26',
    endDate: '2026-07-28',
    startTime: null,
    people: 2,
    guestName: 'Ana López',
    email: 'ana@example.com',
    language: 'en',
    total: '240.00',
    taxes: [],
    taxIncluded: '0.00',
    taxAdded: '0.00',
    currency: 'USD',
    paidOnline: true,
    payments: [paid],
    freeCancellationUntil: '2026-07-24T21:00:00.000Z',
    canCancel: true,
    refundIfCancelledNow: '240.00',
    canChangeDates: true,
    balanceDue: '0.00',
    balanceProvider: null,
    ...facts,
  };
}

describe('cancellationOutcome', () => {
  it('refunds what the API says is due inside the window', () => {
    expect(cancellationOutcome(booking({}))).toEqual({ kind: 'refund', amount: '240.00' });
  });

  it('keeps what was paid once the window has ended, or when no terms were recorded', () => {
    expect(cancellationOutcome(booking({ refundIfCancelledNow: '0.00' }))).toEqual({
      kind: 'kept',
      amount: '240.00',
      noTerms: false,
    });
    expect(cancellationOutcome(booking({ refundIfCancelledNow: '0.00', freeCancellationUntil: null }))).toMatchObject({
      kind: 'kept',
      noTerms: true,
    });
  });

  it('has nothing to refund for a booking paid at the retreat', () => {
    expect(cancellationOutcome(booking({ paidOnline: false, payments: [], refundIfCancelledNow: '0.00' }))).toEqual({
      kind: 'nothingToRefund',
    });
  });
});

describe('the money and the window', () => {
  it('sums the completed captures in cents and finds the newest refund', () => {
    const refund = { ...paid, kind: 'refund', status: 'pending', amount: '240.00' } as const;
    const payments = [
      paid,
      { ...paid, amount: '0.10' },
      { ...paid, amount: '0.20' },
      { ...paid, status: 'failed' } as const,
      refund,
    ];
    expect(paidAmount(booking({ payments }))).toBe('240.30');
    expect(latestRefund(booking({ payments }))).toEqual(refund);
    expect(latestRefund(booking({}))).toBeUndefined();
  });

  it('is open up to and including the deadline', () => {
    const open = booking({});
    expect(freeWindowOpen(open, new Date('2026-07-24T21:00:00.000Z'))).toBe(true);
    expect(freeWindowOpen(open, new Date('2026-07-24T21:00:01.000Z'))).toBe(false);
    expect(freeWindowOpen(booking({ freeCancellationUntil: null }), new Date(0))).toBe(false);
  });
});

describe('retreatDateTime', () => {
  it('reads an instant on the wall clock in Guatemala, whatever the server zone', () => {
    expect(retreatDateTime('2026-07-24T21:00:00.000Z', 'en')).toEqual({
      date: 'Friday, July 24, 2026',
      time: '3:00\u00a0PM',
    });
    expect(retreatDateTime('2026-07-24T21:00:00.000Z', 'es')).toEqual({
      date: 'viernes, 24 de julio de 2026',
      time: 'las\u00a03:00\u00a0p.\u00a0m.',
    });
    // 02:30 UTC is still the evening before at the lake.
    expect(retreatDay('2026-07-02T02:30:00.000Z', 'en')).toBe('July 1, 2026');
  });
});
