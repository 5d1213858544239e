import {
  BadGatewayException,
  HttpException,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ERROR_MESSAGES } from '@lakeside/contracts';

/**
 * Failures of a payment provider, by cause. Callers decide what a failure means for the
 * booking (free the hold, keep it); `paymentHttpException` turns them into replies in one place.
 */
export type PaymentErrorCode =
  /** Network error, timeout, 5xx or 429 that outlasted the retries. */
  | 'unavailable'
  /** The provider refused the request for a business reason (declined card, order not approved). */
  | 'declined'
  /** The provider does not know the order. */
  | 'order_not_found'
  /** The provider has no credentials or no client yet (Recurrente). */
  | 'not_configured';

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';

  constructor(
    readonly code: PaymentErrorCode,
    message: string,
    /** The provider's issue name (e.g. INSTRUMENT_DECLINED), for logs. */
    readonly issue?: string,
  ) {
    super(message);
  }
}

export function paymentHttpException(error: PaymentProviderError): HttpException {
  switch (error.code) {
    case 'declined':
      return new UnprocessableEntityException(ERROR_MESSAGES.paymentNotCompleted);
    case 'order_not_found':
      return new NotFoundException(ERROR_MESSAGES.notFound);
    case 'not_configured':
      return new ServiceUnavailableException(error.message);
    case 'unavailable':
      return new BadGatewayException(error.message);
  }
}
