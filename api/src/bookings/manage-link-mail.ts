/** "Find my booking": the new link, and nothing else the guest did not ask for. */
import type { Language } from '@lakeside/contracts';
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';

const WORDS = {
  en: {
    subject: (reference: string) => `Your link to booking ${reference}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: 'Here is a new link to see or cancel your booking. It replaces the one in earlier e-mails.',
    manage: 'See or cancel your booking',
  },
  es: {
    subject: (reference: string) => `Su enlace a la reserva ${reference}`,
    greeting: (name: string) => `Hola ${name},`,
    intro: 'Aquí tiene un nuevo enlace para ver o cancelar su reserva. Reemplaza al de correos anteriores.',
    manage: 'Ver o cancelar su reserva',
  },
} as const;

export function manageLinkMail(
  booking: { reference: string; guestName: string; email: string; language: string },
  manageUrl: string,
): OutgoingMail {
  const language: Language = booking.language === 'es' ? 'es' : 'en';
  const words = WORDS[language];
  const body = renderMail({
    language,
    greeting: words.greeting(booking.guestName),
    paragraphs: [words.intro],
    action: { label: words.manage, url: manageUrl },
  });
  return { to: booking.email, subject: words.subject(booking.reference), ...body };
}
