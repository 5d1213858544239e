import { Module } from '@nestjs/common';
import { ExchangeRatesModule } from '../../exchange-rates/exchange-rates.module.js';
import { TillSessionsController } from './till-sessions.controller.js';
import { TillSessionsService } from './till-sessions.service.js';

/** Till sessions and their cash-up; payments join them through till-session-payments.ts. */
@Module({
  imports: [ExchangeRatesModule],
  controllers: [TillSessionsController],
  providers: [TillSessionsService],
})
export class TillModule {}
