import { Controller, Get, Inject, Logger } from '@nestjs/common';
import { BOOKING_CURRENCY, PAYMENT_INTENT } from '@lakeside/contracts';
import { PAYMENT_PROVIDER, type PaymentProvider, type PaymentProviderName } from './payment-provider.js';

/** GET /paypal/setup: what the site needs to show the pay button. */
export interface PaymentSetup {
  provider: PaymentProviderName;
  /** True when no money moves (simulated provider): the site shows `label` prominently. */
  simulated: boolean;
  label: string;
  /** PayPal client id for the JS SDK's script URL; null for the simulated provider. */
  clientId: string | null;
  /** PayPal client token (card fields); null when simulated or when PayPal could not issue one. */
  clientToken: string | null;
  currency: typeof BOOKING_CURRENCY;
  intent: typeof PAYMENT_INTENT;
}

@Controller('paypal')
export class PaymentsController {
  private readonly logger = new Logger('Payments');

  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  @Get('setup')
  async setup(): Promise<PaymentSetup> {
    return {
      provider: this.provider.name,
      simulated: this.provider.name === 'simulated',
      label: this.provider.label,
      clientId: this.provider.clientId,
      clientToken: await this.clientToken(),
      currency: BOOKING_CURRENCY,
      intent: PAYMENT_INTENT,
    };
  }

  /** The PayPal button works without a client token (only card fields need one), so a failure degrades to null. */
  private async clientToken(): Promise<string | null> {
    try {
      return await this.provider.clientToken();
    } catch (error) {
      this.logger.warn(`No client token: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
