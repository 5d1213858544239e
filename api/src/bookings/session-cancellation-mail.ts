/**
 * The mails of a cancelled sauna session or event ticket, cancelled by the guest from the manage
 * page or by staff at the desk: to the guest in their language, with what is refunded (or kept,
 * per the policy) and an .ics that takes the session off their calendar (the confirmation's
 * UID, METHOD:CANCEL, a higher SEQUENCE); to the retreat's inbox, a notice that the place is
 * free again.
 */
import { REFUND_BUSINESS_DAYS, type Language } from '@lakeside/contracts';
import type { CalendarAttachment, InviteTime } from '../mail/calendar-invite.js';
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';

export interface CancelledSession {
  reference: string;
  title: string;
  guestName: string;
  email: string;
  language: string;
  currency: string;
  start: InviteTime;
  end: InviteTime;
  /** The SEQUENCE the cancellation raised (calendarSequence); 1 when the booking kept none. */
  calendarSequence?: number | null;
}

/** What a cancellation did to the money. */
interface CancellationMoney {
  /** The amount refunded, or null when nothing was. */
  refunded: string | null;
  /** Paid online at all (a pay-at-retreat booking owes and gets nothing). */
  paidOnline: boolean;
}

/** Who cancelled, and what it means for the money. */
export type SessionCancelledBy =
  | ({ by: 'guest' } & CancellationMoney)
  | ({
      by: 'retreat';
      /** The staff member, for the retreat's notice. */
      staff: string;
    } & CancellationMoney);

const DAYS = `${REFUND_BUSINESS_DAYS.min}–${REFUND_BUSINESS_DAYS.max}`;

const WORDS = {
  en: {
    subject: (reference: string) => `Your booking ${reference} is cancelled`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (title: string, date: string, time: string) =>
      `Your booking for ${title} on ${date} at ${time} is cancelled, as you asked.`,
    byRetreat: (title: string, date: string, time: string) =>
      `We have cancelled your booking for ${title} on ${date} at ${time}. We are sorry for any trouble.`,
    refunded: (amount: string) =>
      `We are refunding ${amount} to the card or account you paid with; it reaches you within ${DAYS} business days.`,
    kept: 'As the cancellation policy says, the amount paid is not refunded.',
    nothingOwed: 'Nothing was paid, so nothing is owed.',
    calendar: 'The attached calendar file removes it from your calendar.',
    reference: 'Booking reference',
  },
  es: {
    subject: (reference: string) => `Su reserva ${reference} está cancelada`,
    greeting: (name: string) => `Hola ${name},`,
    intro: (title: string, date: string, time: string) =>
      `Su reserva de ${title} el ${date} a las ${time} está cancelada, como lo pidió.`,
    byRetreat: (title: string, date: string, time: string) =>
      `Hemos cancelado su reserva de ${title} el ${date} a las ${time}. Lamentamos las molestias.`,
    refunded: (amount: string) =>
      `Le devolvemos ${amount} a la tarjeta o cuenta con la que pagó; le llegará en ${DAYS} días hábiles.`,
    kept: 'Como indica la política de cancelación, el monto pagado no se reembolsa.',
    nothingOwed: 'No se pagó nada, así que no hay nada que devolver.',
    calendar: 'El archivo de calendario adjunto la quita de su calendario.',
    reference: 'Referencia de la reserva',
  },
} as const;

export function sessionCancellationMail(session: CancelledSession, cancelled: SessionCancelledBy): OutgoingMail {
  const language: Language = session.language === 'es' ? 'es' : 'en';
  const words = WORDS[language];
  const { date, time } = session.start;
  const told = [
    cancelled.by === 'guest' ? words.intro(session.title, date, time) : words.byRetreat(session.title, date, time),
    outcome(words, session, cancelled),
  ];
  const body = renderMail({
    language,
    greeting: words.greeting(session.guestName),
    paragraphs: [...told, words.calendar],
    details: [[words.reference, session.reference]],
  });
  const cancellation = sessionCalendar(session, 'CANCEL', words.reference);
  return { to: session.email, subject: words.subject(session.reference), ...body, attachments: [cancellation] };
}

/**
 * The session's calendar entry as its mails attach it after a change: the confirmation's UID
 * (the reference), the SEQUENCE the change raised, `method` CANCEL or REQUEST (an update).
 */
export function sessionCalendar(
  session: CancelledSession,
  method: CalendarAttachment['method'],
  referenceLabel: string,
): CalendarAttachment {
  return {
    method,
    calendar: {
      reference: session.reference,
      sequence: session.calendarSequence ?? 1,
      title: session.title,
      description: `${referenceLabel}: ${session.reference}`,
      start: session.start,
      end: session.end,
      guest: { name: session.guestName, email: session.email },
    },
  };
}

function outcome(words: (typeof WORDS)[Language], session: CancelledSession, money: CancellationMoney): string {
  if (!money.paidOnline) return words.nothingOwed;
  return money.refunded ? words.refunded(`${session.currency} ${money.refunded}`) : words.kept;
}

export function sessionCancelledNotice(
  session: CancelledSession,
  inbox: string,
  cancelled: SessionCancelledBy,
): OutgoingMail {
  const what = `${session.reference} (${session.title}, ${session.start.date} ${session.start.time})`;
  const refunded = `refunded: ${cancelled.refunded ?? 'nothing'}.`;
  const who =
    cancelled.by === 'guest'
      ? `${session.guestName} cancelled ${what} from the manage page; ${refunded}`
      : `${cancelled.staff} cancelled ${what} for ${session.guestName} at the desk; ${refunded}`;
  const body = renderMail({
    language: 'en',
    greeting: 'Hello,',
    paragraphs: [`${who} The place is free again.`],
  });
  return { to: inbox, replyTo: session.email, subject: `Cancelled: ${session.reference} — ${session.title}`, ...body };
}
