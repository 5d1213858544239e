import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { choosePaymentProvider } from './payment-provider.factory.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { BookingPaymentsController } from './booking-payments.controller.js';
import { PaymentsController } from './payments.controller.js';
import { RefundsService } from './refunds.service.js';

/**
 * The online payment provider (chosen once at boot) and GET /paypal/setup. Features that take
 * payments import this module and inject PAYMENT_PROVIDER; the room checkout lives in rooms/.
 */
@Module({
  controllers: [PaymentsController, BookingPaymentsController],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig, dataSource: DataSource) => choosePaymentProvider(config, dataSource),
    },
    RefundsService,
  ],
  exports: [PAYMENT_PROVIDER, RefundsService],
})
export class PaymentsModule {}
