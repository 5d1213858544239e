import type { ErrorText } from './error-text.js';

/** Refusals about money that every booking (room, sauna, event) and the providers share. */
export const PAYMENT_ERRORS = {
  /** 422: the total the client showed differs from the server's price. */
  'payments.priceMismatch': {
    en: 'The total does not match the current price. Please review your booking and try again.',
    es: 'El total no coincide con el precio actual. Revise su reserva e intente de nuevo.',
  },
  /** 422: the provider did not report the capture as completed (declined, not approved). */
  'payments.notCompleted': {
    en: 'The payment was not completed. You have not been charged.',
    es: 'El pago no se completó. No se le ha cobrado nada.',
  },
  /** 409: the provider's order id was already used for another booking. */
  'payments.alreadyUsed': {
    en: 'This payment has already been used for another booking.',
    es: 'Este pago ya se usó para otra reserva.',
  },
  /** 422: a payment with a provider the retreat has not set up. */
  'payments.providerNotOffered': {
    en: '{provider} payments are not available yet. Please pay with PayPal.',
    es: 'Los pagos con {provider} aún no están disponibles. Pague con PayPal.',
  },
  /** 502: the provider did not answer (network, timeout, its own 5xx) after the retries. */
  'payments.providerUnavailable': {
    en: 'The payment service is not answering right now. You have not been charged; please try again in a few minutes.',
    es: 'El servicio de pago no responde en este momento. No se le ha cobrado nada; intente de nuevo en unos minutos.',
  },
  /** 503: the provider has no credentials on this server. */
  'payments.providerNotConfigured': {
    en: 'Online payment is not set up yet. Please contact the retreat to book.',
    es: 'El pago en línea aún no está configurado. Contacte al retiro para reservar.',
  },
  /** 400: a provider's webhook call whose signature does not verify (forged, altered or stale). */
  'payments.webhookSignatureInvalid': {
    en: 'The notification signature is not valid.',
    es: 'La firma de la notificación no es válida.',
  },
  /** 409: a retry asked of a payment that is not a refund still owed (completed, or a capture). */
  'payments.nothingToRetry': {
    en: 'This payment has nothing left to retry.',
    es: 'Este pago no tiene nada pendiente que reintentar.',
  },
  /**
   * 422: a refund larger than what the booking still has to give back (its completed online
   * captures less the refunds already made or under way); params.refundable says how much.
   */
  'payments.refundOverRefundable': {
    en: 'At most {refundable} can be refunded for this booking.',
    es: 'Para esta reserva se pueden reembolsar como máximo {refundable}.',
  },
} as const satisfies Record<`payments.${string}`, ErrorText>;

export type PaymentErrorCode = keyof typeof PAYMENT_ERRORS;
