import type { ErrorText } from './error-text.js';

/** Refusals of private sauna sessions. */
export const SAUNA_ERRORS = {
  /** 409: the (date, slot) pair is taken. */
  'sauna.slotTaken': {
    en: 'This sauna slot is already booked. Please choose another time.',
    es: 'Este horario de sauna ya está reservado. Elija otro horario.',
  },
  /** 409: the slot began before the booking arrived. */
  'sauna.slotStarted': {
    en: 'This time slot has already started. Please choose a later one.',
    es: 'Este horario ya comenzó. Elija uno más tarde.',
  },
  /** 409: the session would overlap the communal sauna session (the sauna is one room). */
  'sauna.slotTakenByCommunalSession': {
    en: 'The sauna is open to everyone for the communal sauna session at this time. Please choose another time.',
    es: 'A esta hora el sauna está abierto para todos en la sesión comunitaria. Elija otro horario.',
  },
} as const satisfies Record<`sauna.${string}`, ErrorText>;

export type SaunaErrorCode = keyof typeof SAUNA_ERRORS;
