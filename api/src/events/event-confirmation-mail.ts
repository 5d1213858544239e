import { addDays, localized, moneyEquals, type Language } from '@lakeside/contracts';
import { BOOKING_POLICY_NOTES, renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import { clockTime, longDate } from './date-wording.js';
import type { EventBooking } from './event-booking.entity.js';
import type { EventOccurrence, SessionView } from './event-occurrence.js';
import { addMinutes, durationMinutes } from './session-time.js';
import { taxDetails } from '../taxes/tax-details.js';

/** Used for the calendar entry when staff wrote a duration no one can parse ("all evening"). */
const FALLBACK_MINUTES = 120;

const WORDS = {
  en: {
    subject: (title: string) => `Your tickets: ${title}`,
    greeting: (name: string) => `Hi ${name},`,
    reserved: (tickets: number, title: string) =>
      `${tickets === 1 ? 'Your ticket' : `Your ${tickets} tickets`} for ${title} ${tickets === 1 ? 'is' : 'are'} reserved. The calendar invitation is attached.`,
    event: 'Event',
    date: 'Date',
    time: 'Time',
    tickets: 'Tickets',
    total: 'Total',
    free: 'Free',
    location: 'Where',
    reference: 'Booking reference',
    manage: 'See or cancel your booking',
    payAtRetreat: 'Tickets are paid at the retreat on the day (cash in USD or GTQ, or card).',
    paidOnline: 'Paid online: nothing is left to pay at the retreat.',
  },
  es: {
    subject: (title: string) => `Sus entradas: ${title}`,
    greeting: (name: string) => `Hola ${name},`,
    reserved: (tickets: number, title: string) =>
      `${tickets === 1 ? 'Su entrada' : `Sus ${tickets} entradas`} para ${title} ${tickets === 1 ? 'está reservada' : 'están reservadas'}. Adjuntamos la invitación para su calendario.`,
    event: 'Evento',
    date: 'Fecha',
    time: 'Hora',
    tickets: 'Entradas',
    total: 'Total',
    free: 'Gratis',
    location: 'Lugar',
    reference: 'Referencia de la reserva',
    manage: 'Ver o cancelar su reserva',
    payAtRetreat: 'Las entradas se pagan en el retiro el mismo día (efectivo en USD o GTQ, o tarjeta).',
    paidOnline: 'Pagado en línea: no queda nada por pagar en el retiro.',
  },
} as const;

/** The guest's confirmation: the session, tickets and total, the events policy, and an .ics. */
export function eventConfirmationMail(
  booking: EventBooking,
  occurrence: EventOccurrence,
  session: SessionView,
  manageUrl: string,
): OutgoingMail {
  const language: Language = booking.language === 'es' ? 'es' : 'en';
  const words = WORDS[language];
  const { title } = localized(occurrence, language);
  const free = moneyEquals(booking.totalAmount, 0);
  const end = occurrence.endTime
    ? // A window that ends "earlier" than it starts runs past midnight.
      { date: occurrence.endTime > session.time ? session.date : addDays(session.date, 1), time: occurrence.endTime }
    : addMinutes(session, durationMinutes(occurrence.duration) ?? FALLBACK_MINUTES);
  const taxes = taxDetails(booking.taxes, language, (amount) => `${amount} ${booking.currency}`);
  const details: Array<[string, string]> = [
    [words.event, title],
    [words.date, longDate(language, session.date)],
    [words.time, clockTime(language, session.time)],
    [words.tickets, String(booking.numberOfTickets)],
    ...taxes.added,
    [words.total, free ? words.free : `${booking.totalAmount} ${booking.currency}`],
    ...(free ? [] : taxes.included),
    ...(occurrence.location ? [[words.location, occurrence.location] as [string, string]] : []),
    [words.reference, booking.reference],
  ];
  const content = renderMail({
    language,
    greeting: words.greeting(booking.guestName),
    paragraphs: [words.reserved(booking.numberOfTickets, title)],
    details,
    action: { label: words.manage, url: manageUrl },
    notes: [
      ...(free ? [] : [booking.paymentStatus === 'paid' ? words.paidOnline : words.payAtRetreat]),
      ...BOOKING_POLICY_NOTES.events[language],
    ],
  });
  return {
    to: booking.email,
    subject: words.subject(title),
    ...content,
    attachments: [
      {
        method: 'REQUEST',
        calendar: {
          reference: booking.reference,
          sequence: booking.calendarSequence ?? 0,
          title,
          description: `${words.tickets}: ${booking.numberOfTickets} · ${words.reference} ${booking.reference}`,
          start: { date: session.date, time: session.time },
          end,
          ...(occurrence.location ? { location: `${occurrence.location}, Lakeside, San Marcos La Laguna` } : {}),
          guest: { name: booking.guestName, email: booking.email },
        },
      },
    ],
  };
}
