import { Controller, Get, Logger } from '@nestjs/common';
import { BOOKING_CURRENCY, PAYMENT_INTENT, paymentSetupReply, type PaymentSetupReply } from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import type { PaymentProvider } from './payment-provider.js';
import { PaymentProviders } from './payment-providers.js';

@Controller('paypal')
export class PaymentsController {
  private readonly logger = new Logger('Payments');

  constructor(private readonly providers: PaymentProviders) {}

  /** What the site needs to show the pay buttons: the default provider's SDK details and every choice. */
  @Get('setup')
  @ReplyContract(paymentSetupReply)
  async setup(): Promise<PaymentSetupReply> {
    const provider = this.providers.forNewPayment();
    return {
      provider: provider.name,
      simulated: provider.name === 'simulated',
      label: provider.label,
      clientId: provider.clientId,
      clientToken: await this.clientToken(provider),
      currency: BOOKING_CURRENCY,
      intent: PAYMENT_INTENT,
      offered: this.providers.offered().map(({ name, label, redirects }) => ({ provider: name, label, redirects })),
    };
  }

  /** The PayPal button works without a client token (only card fields need one), so a failure degrades to null. */
  private async clientToken(provider: PaymentProvider): Promise<string | null> {
    try {
      return await provider.clientToken();
    } catch (error) {
      this.logger.warn(`No client token: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
