import type { ErrorText } from './error-text.js';

/** Refusals of staff actions on sauna sessions and event tickets (SESSION_DESK_ACCESS). */
export const DESK_ERRORS = {
  /** 409: already cancelled, expired unpaid, attended or recorded as a no-show (or changed meanwhile). */
  /** 409: not a booking that can move: cancelled, expired, attended, a no-show, or already begun. */
  'desk.notMovable': {
    en: 'This booking can no longer be moved: it is cancelled, expired, attended, a no-show or has begun.',
    es: 'Esta reserva ya no se puede cambiar: está cancelada, vencida, atendida, marcada como no presentada o ya empezó.',
  },
  'desk.notCancellable': {
    en: 'This booking can no longer be cancelled: it is cancelled, expired, attended or a no-show.',
    es: 'Esta reserva ya no se puede cancelar: está cancelada, vencida, atendida o marcada como no presentada.',
  },
  /** 403: outside the free-cancellation window, or a refund other than the policy's, by staff. */
  'desk.overrideNeedsManager': {
    en: 'Cancelling outside the cancellation policy, or refunding other than it says, needs a manager.',
    es: 'Cancelar fuera de la política de cancelación, o reembolsar algo distinto, requiere un gerente.',
  },
  /** 400 (on the field reason): a manager overriding the policy says why. */
  'desk.reasonRequired': {
    en: 'Give a reason: this cancellation is outside the cancellation policy.',
    es: 'Indique el motivo: esta cancelación está fuera de la política de cancelación.',
  },
  /** 409: paid online, cancelled, or its desk payment already taken. */
  'desk.nothingToPay': {
    en: 'This booking has nothing to pay at the desk.',
    es: 'Esta reserva no tiene nada que pagar en recepción.',
  },
  /** 409: the guest can be marked as attended from the session's day, once, if it stands. */
  'desk.notAttendable': {
    en: 'This booking cannot be marked as attended: it is not for today, or is cancelled, a no-show or already attended.',
    es: 'Esta reserva no se puede marcar como atendida: no es para hoy, o está cancelada, no presentada o ya atendida.',
  },
  /** 409: a no-show is recorded once the session has started without the guest. */
  'desk.noShowTooEarly': {
    en: 'A no-show can be recorded only once the session has started without the guest.',
    es: 'Solo se puede marcar como no presentada cuando la sesión ya comenzó sin el huésped.',
  },
} as const satisfies Record<`desk.${string}`, ErrorText>;

export type DeskErrorCode = keyof typeof DESK_ERRORS;
