/**
 * The retreat's house times as every mail words them: one source (the contracts'
 * CHECK_IN_WINDOW and CHECK_OUT_WINDOW, docs/requirements/policies.md#house-times) and one wording per
 * language, on the 24-hour clock the retreat keeps — so the confirmation, its policy notes and
 * the reminder never say "from 15:00" in one place and "3 PM–9 PM" in another.
 */
import { CHECK_IN_WINDOW, CHECK_OUT_WINDOW, type Language } from '@lakeside/contracts';

/** When guests may arrive: '15:00–21:00' / 'de 15:00 a 21:00'. */
export function checkInHours(language: Language): string {
  return language === 'es'
    ? `de ${CHECK_IN_WINDOW.start} a ${CHECK_IN_WINDOW.end}`
    : `${CHECK_IN_WINDOW.start}–${CHECK_IN_WINDOW.end}`;
}

/** The sentence a stay's mails carry: 'Check-in 15:00–21:00, check-out by 11:00.' */
export function houseHoursSentence(language: Language): string {
  return language === 'es'
    ? `Llegada ${checkInHours('es')}; salida hasta las ${CHECK_OUT_WINDOW.end}.`
    : `Check-in ${checkInHours('en')}, check-out by ${CHECK_OUT_WINDOW.end}.`;
}
