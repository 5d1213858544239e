/**
 * The mails of a sauna session or event tickets moved by staff: to the guest in their language,
 * with the new day and time, what happens to the money, and an .ics that replaces the calendar
 * entry (the confirmation's UID, METHOD:REQUEST, the higher SEQUENCE the move recorded); to the
 * retreat's inbox, a notice of who moved it.
 */
import { REFUND_BUSINESS_DAYS, type Language } from '@lakeside/contracts';
import type { InviteTime } from '../mail/calendar-invite.js';
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import { sessionCalendar, type CancelledSession } from './session-cancellation-mail.js';

/** Where the booking was, and what the move did to the money. */
export interface SessionChange {
  from: InviteTime;
  /** Refunded of what was paid online, or null when nothing was. */
  refunded: string | null;
  /** Left to pay after a move to a dearer place (paid online before); null when paid at the retreat. */
  toPay: string | null;
}

const DAYS = `${REFUND_BUSINESS_DAYS.min}–${REFUND_BUSINESS_DAYS.max}`;

const WORDS = {
  en: {
    subject: (reference: string) => `Your booking ${reference} has a new date`,
    greeting: (name: string) => `Hello ${name},`,
    moved: (title: string, from: InviteTime, to: InviteTime) =>
      `We have moved your booking for ${title} from ${from.date} at ${from.time} to ${to.date} at ${to.time}.`,
    refunded: (amount: string) =>
      `We are refunding ${amount} of what you paid; it reaches you within ${DAYS} business days.`,
    toPay: (amount: string) => `${amount} is left to pay: online from your booking page, or at the retreat.`,
    calendar: 'The attached calendar file updates the entry in your calendar.',
    reference: 'Booking reference',
    when: 'New date',
  },
  es: {
    subject: (reference: string) => `Su reserva ${reference} tiene nueva fecha`,
    greeting: (name: string) => `Hola ${name},`,
    moved: (title: string, from: InviteTime, to: InviteTime) =>
      `Cambiamos su reserva de ${title} del ${from.date} a las ${from.time} al ${to.date} a las ${to.time}.`,
    refunded: (amount: string) => `Le devolvemos ${amount} de lo que pagó; le llegará en ${DAYS} días hábiles.`,
    toPay: (amount: string) => `Falta pagar ${amount}: en línea desde la página de su reserva, o en el retiro.`,
    calendar: 'El archivo de calendario adjunto actualiza la entrada de su calendario.',
    reference: 'Referencia de la reserva',
    when: 'Nueva fecha',
  },
} as const;

export function sessionChangeMail(session: CancelledSession, change: SessionChange): OutgoingMail {
  const language: Language = session.language === 'es' ? 'es' : 'en';
  const words = WORDS[language];
  const money = (amount: string) => `${session.currency} ${amount}`;
  const body = renderMail({
    language,
    greeting: words.greeting(session.guestName),
    paragraphs: [
      words.moved(session.title, change.from, session.start),
      ...(change.refunded ? [words.refunded(money(change.refunded))] : []),
      ...(change.toPay && change.toPay !== '0.00' ? [words.toPay(money(change.toPay))] : []),
      words.calendar,
    ],
    details: [
      [words.reference, session.reference],
      [words.when, `${session.start.date} ${session.start.time}`],
    ],
  });
  const update = sessionCalendar(session, 'REQUEST', words.reference);
  return { to: session.email, subject: words.subject(session.reference), ...body, attachments: [update] };
}

export function sessionChangedNotice(
  session: CancelledSession & { titleEn: string },
  change: SessionChange,
  staff: string,
  inbox: string,
): OutgoingMail {
  const from = `${change.from.date} ${change.from.time}`;
  const to = `${session.start.date} ${session.start.time}`;
  const body = renderMail({
    language: 'en',
    greeting: 'Hello,',
    paragraphs: [
      `${staff} moved ${session.reference} (${session.titleEn}) for ${session.guestName} from ${from} to ${to}; ` +
        `refunded: ${change.refunded ?? 'nothing'}; left to pay: ${change.toPay ?? 'at the retreat'}.`,
    ],
  });
  return { to: inbox, replyTo: session.email, subject: `Changed: ${session.reference} — ${session.titleEn}`, ...body };
}
