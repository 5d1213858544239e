import { Module } from '@nestjs/common';
import { ExchangeRatesModule } from '../exchange-rates/exchange-rates.module.js';
import { RestaurantModule } from '../restaurant/restaurant.module.js';
import { FolioController } from './folio.controller.js';
import { RoomCharges } from './room-charges.js';

/** A room stay's folio: meals charged to the room at the till, and the folio the desk reads. */
@Module({
  imports: [RestaurantModule, ExchangeRatesModule],
  controllers: [FolioController],
  providers: [RoomCharges],
})
export class FolioModule {}
