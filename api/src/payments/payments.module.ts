import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { configuredPaymentProviders } from './payment-provider.factory.js';
import { PaymentProviders } from './payment-providers.js';
import { BookingPaymentsController } from './booking-payments.controller.js';
import { PaymentsController } from './payments.controller.js';
import { RefundsService } from './refunds.service.js';

/**
 * The online payment providers (chosen once at boot) and GET /paypal/setup. Features that take
 * payments import this module and inject PaymentProviders; the room checkout lives in rooms/.
 */
@Module({
  controllers: [PaymentsController, BookingPaymentsController],
  providers: [
    {
      provide: PaymentProviders,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig, dataSource: DataSource) => configuredPaymentProviders(config, dataSource),
    },
    RefundsService,
  ],
  exports: [PaymentProviders, RefundsService],
})
export class PaymentsModule {}
