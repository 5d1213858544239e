import { NOTICES, type Language } from '@lakeside/contracts';
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import { mailSubject } from './mail-subject.js';
import type { MailingListSubscriber } from './mailing-list-subscriber.entity.js';

const WORDING: Record<Language, { subject: string; greeting: string; paragraphs: string[]; unsubscribe: string }> = {
  en: {
    subject: 'Welcome to the Lakeside community',
    greeting: 'Hello',
    paragraphs: [
      `${NOTICES.newsletter.signedUpTitle} ${NOTICES.newsletter.signedUp}`,
      'Expect events, volunteering news and life by Lake Atitlán, a few times a season.',
    ],
    unsubscribe: "Don't want these e-mails? Unsubscribe here:",
  },
  es: {
    subject: 'Bienvenido a la comunidad de Lakeside',
    greeting: 'Hola',
    paragraphs: [
      '¡Gracias por suscribirse! Será de los primeros en conocer las novedades de la comunidad.',
      'Le escribiremos sobre eventos, voluntariado y la vida junto al lago de Atitlán, unas pocas veces por temporada.',
    ],
    unsubscribe: '¿No quiere recibir estos correos? Puede darse de baja aquí:',
  },
};

/**
 * The welcome mail, in the subscriber's language. It carries the unsubscribe link twice:
 * in the body, and in List-Unsubscribe / List-Unsubscribe-Post (RFC 2369, RFC 8058), which
 * mail apps turn into their own one-click "Unsubscribe" button.
 */
export function newsletterWelcome(subscriber: MailingListSubscriber, unsubscribeLink: string): OutgoingMail {
  const language: Language = subscriber.languagePreference === 'es' ? 'es' : 'en';
  const wording = WORDING[language];
  const { text, html } = renderMail({
    language,
    greeting: mailSubject(`${wording.greeting} ${subscriber.firstName},`),
    paragraphs: [...wording.paragraphs, `${wording.unsubscribe} ${unsubscribeLink}`],
  });
  return {
    to: subscriber.email,
    subject: wording.subject,
    text,
    html: linkTo(html, unsubscribeLink),
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The layout writes paragraphs as escaped text; this makes the link clickable in the HTML
 * part. The URL (an origin, a path and a base64url token) has no character the layout escapes,
 * so it appears in the HTML exactly as given.
 */
function linkTo(html: string, url: string): string {
  return html.replace(url, `<a href="${url}">${url}</a>`);
}
