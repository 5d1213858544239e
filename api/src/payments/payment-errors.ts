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

/** A REST provider's failed call, as its HTTP client reports it. */
export interface HttpFailure {
  /** HTTP status; 0 when no reply came. */
  status: number;
  /** No reply, a 5xx or a 429 that outlasted the retries. */
  transient: boolean;
  message: string;
  issue?: string;
}

/** What a REST provider's HTTP failure means for the booking code; the same rule for every provider. */
export function httpFailure(provider: string, failure: HttpFailure): PaymentProviderError {
  if (failure.transient)
    return new PaymentProviderError('unavailable', `${provider} is not responding.`, failure.issue);
  if (failure.status === 401 || failure.status === 403) {
    return new PaymentProviderError('not_configured', `${provider} refused the API credentials.`, failure.issue);
  }
  if (failure.status === 404)
    return new PaymentProviderError('order_not_found', `${provider} does not know this order.`);
  return new PaymentProviderError('declined', failure.message, failure.issue);
}

/** Runs a provider client's call, throwing what `translate` makes of its failure. */
export async function providerCall<T>(request: () => Promise<T>, translate: (error: unknown) => unknown): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw translate(error);
  }
}
