import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { configuredPaymentProviders } from './payment-provider.factory.js';
import { PaymentProviders } from './payment-providers.js';
import { BookingPaymentsController } from './booking-payments.controller.js';
import { PaymentCompletions } from './payment-completions.js';
import { PaymentsController } from './payments.controller.js';
import { RecurrenteWebhookController } from './recurrente/recurrente-webhook.controller.js';
import { RefundsService } from './refunds.service.js';

/**
 * The online payment providers (chosen once at boot), GET /paypal/setup and Recurrente's
 * webhook. Features that take payments import this module, inject PaymentProviders, and
 * register with PaymentCompletions how a paid order completes their booking; the room
 * checkout lives in rooms/.
 */
@Module({
  controllers: [PaymentsController, BookingPaymentsController, RecurrenteWebhookController],
  providers: [
    {
      provide: PaymentProviders,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig, dataSource: DataSource) => configuredPaymentProviders(config, dataSource),
    },
    RefundsService,
    PaymentCompletions,
  ],
  exports: [PaymentProviders, RefundsService, PaymentCompletions],
})
export class PaymentsModule {}
