/**
 * Dates and times of day as a guest reads them in an e-mail: "Tuesday, December 1, 2026,
 * 7:00 PM" or "martes, 1 de diciembre de 2026, 19:00". Both are retreat wall-clock values,
 * so they are formatted as given, never shifted into the server's zone.
 */
import type { CalendarDate, Language } from '@lakeside/contracts';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-GT' };

export function longDate(language: Language, date: CalendarDate): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

export function clockTime(language: Language, time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: language === 'en' ? 'h12' : 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}
