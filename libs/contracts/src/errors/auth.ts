import type { ErrorText } from './error-text.js';

/** Refusals of staff sign-in and sessions. */
export const AUTH_ERRORS = {
  /** 401: wrong username or password (never says which). */
  'auth.invalidCredentials': {
    en: 'Incorrect username or password',
    es: 'Usuario o contraseña incorrectos',
  },
  /** 429: this username or address failed too often; sign-in waits. */
  'auth.signInLocked': {
    en: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    es: 'Demasiados intentos fallidos de inicio de sesión. Espere unos minutos e intente de nuevo.',
  },
  /** 403: a staff write whose Origin is not the console's. */
  'auth.crossSite': {
    en: 'This request did not come from the staff console and was refused.',
    es: 'Esta solicitud no vino de la consola del personal y fue rechazada.',
  },
  /** 405: GET on the sign-out route (a link or prefetch must not end a session). */
  'auth.signOutByPost': {
    en: 'Sign out with the Sign out button.',
    es: 'Cierre la sesión con el botón Cerrar sesión.',
  },
} as const satisfies Record<`auth.${string}`, ErrorText>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;
