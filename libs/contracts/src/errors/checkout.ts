import type { ErrorText } from './error-text.js';

/** Refusals of paying online for event tickets and sauna sessions (hold → pay → capture → confirm). */
export const CHECKOUT_ERRORS = {
  /** 404: a capture of an order id that names none of our event or sauna bookings. */
  'checkout.orderNotFound': {
    en: 'We could not find a booking for this payment.',
    es: 'No encontramos una reserva para este pago.',
  },
  /** 409: the booking was cancelled before its payment was captured; nothing is charged. */
  'checkout.bookingCancelled': {
    en: 'This booking was cancelled before the payment went through. You have not been charged.',
    es: 'Esta reserva se canceló antes de que se procesara el pago. No se le ha cobrado nada.',
  },
  /** 409: paid after the hold lapsed, and the seats or the slot were sold meanwhile; staff refund it. */
  'checkout.paidButTaken': {
    en: 'Your payment arrived after the hold ran out, and the place was taken meanwhile. We will refund you; please contact us.',
    es: 'Su pago llegó después de que venciera la reserva temporal y el lugar ya se tomó. Le haremos el reembolso; contáctenos.',
  },
  /** 409: a free booking (a free class) has nothing to pay online; it is booked without paying. */
  'checkout.nothingToPay': {
    en: 'This booking is free: there is nothing to pay online. Book it without paying.',
    es: 'Esta reserva es gratuita: no hay nada que pagar en línea. Resérvela sin pagar.',
  },
  /** 422: this retreat takes event tickets and sauna sessions only paid online (SESSIONS_PAY_AT_RETREAT=false). */
  'checkout.payAtRetreatNotOffered': {
    en: 'Paying at the retreat is not available for this booking. Please pay online.',
    es: 'El pago en el retiro no está disponible para esta reserva. Pague en línea.',
  },
} as const satisfies Record<`checkout.${string}`, ErrorText>;

export type CheckoutErrorCode = keyof typeof CHECKOUT_ERRORS;
