import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { makeRoomBookingSchema, roomBookingSchema } from './room-booking.js';

const valid = {
  checkinDate: '2026-03-01',
  checkoutDate: '2026-03-04',
  roomType: 'lakefront_lower',
  guests: 2,
  guestName: 'Ana López',
  email: 'ana@example.com',
  phone: '+502 5555 1234',
  totalPrice: '195.00',
};

describe('roomBookingSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'a complete booking, with provider defaults',
        input: valid,
        expected: {
          ...valid,
          paymentProvider: 'paypal',
          paypalOrderId: null,
          recurrentePaymentId: null,
          language: 'en',
        },
      },
      {
        name: 'a booking made on the Spanish site',
        input: withFields(valid, { language: 'es' }),
        expected: { language: 'es' },
      },
      {
        name: 'trimmed text and a normalised total',
        input: withFields(valid, { guestName: '  Ana  ', totalPrice: '195' }),
        expected: { guestName: 'Ana', totalPrice: '195.00' },
      },
      { name: 'the minimum stay of 2 nights', input: withFields(valid, { checkoutDate: '2026-03-03' }) },
      { name: 'the maximum stay of 14 nights', input: withFields(valid, { checkoutDate: '2026-03-15' }) },
      { name: '4 guests', input: withFields(valid, { guests: 4, roomType: 'garden_cottage' }) },
      {
        name: 'a Recurrente payment',
        input: withFields(valid, { paymentProvider: 'recurrente', recurrentePaymentId: 'pay_123' }),
        expected: { paymentProvider: 'recurrente', recurrentePaymentId: 'pay_123' },
      },
      {
        name: 'a stay across a month end',
        input: withFields(valid, { checkinDate: '2026-02-27', checkoutDate: '2026-03-01' }),
      },
    ])('$name', (testCase) => expectValid(roomBookingSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'missing check-in',
        input: withFields(valid, { checkinDate: undefined }),
        field: 'checkinDate',
        message: MESSAGES.checkinRequired,
      },
      {
        name: 'empty check-in',
        input: withFields(valid, { checkinDate: '' }),
        field: 'checkinDate',
        message: MESSAGES.checkinRequired,
      },
      {
        name: 'null check-in',
        input: withFields(valid, { checkinDate: null }),
        field: 'checkinDate',
        message: MESSAGES.checkinRequired,
      },
      {
        name: 'malformed check-in',
        input: withFields(valid, { checkinDate: '01/03/2026' }),
        field: 'checkinDate',
        message: MESSAGES.invalidDate,
      },
      {
        name: 'impossible check-in',
        input: withFields(valid, { checkinDate: '2026-02-30' }),
        field: 'checkinDate',
        message: MESSAGES.invalidDate,
      },
      {
        name: 'missing check-out',
        input: withFields(valid, { checkoutDate: undefined }),
        field: 'checkoutDate',
        message: MESSAGES.checkoutRequired,
      },
      {
        name: 'check-out on check-in',
        input: withFields(valid, { checkoutDate: '2026-03-01' }),
        field: 'checkoutDate',
        message: MESSAGES.checkoutBeforeCheckin,
      },
      {
        name: 'check-out before check-in',
        input: withFields(valid, { checkoutDate: '2026-02-25' }),
        field: 'checkoutDate',
        message: MESSAGES.checkoutBeforeCheckin,
      },
      {
        name: 'a 1-night stay',
        input: withFields(valid, { checkoutDate: '2026-03-02' }),
        field: 'checkoutDate',
        message: MESSAGES.minimumStay,
      },
      {
        name: 'a 15-night stay',
        input: withFields(valid, { checkoutDate: '2026-03-16' }),
        field: 'checkoutDate',
        message: MESSAGES.maximumStay,
      },
      {
        name: "room type 'all'",
        input: withFields(valid, { roomType: 'all' }),
        field: 'roomType',
        message: MESSAGES.roomTypeRequired,
      },
      {
        name: 'unknown room type',
        input: withFields(valid, { roomType: 'dorm' }),
        field: 'roomType',
        message: MESSAGES.roomTypeRequired,
      },
      {
        name: 'missing room type',
        input: withFields(valid, { roomType: undefined }),
        field: 'roomType',
        message: MESSAGES.roomTypeRequired,
      },
      { name: '0 guests', input: withFields(valid, { guests: 0 }), field: 'guests', message: MESSAGES.guestsRange },
      { name: '5 guests', input: withFields(valid, { guests: 5 }), field: 'guests', message: MESSAGES.guestsRange },
      {
        name: 'fractional guests',
        input: withFields(valid, { guests: 1.5 }),
        field: 'guests',
        message: MESSAGES.guestsRange,
      },
      {
        name: 'guests as text',
        input: withFields(valid, { guests: '2' }),
        field: 'guests',
        message: MESSAGES.guestsRange,
      },
      {
        name: 'missing guest name',
        input: withFields(valid, { guestName: undefined }),
        field: 'guestName',
        message: MESSAGES.guestNameRequired,
      },
      {
        name: 'blank guest name',
        input: withFields(valid, { guestName: '   ' }),
        field: 'guestName',
        message: MESSAGES.guestNameRequired,
      },
      {
        name: 'guest name over 100',
        input: withFields(valid, { guestName: 'a'.repeat(101) }),
        field: 'guestName',
        message: tooLong(100),
      },
      {
        name: 'malformed e-mail',
        input: withFields(valid, { email: 'ana@' }),
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
      {
        name: 'missing e-mail',
        input: withFields(valid, { email: undefined }),
        field: 'email',
        message: MESSAGES.emailRequired,
      },
      {
        name: 'e-mail over 255',
        input: withFields(valid, { email: `${'a'.repeat(250)}@x.com` }),
        field: 'email',
        message: tooLong(255),
      },
      {
        name: 'missing phone',
        input: withFields(valid, { phone: '' }),
        field: 'phone',
        message: MESSAGES.phoneRequired,
      },
      {
        name: 'phone with letters',
        input: withFields(valid, { phone: 'call me maybe' }),
        field: 'phone',
        message: MESSAGES.invalidPhone,
      },
      {
        name: 'phone over 20',
        input: withFields(valid, { phone: '+502 5555 1234 5678 90' }),
        field: 'phone',
        message: tooLong(20),
      },
      {
        name: 'missing total',
        input: withFields(valid, { totalPrice: undefined }),
        field: 'totalPrice',
        message: MESSAGES.totalRequired,
      },
      {
        name: 'negative total',
        input: withFields(valid, { totalPrice: '-195' }),
        field: 'totalPrice',
        message: MESSAGES.invalidAmount,
      },
      {
        name: 'total with 3 decimals',
        input: withFields(valid, { totalPrice: '195.001' }),
        field: 'totalPrice',
        message: MESSAGES.invalidAmount,
      },
      {
        name: 'unknown provider',
        input: withFields(valid, { paymentProvider: 'stripe' }),
        field: 'paymentProvider',
        message: MESSAGES.invalidPaymentProvider,
      },
      {
        name: 'an over-long PayPal id',
        input: withFields(valid, { paypalOrderId: 'x'.repeat(101) }),
        field: 'paypalOrderId',
        message: tooLong(100),
      },
      {
        name: 'an unknown language',
        input: withFields(valid, { language: 'fr' }),
        field: 'language',
        message: MESSAGES.invalidLanguage,
      },
    ])('$name', (testCase) => expectInvalid(roomBookingSchema, testCase));
  });

  test('reports the stay rule together with other field errors', () => {
    expectInvalid(roomBookingSchema, {
      name: 'short stay and no name',
      input: withFields(valid, { checkoutDate: '2026-03-02', guestName: '' }),
      field: 'checkoutDate',
      message: MESSAGES.minimumStay,
    });
  });

  describe('with today', () => {
    const schema = makeRoomBookingSchema({ today: '2026-03-01' });
    test('accepts a check-in today', () => expectValid(schema, { name: 'today', input: valid }));
    test('refuses a check-in yesterday', () =>
      expectInvalid(schema, {
        name: 'yesterday',
        input: withFields(valid, { checkinDate: '2026-02-28', checkoutDate: '2026-03-03' }),
        field: 'checkinDate',
        message: MESSAGES.checkinInPast,
      }));
  });
});

describe('roomBookingSchema nested in a larger payload', () => {
  test('a missing booking object is a field error, not a crash', () => {
    const wrapper = z.object({ booking: roomBookingSchema });
    const result = wrapper.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['booking']);
  });
});
