/**
 * The mails of a cancelled sauna session or event ticket (paid at the retreat, so nothing is
 * refunded): to the guest in their language, with an .ics that takes the session off their
 * calendar (the confirmation's UID, METHOD:CANCEL, a higher SEQUENCE); to the retreat's inbox,
 * a notice that the place is free again.
 */
import type { Language } from '@lakeside/contracts';
import { calendarCancellation, type InviteTime } from '../mail/calendar-invite.js';
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';

export interface CancelledSession {
  reference: string;
  title: string;
  guestName: string;
  email: string;
  language: string;
  start: InviteTime;
  end: InviteTime;
}

const WORDS = {
  en: {
    subject: (reference: string) => `Your booking ${reference} is cancelled`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (title: string, date: string, time: string) =>
      `Your booking for ${title} on ${date} at ${time} is cancelled, as you asked. Nothing is owed.`,
    calendar: 'The attached calendar file removes it from your calendar.',
    reference: 'Booking reference',
  },
  es: {
    subject: (reference: string) => `Su reserva ${reference} está cancelada`,
    greeting: (name: string) => `Hola ${name},`,
    intro: (title: string, date: string, time: string) =>
      `Su reserva de ${title} el ${date} a las ${time} está cancelada, como lo pidió. No hay nada que pagar.`,
    calendar: 'El archivo de calendario adjunto la quita de su calendario.',
    reference: 'Referencia de la reserva',
  },
} as const;

export function sessionCancellationMail(session: CancelledSession): OutgoingMail {
  const language: Language = session.language === 'es' ? 'es' : 'en';
  const words = WORDS[language];
  const body = renderMail({
    language,
    greeting: words.greeting(session.guestName),
    paragraphs: [words.intro(session.title, session.start.date, session.start.time), words.calendar],
    details: [[words.reference, session.reference]],
  });
  const cancellation = calendarCancellation({
    uid: `${session.reference}@lakeside`,
    sequence: 1,
    title: session.title,
    description: `${words.reference}: ${session.reference}`,
    start: session.start,
    end: session.end,
  });
  return { to: session.email, subject: words.subject(session.reference), ...body, attachments: [cancellation] };
}

export function sessionCancelledNotice(session: CancelledSession, inbox: string): OutgoingMail {
  const body = renderMail({
    language: 'en',
    greeting: 'Hello,',
    paragraphs: [
      `${session.guestName} cancelled ${session.reference} (${session.title}, ${session.start.date} ${session.start.time}) from the manage page. The place is free again.`,
    ],
  });
  return { to: inbox, replyTo: session.email, subject: `Cancelled: ${session.reference} — ${session.title}`, ...body };
}
