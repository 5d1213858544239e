/**
 * The ledger is written by the money events (docs/decisions/0017-ledger.md): a room paid through
 * (fake) PayPal, part of it refunded, restaurant orders paid in quetzales, in dollars and by card,
 * a till closed short and an expense with IVA each post one balanced entry with its source, in
 * quetzales, a dollar line keeping its dollars and rate. SQLite and, with DATABASE_URL, MariaDB.
 */
import {
  addMoney,
  subtractMoney,
  type OrderReply,
  type RoomBookingReply,
  type TillReportReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { bookingDraft, daysFromToday } from './support/builders.js';
import { entriesOf, expectBalanced, ledgerImbalance } from './support/ledger.js';
import { payForStay, startPayPalApp, type PayPalApp } from './support/paypal-app.js';
import { dish, orderBody, readMenu } from './support/restaurant-orders.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import type { TestApp } from './support/test-app.js';
import { openTill, setExchangeRate } from './support/till.js';
import { proportionalShare } from '../src/ledger/postings/proportional-share.js';
import { postEntry } from '../src/ledger/ledger-writer.js';

let app: PayPalApp;
let t: TestApp;
let manager: StaffApiClient;
let cashier: StaffApiClient;

beforeAll(async () => {
  app = await startPayPalApp();
  t = app.t;
  manager = await signInAs(t, 'manager', 'bookkeeper');
  cashier = await signInAs(t, 'staff', 'cashier');
  await setExchangeRate(manager, '7.75');
});
afterAll(() => app?.close());

describe('a room booking paid online and refunded in part', () => {
  it('posts the capture to PayPal clearing against room revenue and its taxes, and the refund back', async () => {
    const draft = bookingDraft({ checkinDate: daysFromToday(40), roomType: 'lakefront_lower' });
    const { bookingId } = await payForStay(app.api, draft, '130.00');
    const booking = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: bookingId });
    const taxes = addMoney(booking.taxIncluded ?? '0', booking.taxAdded ?? '0');
    const captureTax = proportionalShare('130.00', taxes, booking.totalPrice);

    const [capture, ...others] = await entriesOf(t, 'room_booking', bookingId);
    expect(others).toEqual([]);
    expectBalanced(capture!);
    expect(capture!.kind).toMatch(/^capture-\d+$/);
    expect(capture!.referenceNumber).toBe(booking.reference);
    expect(capture!.posted).toEqual(
      [
        {
          account: '1150',
          debit: '1007.50',
          credit: '0.00',
          currency: 'USD',
          currencyAmount: '130.00',
          exchangeRate: '7.7500',
        },
        {
          account: '4010',
          debit: '0.00',
          credit: expect.any(String),
          currency: 'USD',
          currencyAmount: subtractMoney('130.00', captureTax),
          exchangeRate: '7.7500',
        },
        ...(captureTax === '0.00'
          ? []
          : [
              {
                account: '2100',
                debit: '0.00',
                credit: expect.any(String),
                currency: 'USD',
                currencyAmount: captureTax,
                exchangeRate: '7.7500',
              },
            ]),
      ].filter(Boolean),
    );

    const cancelled = await manager.send<RoomBookingReply>('POST', `/api/room-bookings/${bookingId}/cancel`, {
      reason: 'Left a day early',
      refund: 'part',
      refundAmount: '50',
    });
    expect(cancelled.status).toBe(200);
    const [, refund] = await entriesOf(t, 'room_booking', bookingId);
    expectBalanced(refund!);
    expect(refund!.kind).toMatch(/^refund-\d+$/);
    expect(refund!.posted[0]).toEqual({
      account: '1150',
      debit: '0.00',
      credit: '387.50',
      currency: 'USD',
      currencyAmount: '50.00',
      exchangeRate: '7.7500',
    });
    expect(refund!.posted[1]).toMatchObject({ account: '4900', credit: '0.00' });
  });
});

