import type { ErrorText } from './error-text.js';

/** Refusals of charging a meal to a room (docs/decisions/0019-folio-and-revenue.md). */
export const FOLIO_ERRORS = {
  /** 409: only a stay checked in and not yet checked out can take a meal on its folio. */
  'folio.notInHouse': {
    en: 'Booking {reference} is not in house: only a checked-in stay can be charged.',
    es: 'La reserva {reference} no está hospedada: solo se carga a una estadía con check-in.',
  },
} as const satisfies Record<`folio.${string}`, ErrorText>;

export type FolioErrorCode = keyof typeof FOLIO_ERRORS;
