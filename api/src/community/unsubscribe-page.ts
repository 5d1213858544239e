import type { Language } from '@lakeside/contracts';
import type { MailingListSubscriber } from './mailing-list-subscriber.entity.js';
import { preferredLanguage } from './preferred-language.js';

/** What happened to the link the guest opened. */
export type UnsubscribeOutcome = 'unsubscribed' | 'unknown-link';

interface PageWording {
  title: string;
  paragraphs: (inbox: string) => string[];
  back: string;
}

const WORDING: Record<UnsubscribeOutcome, Record<Language, PageWording>> = {
  unsubscribed: {
    en: {
      title: 'You’re unsubscribed',
      paragraphs: () => [
        'You won’t receive the Lakeside newsletter any more. Thank you for having been part of it.',
        'Changed your mind? You can sign up again on our website at any time.',
      ],
      back: 'Back to Lakeside',
    },
    es: {
      title: 'Se ha dado de baja',
      paragraphs: () => [
        'Ya no recibirá el boletín de Lakeside. Gracias por haber sido parte de él.',
        '¿Cambió de idea? Puede suscribirse de nuevo en nuestra web cuando quiera.',
      ],
      back: 'Volver a Lakeside',
    },
  },
  'unknown-link': {
    en: {
      title: 'We couldn’t find this link',
      paragraphs: (inbox) => [
        'This unsubscribe link is not valid, or part of it is missing. Please open the whole link from the e-mail.',
        `Or simply write to ${inbox} and we will take you off the list.`,
      ],
      back: 'Back to Lakeside',
    },
    es: {
      title: 'No encontramos este enlace',
      paragraphs: (inbox) => [
        'Este enlace para darse de baja no es válido o está incompleto. Abra el enlace completo desde el correo.',
        `O escríbanos a ${inbox} y le quitaremos de la lista.`,
      ],
      back: 'Volver a Lakeside',
    },
  },
};

export interface UnsubscribeAnswer {
  status: 200 | 404;
  html: string;
}

/**
 * The reply to an unsubscribe link: the page in the subscriber's language, or, for a link
 * that matches nobody, a 404 page in the browser's language.
 */
export function unsubscribeAnswer(
  subscriber: Pick<MailingListSubscriber, 'languagePreference'> | null,
  acceptLanguage: string | undefined,
  links: { siteOrigin: string; inbox: string },
): UnsubscribeAnswer {
  if (!subscriber)
    return { status: 404, html: unsubscribePage('unknown-link', preferredLanguage(acceptLanguage), links) };
  const language: Language = subscriber.languagePreference === 'es' ? 'es' : 'en';
  return { status: 200, html: unsubscribePage('unsubscribed', language, links) };
}

/**
 * The page a guest's browser shows after following an unsubscribe link: small, readable on
 * a phone, no scripts, no external resources (the API's CSP allows inline styles only here).
 */
export function unsubscribePage(
  outcome: UnsubscribeOutcome,
  language: Language,
  links: { siteOrigin: string; inbox: string },
): string {
  const wording = WORDING[outcome][language];
  const paragraphs = wording.paragraphs(links.inbox).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(wording.title)} · Lakeside</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f1ea;font-family:system-ui,sans-serif;color:#1d2b2a}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;line-height:1.5}
h1{font-size:1.5rem;margin-top:0}a{color:#1f6f68;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(wording.title)}</h1>
${paragraphs.join('\n')}
<p><a href="${escapeHtml(links.siteOrigin)}${HOME_PATH[language]}">${escapeHtml(wording.back)}</a></p>
</main>
</body>
</html>
`;
}

/** The site's home page in each language (site/src/pages/ and site/src/pages/es/). */
const HOME_PATH: Record<Language, string> = { en: '/', es: '/es/' };

/** Inline styles only; nothing may load or run. */
export const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
