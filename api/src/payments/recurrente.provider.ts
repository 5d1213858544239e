import { PaymentProviderError } from './payment-errors.js';
import type { CaptureResult, PaymentProvider, ProviderOrder, RefundResult } from './payment-provider.js';

/**
 * The slot for Recurrente (Guatemalan card payments) behind the same interface as PayPal.
 * Its REST client is not written yet and there is no configuration for it, so every call
 * fails with a clear 'not configured' error (503) instead of pretending to take money.
 */
export class RecurrenteProvider implements PaymentProvider {
  readonly name = 'recurrente';
  readonly label = 'Recurrente';
  readonly clientId = null;

  createOrder(): Promise<ProviderOrder> {
    return Promise.reject(notConfigured());
  }

  captureOrder(): Promise<CaptureResult> {
    return Promise.reject(notConfigured());
  }

  refundCapture(): Promise<RefundResult> {
    return Promise.reject(notConfigured());
  }

  clientToken(): Promise<string | null> {
    return Promise.reject(notConfigured());
  }
}

function notConfigured(): PaymentProviderError {
  return new PaymentProviderError(
    'not_configured',
    'Recurrente payments are not available yet. Please pay with PayPal.',
  );
}
