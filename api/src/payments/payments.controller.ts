import { Controller, Get, Inject, Logger } from '@nestjs/common';
import { BOOKING_CURRENCY, PAYMENT_INTENT, paymentSetupReply, type PaymentSetupReply } from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';

import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';

@Controller('paypal')
export class PaymentsController {
  private readonly logger = new Logger('Payments');

  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  /** What the site needs to show the pay button. */
  @Get('setup')
  @ReplyContract(paymentSetupReply)
  async setup(): Promise<PaymentSetupReply> {
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
