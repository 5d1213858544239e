import type { Language } from '@lakeside/contracts';
// Wording and time arithmetic shared with event confirmations (pure helpers).
import { clockTime, longDate } from '../events/date-wording.js';
import { addMinutes } from '../events/session-time.js';
import { BOOKING_POLICY_NOTES, renderMail } from '../mail/mail-layout.js';
import type { CalendarEntry } from '../mail/calendar-invite.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import type { SaunaBooking } from './sauna-booking.entity.js';
import { taxDetails } from '../taxes/tax-details.js';

const WORDS = {
  en: {
    subject: 'Your private sauna session is booked',
    title: 'Private sauna session',
    greeting: (name: string) => `Hi ${name},`,
    booked: 'Your private session in the lakeside sauna is booked. The calendar invitation is attached.',
    date: 'Date',
    time: 'Time',
    duration: 'Length',
    minutes: (minutes: number) => `${minutes} minutes`,
    price: 'Price',
    payment: 'Payment',
    payAtRetreat: 'At the retreat (cash in USD or GTQ, or card)',
    paidOnline: 'Paid online',
    reference: 'Booking reference',
    manage: 'See or cancel your booking',
  },
  es: {
    subject: 'Su sesión privada de sauna está reservada',
    title: 'Sesión privada de sauna',
    greeting: (name: string) => `Hola ${name},`,
    booked: 'Su sesión privada en la sauna junto al lago está reservada. Adjuntamos la invitación para su calendario.',
    date: 'Fecha',
    time: 'Hora',
    duration: 'Duración',
    minutes: (minutes: number) => `${minutes} minutos`,
    price: 'Precio',
    payment: 'Pago',
    payAtRetreat: 'En el retiro (efectivo en USD o GTQ, o tarjeta)',
    paidOnline: 'Pagado en línea',
    reference: 'Referencia de la reserva',
    manage: 'Ver o cancelar su reserva',
  },
} as const;

/** The guest's confirmation: slot, length, price to pay at the retreat, wellness policy, and an .ics. */
export function saunaConfirmationMail(booking: SaunaBooking, manageUrl: string): OutgoingMail {
  const language: Language = booking.language === 'es' ? 'es' : 'en';
  const words = WORDS[language];
  const start = { date: booking.sessionDate, time: booking.timeSlot };
  const end = addMinutes(start, booking.duration);
  const taxes = taxDetails(booking.taxes, language, (amount) => `${amount} ${booking.currency}`);
  const content = renderMail({
    language,
    greeting: words.greeting(booking.guestName),
    paragraphs: [words.booked],
    details: [
      [words.date, longDate(language, start.date)],
      [words.time, `${clockTime(language, start.time)} – ${clockTime(language, end.time)}`],
      [words.duration, words.minutes(booking.duration)],
      ...taxes.added,
      [words.price, `${booking.totalPrice} ${booking.currency}`],
      ...taxes.included,
      [words.payment, booking.paymentStatus === 'paid' ? words.paidOnline : words.payAtRetreat],
      [words.reference, booking.reference],
    ],
    action: { label: words.manage, url: manageUrl },
    notes: BOOKING_POLICY_NOTES.wellness[language],
  });
  return {
    to: booking.email,
    subject: words.subject,
    ...content,
    attachments: [{ method: 'REQUEST', calendar: saunaCalendarEntry(booking) }],
  };
}

/** The session's calendar entry: its slot for its length, with the booking's current SEQUENCE. */
export function saunaCalendarEntry(booking: SaunaBooking): CalendarEntry {
  const words = WORDS[booking.language === 'es' ? 'es' : 'en'];
  const start = { date: booking.sessionDate, time: booking.timeSlot };
  return {
    reference: booking.reference,
    sequence: booking.calendarSequence ?? 0,
    title: words.title,
    description: `${words.reference} ${booking.reference} · ${words.minutes(booking.duration)}`,
    start,
    end: addMinutes(start, booking.duration),
    guest: { name: booking.guestName, email: booking.email },
  };
}
