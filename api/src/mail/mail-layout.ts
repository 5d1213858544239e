import { FREE_CANCELLATION_HOURS, type Language } from '@lakeside/contracts';
import { houseHoursSentence } from './house-hours.js';

/** A mail's content, written once and rendered as both plain text and HTML. */
export interface MailContent {
  language: Language;
  /** First line, e.g. "Hola Ana,". */
  greeting: string;
  /** Short paragraphs of plain text. */
  paragraphs: string[];
  /** Label/value rows, e.g. ["Check-in", "Tue 1 Dec 2026"]. */
  details?: Array<[string, string]>;
  /** Policy or help lines shown under the details. */
  notes?: string[];
  /** One link the guest acts on (manage the booking), shown as a button after the details. */
  action?: { label: string; url: string };
}

const SIGN_OFF: Record<Language, string> = {
  en: 'See you by the lake,\nLakeside · San Marcos La Laguna, Guatemala',
  es: 'Nos vemos junto al lago,\nLakeside · San Marcos La Laguna, Guatemala',
};

/** The policies every booking confirmation repeats (docs/requirements/policies.md), in the guest's language. */
export const BOOKING_POLICY_NOTES: Record<'accommodation' | 'events' | 'wellness', Record<Language, string[]>> = {
  accommodation: {
    en: [
      houseHoursSentence('en'),
      `Free cancellation up to ${FREE_CANCELLATION_HOURS.accommodation} hours before check-in; later cancellations and no-shows are charged in full.`,
    ],
    es: [
      houseHoursSentence('es'),
      `Cancelación gratuita hasta ${FREE_CANCELLATION_HOURS.accommodation} horas antes de la llegada; después, y si no se presenta, se cobra el total.`,
    ],
  },
  events: {
    en: [
      `Free cancellation up to ${FREE_CANCELLATION_HOURS.events} hours before the event; no-shows are charged in full.`,
    ],
    es: [
      `Cancelación gratuita hasta ${FREE_CANCELLATION_HOURS.events} horas antes del evento; si no se presenta, se cobra el total.`,
    ],
  },
  wellness: {
    en: [
      `Free cancellation up to ${FREE_CANCELLATION_HOURS.wellness} hours before your session; no-shows are charged in full.`,
    ],
    es: [
      `Cancelación gratuita hasta ${FREE_CANCELLATION_HOURS.wellness} horas antes de su sesión; si no se presenta, se cobra el total.`,
    ],
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Plain text for every client, and simple inline-styled HTML that reads well on a phone. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const details = content.details ?? [];
  const notes = content.notes ?? [];
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(notes.length ? [...notes, ''] : []),
    SIGN_OFF[content.language],
  ].join('\n');

  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${content.language}"><body style="margin:0;padding:24px;background:#f4f1ea;font-family:system-ui,sans-serif;color:#1d2b2a">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${rows ? `<table style="border-collapse:collapse;margin:16px 0">${rows}</table>` : ''}
${content.action ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#1f5f5b;color:#fff;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` : ''}
${notes.map((note) => `<p style="font-size:14px;color:#555">${escapeHtml(note)}</p>`).join('\n')}
<p style="white-space:pre-line">${escapeHtml(SIGN_OFF[content.language])}</p>
</div></body></html>`;
  return { text, html };
}
