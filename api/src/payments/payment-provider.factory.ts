import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import type { PaymentProvider } from './payment-provider.js';
import { PaymentProviders } from './payment-providers.js';
import { PayPalProvider } from './paypal/paypal.provider.js';
import { RecurrenteProvider } from './recurrente/recurrente.provider.js';
import { SimulatedPaymentProvider } from './simulated-payment.provider.js';

/**
 * Picks the payment providers once, at boot: each real provider whose credentials are set
 * (PayPal first, so it stays the default choice), and the simulated one only when none is,
 * announced loudly so nobody runs a real retreat on it by mistake.
 */
export function configuredPaymentProviders(
  config: Pick<
    AppConfig,
    | 'PAYPAL_CLIENT_ID'
    | 'PAYPAL_CLIENT_SECRET'
    | 'PAYPAL_API_BASE'
    | 'RECURRENTE_PUBLIC_KEY'
    | 'RECURRENTE_SECRET_KEY'
    | 'RECURRENTE_API_BASE'
    | 'RECURRENTE_WEBHOOK_SECRET'
    | 'NODE_ENV'
  >,
  /** Where the simulated provider keeps its orders. */
  dataSource: DataSource,
): PaymentProviders {
  const logger = new Logger('Payments');
  const real: PaymentProvider[] = [];
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET) {
    logger.log(`PayPal payments through ${config.PAYPAL_API_BASE}`);
    real.push(
      new PayPalProvider({
        baseUrl: config.PAYPAL_API_BASE,
        clientId: config.PAYPAL_CLIENT_ID,
        clientSecret: config.PAYPAL_CLIENT_SECRET,
      }),
    );
  }
  if (config.RECURRENTE_PUBLIC_KEY && config.RECURRENTE_SECRET_KEY) {
    logger.log(`Recurrente card payments through ${config.RECURRENTE_API_BASE}`);
    if (!config.RECURRENTE_WEBHOOK_SECRET) {
      logger.warn(
        'RECURRENTE_WEBHOOK_SECRET is not set: card payments are confirmed only when the guest returns to the site.',
      );
    }
    real.push(
      new RecurrenteProvider({
        baseUrl: config.RECURRENTE_API_BASE,
        publicKey: config.RECURRENTE_PUBLIC_KEY,
        secretKey: config.RECURRENTE_SECRET_KEY,
      }),
    );
  }
  if (real.length > 0) return new PaymentProviders(real);
  const warning =
    'Neither PayPal (PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET) nor Recurrente (RECURRENTE_PUBLIC_KEY/RECURRENTE_SECRET_KEY) ' +
    'is configured: payments are SIMULATED, no money moves.';
  if (config.NODE_ENV === 'production') logger.error(warning);
  else logger.warn(warning);
  return new PaymentProviders([new SimulatedPaymentProvider(dataSource)]);
}
