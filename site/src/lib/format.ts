/**
 * How times, dates and prices read in each language. Inputs are the API's and contracts'
 * plain values ("15:00", "2025-07-25", "65.00"), which name wall-clock times and calendar
 * days, so they are formatted in UTC to keep the server's zone out of it.
 */
import { localeOf, type Lang } from './i18n/languages';
import { dateTimeFormat, numberFormat } from './intl-formats';

/** '15:00' → '3:00 PM' (en) or '3:00 p. m.' (es-GT), never broken across lines. */
export function formatTimeOfDay(time: string, lang: Lang): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return dateTimeFormat(localeOf(lang), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  })
    .format(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
    .replace(/\s/g, '\u00a0');
}

/**
 * A time as it sits inside a sentence: '3:00 PM' in English; in Spanish with its article,
 * 'las 3:00 p. m.' but 'la 1:00 p. m.', so templates read 'Abre a {time}'.
 */
export function timeInSentence(time: string, lang: Lang): string {
  const formatted = formatTimeOfDay(time, lang);
  if (lang === 'en') return formatted;
  const hour = Number(time.split(':')[0]) % 12;
  return `${hour === 1 ? 'la' : 'las'}\u00a0${formatted}`;
}

/** '2025-07-25' → 'July 25, 2025' (en) or '25 de julio de 2025' (es). */
export function formatCalendarDate(
  date: string,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return dateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** 11 → 'November' / 'noviembre'. */
export function monthName(month: number, lang: Lang): string {
  return dateTimeFormat(localeOf(lang), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** '65.00' USD → '$65' (en) or 'USD 65' (es-GT); cents only when there are some. For display only. */
export function formatPrice(amount: string, currency: string, lang: Lang): string {
  const value = Number(amount);
  return numberFormat(localeOf(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** '30' USD → '$30.00': amounts to pay show exact cents (docs/requirements/api-shape.md#money). */
export function formatMoney(amount: string, currency: string, lang: Lang): string {
  return numberFormat(localeOf(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}

/** A duration as staff type it in English: '2 hours', '1 hr', '90 min', '1 h 30 min'. */
const DURATION_TEXT = /^\s*(?:(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h))?\s*(?:(\d+)\s*(?:minutes?|mins?|m))?\s*$/i;

/**
 * An event's or class's duration, a free text field, in the page's language: '2 hours' reads
 * '2 horas' in Spanish. English pages keep the staff's words, and so does any text of
 * another shape (it may already be Spanish).
 */
export function durationText(text: string, lang: Lang): string {
  const match = lang === 'en' ? null : DURATION_TEXT.exec(text);
  if (!match || (!match[1] && !match[2])) return text;
  const [, hours, minutes] = match;
  const unit = (value: string, unit: 'hour' | 'minute', unitDisplay: 'long' | 'short') =>
    numberFormat(localeOf(lang), { style: 'unit', unit, unitDisplay }).format(Number(value));
  return [hours && unit(hours, 'hour', 'long'), minutes && unit(minutes, 'minute', 'short')].filter(Boolean).join(' ');
}

/** Fills '{name}' placeholders: fill('Up to {n} guests', { n: 2 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** 'sábado, 21 de noviembre' → 'Sábado, 21 de noviembre': a date label that starts a line. */
export function upperFirst(text: string, lang: Lang): string {
  return text.charAt(0).toLocaleUpperCase(localeOf(lang)) + text.slice(1);
}
