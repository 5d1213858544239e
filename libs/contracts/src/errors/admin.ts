import type { ErrorText } from './error-text.js';

/** Refusals of the console's generic tables. */
export const ADMIN_ERRORS = {
  /** 405: a table whose records are made by their own screen (bookings, orders, audit). */
  'admin.readOnly': {
    en: 'This list is read-only in the console; its records are created by their own screen.',
    es: 'Esta lista es de solo lectura en la consola; sus registros se crean en su propia pantalla.',
  },
  /** 409: deleting a record other records still use. */
  'admin.inUse': {
    en: 'This record is still used by other records and cannot be deleted. Remove or change those first.',
    es: 'Este registro todavía lo usan otros registros y no se puede eliminar. Quite o cambie esos primero.',
  },
  /** 400: a link (foreign key) to a record that does not exist. */
  'admin.missingLink': {
    en: 'A linked record does not exist. Please pick one from the list.',
    es: 'Un registro vinculado no existe. Elija uno de la lista.',
  },
} as const satisfies Record<`admin.${string}`, ErrorText>;

export type AdminErrorCode = keyof typeof ADMIN_ERRORS;
