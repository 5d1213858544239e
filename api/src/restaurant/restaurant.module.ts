import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DailySummaryController } from './daily-summary.controller.js';
import { DailySummaryService } from './daily-summary.service.js';
import { KitchenBoardService } from './kitchen-board.service.js';
import { KitchenController } from './kitchen.controller.js';
import { MenuController } from './menu.controller.js';
import { MenuService } from './menu.service.js';
import { OrderEventsController } from './order-events.controller.js';
import { OrderCancellationService } from './order-cancellation.service.js';
import { OrderEvents } from './order-events.js';
import { OrderPlacementService } from './order-placement.service.js';
import { OrderQueries } from './order-queries.service.js';
import { OrdersController } from './orders.controller.js';
import { RESTAURANT_ENTITIES } from './restaurant.entities.js';
import { SampleMenuService } from './sample-menu.service.js';
import { TicketMovesService } from './ticket-moves.service.js';
import { TillService } from './till.service.js';
import { ExchangeRatesModule } from '../exchange-rates/exchange-rates.module.js';
import { TillModule } from './till/till.module.js';
import { LoyaltyModule } from '../loyalty/loyalty.module.js';

/** Menu, guest and POS orders, the kitchen queue, the till and the day's figures. */
@Module({
  imports: [TypeOrmModule.forFeature(RESTAURANT_ENTITIES), ExchangeRatesModule, TillModule, LoyaltyModule],
  controllers: [MenuController, OrdersController, KitchenController, DailySummaryController, OrderEventsController],
  providers: [
    MenuService,
    SampleMenuService,
    OrderQueries,
    OrderPlacementService,
    TicketMovesService,
    KitchenBoardService,
    TillService,
    OrderCancellationService,
    DailySummaryService,
    OrderEvents,
  ],
  // The folio charges orders to a room (api/src/folio): the same queries and live events.
  exports: [OrderQueries, OrderEvents],
})
export class RestaurantModule {}