describe('restaurant orders paid at the till and the till closed short', () => {
  it('posts each payment by method and currency, and the difference to over/short', async () => {
    const menu = await readMenu(t);
    const session = await openTill(cashier, { floatGtq: '500.00', floatUsd: '20.00' });
    const place = async () => {
      const { status, body } = await cashier.send<OrderReply>(
        'POST',
        '/api/restaurant/orders',
        orderBody([{ item: dish(menu, 'Atitlán Coffee'), quantity: 2 }], {
          source: 'pos',
          orderType: 'takeaway',
          tableNumber: null,
        }),
      );
      expect(status).toBe(201);
      return body;
    };
    const pay = async (orderId: number, body: unknown) =>
      expect((await cashier.send('POST', `/api/restaurant/orders/${orderId}/payment`, body)).status).toBe(200);

    const inQuetzales = await place();
    await pay(inQuetzales.id, { method: 'cash_gtq', tendered: '100', tip: '5' });
    const inDollars = await place();
    await pay(inDollars.id, { method: 'cash_usd', tendered: '10' });
    const byCard = await place();
    await pay(byCard.id, { method: 'card', tip: '3' });

    const total = inQuetzales.totalAmount;
    const net = subtractMoney(total, inQuetzales.taxAmount);
    const [cash] = await entriesOf(t, 'restaurant_order', inQuetzales.id);
    expectBalanced(cash!);
    expect(cash!.posted.map(({ account, debit, credit }) => ({ account, debit, credit }))).toEqual(
      [
        { account: '1010', debit: addMoney(total, '5'), credit: '0.00' },
        { account: '4100', debit: '0.00', credit: net },
        inQuetzales.taxAmount === '0.00' ? null : { account: '2100', debit: '0.00', credit: inQuetzales.taxAmount },
        { account: '2300', debit: '0.00', credit: '5.00' },
      ].filter(Boolean),
    );

    const [dollars] = await entriesOf(t, 'restaurant_order', inDollars.id);
    expectBalanced(dollars!);
    // $10 at 7.75 is Q77.50 into the dollar drawer; the change comes out of the quetzales.
    expect(dollars!.posted[0]).toEqual({
      account: '1020',
      debit: '77.50',
      credit: '0.00',
      currency: 'USD',
      currencyAmount: '10.00',
      exchangeRate: '7.7500',
    });
    expect(dollars!.posted[1]).toMatchObject({ account: '1010', debit: '0.00', credit: subtractMoney('77.50', total) });

    const [card] = await entriesOf(t, 'restaurant_order', byCard.id);
    expectBalanced(card!);
    expect(card!.posted[0]).toMatchObject({ account: '1160', debit: addMoney(total, '3') });

    // The drawer should hold Q500 + (total + 5) − change; count Q2 short, and the dollars right.
    const expectedQ = subtractMoney(addMoney('500', total, '5'), subtractMoney('77.50', total));
    const closed = await cashier.send<TillReportReply>('POST', `/api/till/sessions/${session.id}/close`, {
      countedGtq: subtractMoney(expectedQ, '2'),
      countedUsd: '30',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.cash.Q.difference).toBe('-2.00');
    const [short] = await entriesOf(t, 'till_session', session.id);
    expectBalanced(short!);
    expect(short!.posted.map(({ account, debit, credit }) => ({ account, debit, credit }))).toEqual([
      { account: '1010', debit: '0.00', credit: '2.00' },
      { account: '5120', debit: '2.00', credit: '0.00' },
    ]);
  });
});

describe('an expense', () => {
  it('posts its account net of IVA, the IVA credit, and the cash it was paid with', async () => {
    const { status, body } = await manager.send<{ id: number }>('POST', '/api/expenses', {
      expenseDate: daysFromToday(0),
      vendorName: 'Ferretería El Lago',
      amount: '112.00',
      taxAmount: '12.00',
      currency: 'Q',
      description: 'Hinges',
      category: 'maintenance',
      paymentMethod: 'cash',
    });
    expect(status).toBe(201);
    const [entry, ...others] = await entriesOf(t, 'expense', body.id);
    expect(others).toEqual([]);
    expectBalanced(entry!);
    expect(entry!.posted.map(({ account, debit, credit }) => ({ account, debit, credit }))).toEqual([
      { account: '5020', debit: '100.00', credit: '0.00' },
      { account: '1400', debit: '12.00', credit: '0.00' },
      { account: '1010', debit: '0.00', credit: '112.00' },
    ]);
  });

  it('leaves the whole ledger balanced', async () => {
    expect(await ledgerImbalance(t)).toBe(0);
  });
});

describe('an event that moved no money', () => {
  it('posts no entry (a free ticket), and a manual entry of nothing is refused', async () => {
    const draft = {
      sourceType: 'event_booking' as const,
      sourceId: 987_654,
      kind: 'capture-0',
      date: daysFromToday(0),
      description: 'Payment captured: a free class',
      lines: [
        { account: 'clearing.paypal' as const, side: 'debit' as const, amount: '0.00', currency: 'Q' as const },
        { account: 'revenue.event' as const, side: 'credit' as const, amount: '0.00', currency: 'Q' as const },
      ],
    };
    const automatic = await t.dataSource.transaction((manager) =>
      postEntry(manager, { ...draft, origin: 'automatic' }),
    );
    expect(automatic).toBe('nothing-moved');
    expect(await entriesOf(t, 'event_booking', 987_654)).toEqual([]);
    await expect(
      t.dataSource.transaction((manager) => postEntry(manager, { ...draft, origin: 'manual' })),
    ).rejects.toMatchObject({ code: 'ledger.unbalanced' });
  });
});
