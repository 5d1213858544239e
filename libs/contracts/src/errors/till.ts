import type { ErrorText } from './error-text.js';

/** Refusals of the till: sessions, the cash-up and the day's dollar rate. */
export const TILL_ERRORS = {
  /** 409: a payment or a close needs the till's session open. */
  'till.notOpen': {
    en: 'The till is not open: open it with the counted float before taking payments.',
    es: 'La caja no está abierta: ábrala con el fondo contado antes de cobrar.',
  },
  /** 409: one session at a time per till. */
  'till.alreadyOpen': {
    en: 'The till is already open: close the current session first.',
    es: 'La caja ya está abierta: cierre primero la sesión actual.',
  },
  /** 409: the session was closed already (by someone else, or a second tap). */
  'till.alreadyClosed': {
    en: 'This till session is already closed.',
    es: 'Esta sesión de caja ya está cerrada.',
  },
  /** 404 */
  'till.sessionNotFound': {
    en: 'There is no such till session.',
    es: 'No existe esa sesión de caja.',
  },
  /** 409: taking dollars needs the day's rate, which a manager sets. */
  'till.noExchangeRate': {
    en: 'No dollar exchange rate is set: a manager sets it in the console.',
    es: 'No hay tipo de cambio del dólar: un gerente lo define en la consola.',
  },
} as const satisfies Record<`till.${string}`, ErrorText>;

export type TillErrorCode = keyof typeof TILL_ERRORS;
