import { describe, expect, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import {
  expectInvalid,
  expectValid,
  fieldErrors,
  withFields,
  type InvalidCase,
  type ValidCase,
} from '../testing/schema-cases.js';
import {
  deskPaymentSchema,
  makeStaffRoomBookingSchema,
  roomBookingCancellationSchema,
  staffCancellationSchema,
  staffRoomBookingSchema,
} from './staff-room-booking.js';

const valid = {
  checkinDate: '2026-03-01',
  checkoutDate: '2026-03-04',
  roomType: 'garden_cottage',
  guests: 3,
  guestName: 'Walk-in Guest',
  email: 'walkin@example.com',
  phone: '+502 5555 0101',
};

describe('staffRoomBookingSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'a desk booking, with defaults: no notes, English, confirmation sent',
        input: valid,
        expected: { ...valid, notes: null, language: 'en', sendConfirmation: true },
      },
      {
        name: 'notes, Spanish and no confirmation e-mail',
        input: withFields(valid, { notes: '  Arrives by boat at 18:00 ', language: 'es', sendConfirmation: false }),
        expected: { notes: 'Arrives by boat at 18:00', language: 'es', sendConfirmation: false },
      },
      { name: 'empty notes', input: withFields(valid, { notes: '' }), expected: { notes: null } },
      { name: 'the maximum stay of 14 nights', input: withFields(valid, { checkoutDate: '2026-03-15' }) },
    ])('$name', (testCase) => expectValid(staffRoomBookingSchema, testCase));

    // A walk-in needs one way to be reached, not both; an empty one parses to null.
    test.each<ValidCase>([
      {
        name: 'an e-mail and no phone',
        input: withFields(valid, { phone: '' }),
        expected: { email: 'walkin@example.com', phone: null },
      },
      {
        name: 'a phone and no e-mail (the key left out)',
        input: withFields(valid, { email: undefined }),
        expected: { email: null, phone: '+502 5555 0101' },
      },
      {
        name: 'a phone and a blank e-mail',
        input: withFields(valid, { email: '   ' }),
        expected: { email: null, phone: '+502 5555 0101' },
      },
      {
        name: 'a phone and a null e-mail, as a JSON client sends it',
        input: withFields(valid, { email: null }),
        expected: { email: null },
      },
    ])('contact: $name', (testCase) => expectValid(staffRoomBookingSchema, testCase));

    test('ignores a price or payment sent by the browser: the server prices the stay', () => {
      const parsed = staffRoomBookingSchema.parse({ ...valid, totalPrice: '1.00', paymentProvider: 'paypal' });
      expect(parsed).not.toHaveProperty('totalPrice');
      expect(parsed).not.toHaveProperty('paymentProvider');
    });
  });

  describe('rejects, with the guest form messages', () => {
    test.each<InvalidCase>([
      {
        name: 'missing check-in',
        input: withFields(valid, { checkinDate: '' }),
        field: 'checkinDate',
        message: MESSAGES.checkinRequired,
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
        name: 'check-out before check-in',
        input: withFields(valid, { checkoutDate: '2026-02-27' }),
        field: 'checkoutDate',
        message: MESSAGES.checkoutBeforeCheckin,
      },
      {
        name: "room type 'all'",
        input: withFields(valid, { roomType: 'all' }),
        field: 'roomType',
        message: MESSAGES.roomTypeRequired,
      },
      { name: '5 guests', input: withFields(valid, { guests: 5 }), field: 'guests', message: MESSAGES.guestsRange },
      {
        name: 'no name',
        input: withFields(valid, { guestName: ' ' }),
        field: 'guestName',
        message: MESSAGES.guestNameRequired,
      },
      {
        name: 'bad e-mail',
        input: withFields(valid, { email: 'walkin@' }),
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
      {
        name: 'a malformed phone',
        input: withFields(valid, { phone: '12' }),
        field: 'phone',
        message: MESSAGES.invalidPhone,
      },
      {
        name: 'a bad e-mail beside a valid phone: the format, not a missing contact',
        input: withFields(valid, { email: 'walkin@' }),
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
      {
        name: 'a malformed phone and no e-mail: the format on the phone',
        input: withFields(valid, { email: '', phone: 'call me' }),
        field: 'phone',
        message: MESSAGES.invalidPhone,
      },
      {
        name: 'notes over 1000 characters',
        input: withFields(valid, { notes: 'x'.repeat(1001) }),
        field: 'notes',
        message: tooLong(1000),
      },
      {
        name: 'sendConfirmation as text',
        input: withFields(valid, { sendConfirmation: 'yes' }),
        field: 'sendConfirmation',
        message: MESSAGES.invalidInput,
      },
    ])('$name', (testCase) => expectInvalid(staffRoomBookingSchema, testCase));

    test.each([
      { name: 'both empty', input: withFields(valid, { email: '', phone: '' }) },
      { name: 'both blank', input: withFields(valid, { email: ' ', phone: '  ' }) },
      { name: 'both null', input: withFields(valid, { email: null, phone: null }) },
      { name: 'both left out', input: withFields(valid, { email: undefined, phone: undefined }) },
    ])('neither e-mail nor phone ($name): the message on both fields', ({ input }) => {
      expect(fieldErrors(staffRoomBookingSchema, input)).toEqual([
        { field: 'email', message: MESSAGES.emailOrPhoneRequired },
        { field: 'phone', message: MESSAGES.emailOrPhoneRequired },
      ]);
    });

    test('neither e-mail nor phone is told beside the other fields', () => {
      const fields = fieldErrors(staffRoomBookingSchema, withFields(valid, { guestName: '', email: '', phone: '' }));
      expect(fields.map((error) => error.field).sort()).toEqual(['email', 'guestName', 'phone']);
    });

    test('a check-in before today at the retreat', () => {
      const schema = makeStaffRoomBookingSchema({ today: '2026-03-02' });
      expect(fieldErrors(schema, valid)).toEqual([{ field: 'checkinDate', message: MESSAGES.checkinInPast }]);
      expect(fieldErrors(schema, withFields(valid, { checkinDate: '2026-03-02' }))).toEqual([]);
    });

    test('reports every field at once', () => {
      const fields = fieldErrors(
        staffRoomBookingSchema,
        withFields(valid, { guestName: '', phone: '12', checkoutDate: '2026-03-02' }),
      );
      expect(fields.map((error) => error.field).sort()).toEqual(['checkoutDate', 'guestName', 'phone']);
    });
  });
});

