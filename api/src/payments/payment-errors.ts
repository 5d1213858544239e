import type { PaymentErrorCode } from '@lakeside/contracts';
import { AppError, CommonError } from '../common/errors/app-error.js';

/** Refusals about money shared by every booking; codes and texts in the contracts' errors/. */
export class PaymentError extends AppError<PaymentErrorCode> {}

/** Why a payment provider failed, as the provider clients classify it. */
export type ProviderFailure =
  /** Network error, timeout, 5xx or 429 that outlasted the retries. */
  | 'unavailable'
  /** The provider refused the request for a business reason (declined card, order not approved). */
  | 'declined'
  /** The provider does not know the order. */
  | 'order_not_found'
  /** The provider has no credentials or no client yet (Recurrente). */
  | 'not_configured';

/**
 * A provider client's failure, by cause. Callers decide what a failure means for the booking
 * (free the hold, keep it); `paymentRefusal` says what the guest hears, in one place.
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';

  constructor(
    readonly failure: ProviderFailure,
    /** For logs: what the provider said. */
    message: string,
    /** The provider's issue name (e.g. INSTRUMENT_DECLINED), for logs. */
    readonly issue?: string,
  ) {
    super(message);
  }
}

export function paymentRefusal(error: PaymentProviderError): AppError {
  switch (error.failure) {
    case 'declined':
      return new PaymentError('payments.notCompleted');
    case 'order_not_found':
      return new CommonError('common.notFound');
    case 'not_configured':
      return new PaymentError('payments.providerNotConfigured');
    case 'unavailable':
      return new PaymentError('payments.providerUnavailable');
  }
}
