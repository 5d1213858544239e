import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import type { PaymentProvider } from './payment-provider.js';
import { PayPalProvider } from './paypal/paypal.provider.js';
import { SimulatedPaymentProvider } from './simulated-payment.provider.js';

/**
 * Picks the payment provider once, at boot: PayPal when both credentials are set, otherwise
 * the simulated one, announced loudly so nobody runs a real retreat on it by mistake.
 * Recurrente has no configuration yet, so it is never picked (see recurrente.provider.ts).
 */
export function choosePaymentProvider(
  config: Pick<AppConfig, 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_API_BASE' | 'NODE_ENV'>,
  /** Where the simulated provider keeps its orders. */
  dataSource: DataSource,
): PaymentProvider {
  const logger = new Logger('Payments');
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET) {
    logger.log(`PayPal payments through ${config.PAYPAL_API_BASE}`);
    return new PayPalProvider({
      baseUrl: config.PAYPAL_API_BASE,
      clientId: config.PAYPAL_CLIENT_ID,
      clientSecret: config.PAYPAL_CLIENT_SECRET,
    });
  }
  const warning = 'PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET are not set: payments are SIMULATED, no money moves.';
  if (config.NODE_ENV === 'production') logger.error(warning);
  else logger.warn(warning);
  return new SimulatedPaymentProvider(dataSource);
}
