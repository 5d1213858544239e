/**
 * What goes out when a guest cancels a room booking: to the guest, the cancellation in their
 * language with what is refunded (or kept, per the policy) and an .ics that takes the stay
 * off their calendar; to the retreat's inbox, a short notice so staff know the room is free.
 */
import { CHECK_IN_WINDOW, CHECK_OUT_WINDOW, REFUND_BUSINESS_DAYS, type Language } from '@lakeside/contracts';
import type { CalendarAttachment } from '../mail/calendar-invite.js';
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import type { RoomBooking } from './room-booking.entity.js';

type CancelledStay = Pick<
  RoomBooking,
  'reference' | 'checkinDate' | 'checkoutDate' | 'guestName' | 'email' | 'currency' | 'language' | 'calendarSequence'
>;

/** What the cancellation gives back: the refunded amount, or null when the retreat keeps it. */
export interface CancellationMoney {
  refunded: string | null;
  /** Paid online at all (a pay-at-retreat booking owes and gets nothing). */
  paidOnline: boolean;
}

const DAYS = `${REFUND_BUSINESS_DAYS.min}–${REFUND_BUSINESS_DAYS.max}`;

const WORDS = {
  en: {
    subject: (reference: string) => `Your booking ${reference} is cancelled`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (room: string) => `Your stay in the ${room} is cancelled, as you asked.`,
    refunded: (amount: string) =>
      `We are refunding ${amount} to the card or account you paid with; it reaches you within ${DAYS} business days.`,
    kept: 'The free cancellation window had ended, so, as the cancellation policy says, the amount paid is not refunded.',
    nothingOwed: 'Nothing was paid, so nothing is owed.',
    calendar: 'The attached calendar file removes the stay from your calendar.',
    reference: 'Booking reference',
    dates: 'Dates',
    inviteTitle: (room: string) => `Stay at Lakeside — ${room}`,
  },
  es: {
    subject: (reference: string) => `Su reserva ${reference} está cancelada`,
    greeting: (name: string) => `Hola ${name},`,
    intro: (room: string) => `Su estancia en la habitación ${room} está cancelada, como lo pidió.`,
    refunded: (amount: string) =>
      `Le devolvemos ${amount} a la tarjeta o cuenta con la que pagó; le llegará en ${DAYS} días hábiles.`,
    kept: 'El plazo de cancelación gratuita había terminado; como indica la política de cancelación, el monto pagado no se reembolsa.',
    nothingOwed: 'No se pagó nada, así que no hay nada que devolver.',
    calendar: 'El archivo de calendario adjunto quita la estancia de su calendario.',
    reference: 'Referencia de la reserva',
    dates: 'Fechas',
    inviteTitle: (room: string) => `Estancia en Lakeside — ${room}`,
  },
} as const;

export function roomCancellationMail(booking: CancelledStay, roomName: string, money: CancellationMoney): OutgoingMail {
  const language: Language = booking.language === 'es' ? 'es' : 'en';
  const words = WORDS[language];
  const outcome = !money.paidOnline
    ? words.nothingOwed
    : money.refunded
      ? words.refunded(`${booking.currency} ${money.refunded}`)
      : words.kept;
  const body = renderMail({
    language,
    greeting: words.greeting(booking.guestName),
    paragraphs: [words.intro(roomName), outcome, words.calendar],
    details: [
      [words.reference, booking.reference],
      [words.dates, `${booking.checkinDate} – ${booking.checkoutDate}`],
    ],
  });
  // The confirmation's UID with the SEQUENCE the cancellation raised: calendars drop the entry they hold.
  const cancellation: CalendarAttachment = {
    method: 'CANCEL',
    calendar: {
      reference: booking.reference,
      sequence: booking.calendarSequence ?? 1,
      title: words.inviteTitle(roomName),
      description: `${words.reference}: ${booking.reference}`,
      start: { date: booking.checkinDate, time: CHECK_IN_WINDOW.start },
      end: { date: booking.checkoutDate, time: CHECK_OUT_WINDOW.end },
      guest: { name: booking.guestName, email: booking.email },
    },
  };
  return { to: booking.email, subject: words.subject(booking.reference), ...body, attachments: [cancellation] };
}

/** The retreat's own notice (English, the staff's working language for mail). */
export function roomCancelledNotice(
  booking: CancelledStay,
  roomName: string,
  money: CancellationMoney,
  inbox: string,
  /** The staff member who cancelled at the desk; the guest from the manage page when left out. */
  staff?: string,
): OutgoingMail {
  const refund = money.refunded ? `Refunded ${booking.currency} ${money.refunded}.` : 'No refund.';
  const body = renderMail({
    language: 'en',
    greeting: 'Hello,',
    paragraphs: [
      staff
        ? `${staff} cancelled ${booking.reference} (${roomName}, ${booking.checkinDate} – ${booking.checkoutDate}) for ${booking.guestName} at the desk. The nights are free again. ${refund}`
        : `${booking.guestName} cancelled ${booking.reference} (${roomName}, ${booking.checkinDate} – ${booking.checkoutDate}) from the manage page. The nights are free again. ${refund}`,
    ],
  });
  return { to: inbox, replyTo: booking.email, subject: `Cancelled: ${booking.reference} — ${roomName}`, ...body };
}
