import type { ErrorText } from './error-text.js';

/** Refusals of the guest's manage-my-booking page and its cancellation. */
export const BOOKING_ERRORS = {
  /**
   * 404: no booking with this reference and token — unknown, forged, expired or mistyped; one
   * answer for all, so the page reveals nothing about which bookings exist.
   */
  'bookings.notFound': {
    en: 'We could not find this booking. Please use the link in your confirmation e-mail, or ask for a new one.',
    es: 'No encontramos esta reserva. Use el enlace de su correo de confirmación o pida uno nuevo.',
  },
  /** 409: already cancelled or expired, or its start has passed. */
  'bookings.notCancellable': {
    en: 'This booking can no longer be cancelled here. Please write to us if you need help.',
    es: 'Esta reserva ya no se puede cancelar aquí. Escríbanos si necesita ayuda.',
  },
  /**
   * 409: not a stay that can be moved online — a session or event, not confirmed, or the free
   * cancellation window has closed (moving then would escape the policy).
   */
  'bookings.datesNotChangeable': {
    en: 'The dates of this booking can no longer be changed here. Please write to us and we will help.',
    es: 'Las fechas de esta reserva ya no se pueden cambiar aquí. Escríbanos y le ayudaremos.',
  },
  /** 400: the new dates are the ones already booked. */
  'bookings.sameDates': {
    en: 'These are the dates you already have. Choose other dates to change your stay.',
    es: 'Estas son las fechas que ya tiene. Elija otras fechas para cambiar su estancia.',
  },
  /** 409: nothing is left to pay online (settled, paid at the retreat, or not confirmed). */
  'bookings.nothingToPay': {
    en: 'Nothing is left to pay online for this booking.',
    es: 'No queda nada por pagar en línea en esta reserva.',
  },
} as const satisfies Record<`bookings.${string}`, ErrorText>;

export type BookingErrorCode = keyof typeof BOOKING_ERRORS;
