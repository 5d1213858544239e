import type { ErrorText } from './error-text.js';

/** Refusals of the ledger: manual entries, reversals and month closes. */
export const LEDGER_ERRORS = {
  /** 400: debits and credits differ (in quetzales); `params` say by how much. */
  'ledger.unbalanced': {
    en: 'Debits ({debits}) must equal credits ({credits}).',
    es: 'Los débitos ({debits}) deben ser iguales a los créditos ({credits}).',
  },
  /** 409: the entry's month is closed; nothing more is posted into it. */
  'ledger.periodClosed': {
    en: 'The month {month} is closed: post the correction in an open month.',
    es: 'El mes {month} está cerrado: registre la corrección en un mes abierto.',
  },
  /** 409: the month is closed already. */
  'ledger.periodAlreadyClosed': { en: 'The month {month} is already closed.', es: 'El mes {month} ya está cerrado.' },
  /** 409: a month is closed only once it is over. */
  'ledger.periodNotOver': {
    en: 'The month {month} is not over yet.',
    es: 'El mes {month} aún no ha terminado.',
  },
  /** 404 */
  'ledger.entryNotFound': { en: 'Journal entry not found', es: 'Asiento contable no encontrado' },
  /** 409: an entry is reversed once; a reversal is not reversed (post a new entry instead). */
  'ledger.alreadyReversed': {
    en: 'This entry has already been reversed.',
    es: 'Este asiento ya fue revertido.',
  },
  /** 409: a dollar line and no rate set for the day. */
  'ledger.noExchangeRate': {
    en: 'Set the dollar rate before posting in dollars.',
    es: 'Defina el tipo de cambio antes de registrar en dólares.',
  },
} as const satisfies Record<`ledger.${string}`, ErrorText>;

export type LedgerErrorCode = keyof typeof LEDGER_ERRORS;