describe('roomBookingCancellationSchema', () => {
  test('takes an optional reason', () => {
    expect(roomBookingCancellationSchema.parse({})).toEqual({ reason: null, refund: 'policy', refundAmount: null });
    expect(roomBookingCancellationSchema.parse({ reason: ' Guest called ', refund: 'full' })).toEqual({
      reason: 'Guest called',
      refund: 'full',
      refundAmount: null,
    });
    expect(fieldErrors(roomBookingCancellationSchema, { refund: 'half' })).toEqual([
      { field: 'refund', message: MESSAGES.invalidRefundChoice },
    ]);
    expect(fieldErrors(roomBookingCancellationSchema, { reason: 'x'.repeat(1001) })).toEqual([
      { field: 'reason', message: tooLong(1000) },
    ]);
  });

  test.each([
    ['40', '40.00'],
    [12.5, '12.50'],
    [' 0.01 ', '0.01'],
  ])('takes the amount of a refund in part (%j)', (refundAmount, parsed) => {
    expect(staffCancellationSchema.parse({ refund: 'part', refundAmount })).toEqual({
      reason: null,
      refund: 'part',
      refundAmount: parsed,
    });
  });

  test.each([undefined, null, '', '0', '0.00', '-1', 'ten', '1.001', true])(
    'refuses a refund in part without a positive amount (%j), on its field',
    (refundAmount) => {
      expect(fieldErrors(staffCancellationSchema, { refund: 'part', refundAmount })).toEqual([
        { field: 'refundAmount', message: MESSAGES.refundAmountRequired },
      ]);
    },
  );

  test('ignores an amount unless the refund is in part', () => {
    expect(staffCancellationSchema.parse({ refund: 'none', refundAmount: '40' })).toMatchObject({
      refund: 'none',
      refundAmount: null,
    });
  });
});

describe('deskPaymentSchema', () => {
  test.each([
    [
      { method: 'cash_gtq', amount: '1240' },
      { method: 'cash_gtq', amount: '1240.00' },
    ],
    [
      { method: 'card', amount: 160 },
      { method: 'card', amount: '160.00' },
    ],
    [
      { method: 'cash_usd', amount: ' 99.5 ' },
      { method: 'cash_usd', amount: '99.50' },
    ],
  ])('reads %j', (input, parsed) => {
    expect(deskPaymentSchema.parse(input)).toEqual(parsed);
  });

  test.each([
    [{ method: 'bitcoin', amount: '5' }, 'method', MESSAGES.invalidPaymentMethod],
    [{ method: 'card', amount: '-5' }, 'amount', MESSAGES.amountRequired],
    [{ method: 'card', amount: '0' }, 'amount', MESSAGES.amountRequired],
    [{ method: 'card', amount: '1.234' }, 'amount', MESSAGES.amountRequired],
    [{ method: 'card' }, 'amount', MESSAGES.amountRequired],
  ])('refuses %j', (input, field, message) => {
    expect(fieldErrors(deskPaymentSchema, input)).toEqual([{ field, message }]);
  });
});
