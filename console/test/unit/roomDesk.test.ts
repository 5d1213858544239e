/** The desk booking form checks with the contracts' schema; who may cancel which booking. */
import { addDays, MESSAGES, MESSAGES_ES } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { isCancellable, mayOverridePolicy, paymentOf } from '../../src/room-desk/bookingFacts';
import { newDeskBookingDefaults, toDeskBookingPayload, validateDeskBooking } from '../../src/room-desk/deskBookingForm';
import { confirmationNote } from '../../src/room-desk/useBookAtDesk';
import { retreatToday } from '../../src/format/dates';
import { translateIn } from '../support/translate';
import { roomBooking } from '../support/replies';

const filled = {
  ...newDeskBookingDefaults('garden_cottage'),
  guestName: ' Walk-in Guest ',
  email: 'walkin@example.com',
  phone: '+502 5555 0101',
  notes: '',
};

describe('desk booking form', () => {
  it('starts tonight for the shortest stay, one guest, with the confirmation mailed', () => {
    const today = retreatToday();
    expect(newDeskBookingDefaults('lakefront_lower')).toEqual({
      roomType: 'lakefront_lower',
      checkinDate: today,
      checkoutDate: addDays(today, 2),
      guests: 1,
      language: 'en',
      sendConfirmation: true,
    });
  });

  it("reports the guest form's messages, and a check-in before today at the retreat", () => {
    expect(validateDeskBooking(filled)).toEqual({});
    expect(
      validateDeskBooking({ ...filled, guestName: '', checkinDate: addDays(retreatToday(), -1), guests: 5 }),
    ).toEqual({
      guestName: MESSAGES.guestNameRequired,
      checkinDate: MESSAGES.checkinInPast,
      guests: MESSAGES.guestsRange,
    });
  });

  it('needs an e-mail or a phone, not both, and says so on both fields when neither is given', () => {
    expect(validateDeskBooking({ ...filled, email: '' })).toEqual({});
    expect(validateDeskBooking({ ...filled, phone: undefined })).toEqual({});
    expect(validateDeskBooking({ ...filled, email: '', phone: null })).toEqual({
      email: MESSAGES.emailOrPhoneRequired,
      phone: MESSAGES.emailOrPhoneRequired,
    });
    expect(validateDeskBooking({ ...filled, email: 'walkin@', phone: '' })).toEqual({ email: MESSAGES.invalidEmail });
    // In the console's language: the contracts' Spanish of the same rule.
    expect(validateDeskBooking({ ...filled, email: 'walkin@', phone: '' }, 'es')).toEqual({
      email: MESSAGES_ES.invalidEmail,
    });
    expect(toDeskBookingPayload({ ...filled, email: ' ' })).toMatchObject({ email: null, phone: '+502 5555 0101' });
  });

  it('tells whether the confirmation went out, and why not', () => {
    const en = translateIn('en');
    expect(confirmationNote(false, 'a@example.com', false, en)).toBe('');
    expect(confirmationNote(true, 'a@example.com', true, en)).toBe('Confirmation e-mailed to the guest.');
    expect(confirmationNote(true, 'a@example.com', false, en)).toContain('is the mail server set up?');
    expect(confirmationNote(true, '', false, en)).toBe('No e-mail given, so no confirmation was sent.');
    expect(confirmationNote(true, '', false, translateIn('es'))).toBe(
      'No se indicó correo electrónico, así que no se envió confirmación.',
    );
  });

  it('posts the trimmed form with empty notes as null and no price', () => {
    const payload = toDeskBookingPayload({ ...filled, totalPrice: '1.00' });
    expect(payload).toMatchObject({ guestName: 'Walk-in Guest', notes: null, roomType: 'garden_cottage' });
    expect(payload).not.toHaveProperty('totalPrice');
  });
});

describe('cancelling', () => {
  const booking = (changes: Parameters<typeof roomBooking>[0]) =>
    roomBooking({ checkinDate: '2027-03-10', checkoutDate: '2027-03-12', guestName: 'Ana', ...changes });
  const desk = booking({ status: 'confirmed', paymentProvider: 'pay_at_retreat' });
  const online = booking({ status: 'confirmed', paymentProvider: 'paypal' });
  const held = booking({ status: 'held', paymentProvider: 'paypal' });

  it('is for bookings that still hold their nights', () => {
    expect([desk, online, held].map(isCancellable)).toEqual([true, true, true]);
    expect(isCancellable(booking({ status: 'cancelled' }))).toBe(false);
    expect(isCancellable(booking({ status: 'expired' }))).toBe(false);
  });

  it('leaves overriding the cancellation policy to managers', () => {
    expect(['admin', 'manager', 'staff'].map((role) => mayOverridePolicy(role as 'staff'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(mayOverridePolicy(undefined)).toBe(false);
  });

  it('says how the stay is paid', () => {
    expect([desk, online, held].map((stay) => paymentOf(stay, translateIn('en')))).toEqual([
      'To pay at the retreat',
      'Paid online (PayPal)',
      'Payment in progress',
    ]);
    expect([desk, online, held].map((stay) => paymentOf(stay, translateIn('es')))).toEqual([
      'A pagar en el retiro',
      'Pagada en línea (PayPal)',
      'Pago en curso',
    ]);
  });
});
