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
} as const satisfies Record<`bookings.${string}`, ErrorText>;

export type BookingErrorCode = keyof typeof BOOKING_ERRORS;
