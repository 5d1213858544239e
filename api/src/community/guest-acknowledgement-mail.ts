import { CONTACT_LIMITS, NOTICES, VOLUNTEER_LIMITS, type Language } from '@lakeside/contracts';
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import { mailSubject } from './mail-subject.js';

export type AcknowledgedForm = 'contact' | 'volunteer';

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  paragraphs: string[];
}

const GREETING: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  es: (name) => `Hola ${name}:`,
};

const WORDING: Record<AcknowledgedForm, Record<Language, Wording>> = {
  contact: {
    en: {
      subject: 'We received your message',
      greeting: GREETING.en,
      paragraphs: [NOTICES.contact.sentEmailSent, 'If you want to add something, simply reply to this e-mail.'],
    },
    es: {
      subject: 'Hemos recibido su mensaje',
      greeting: GREETING.es,
      paragraphs: [
        `Gracias por escribirnos. Le responderemos en un plazo de ${CONTACT_LIMITS.responseHours} horas.`,
        'Si quiere añadir algo, responda a este correo.',
      ],
    },
  },
  volunteer: {
    en: {
      subject: 'Your volunteer application',
      greeting: GREETING.en,
      paragraphs: [
        NOTICES.volunteer.submitted,
        `As a reminder, volunteers help ${VOLUNTEER_LIMITS.hoursPerDay} hours a day, ${VOLUNTEER_LIMITS.daysPerWeek} days a week, and stay at least ${VOLUNTEER_LIMITS.minWeeks} weeks.`,
      ],
    },
    es: {
      subject: 'Su solicitud de voluntariado',
      greeting: GREETING.es,
      paragraphs: [
        'Gracias por su interés en ser voluntario con nosotros. Revisaremos su solicitud y le escribiremos pronto.',
        `Le recordamos que los voluntarios colaboran ${VOLUNTEER_LIMITS.hoursPerDay} horas al día, ${VOLUNTEER_LIMITS.daysPerWeek} días a la semana, durante al menos ${VOLUNTEER_LIMITS.minWeeks} semanas.`,
      ],
    },
  },
};

/**
 * The guest's "we got it" copy. It goes to an address nobody has verified, so it never
 * repeats what the guest wrote (only their name): the form cannot relay someone's text to
 * a third party. Replies go to the retreat inbox.
 */
export function guestAcknowledgement(
  form: AcknowledgedForm,
  guest: { name: string; email: string; language: Language },
  inbox: string,
): OutgoingMail {
  const wording = WORDING[form][guest.language];
  const content = renderMail({
    language: guest.language,
    greeting: mailSubject(wording.greeting(guest.name)),
    paragraphs: wording.paragraphs,
  });
  return { to: guest.email, replyTo: inbox, subject: wording.subject, ...content };
}
