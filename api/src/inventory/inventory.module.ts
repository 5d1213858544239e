import { Module } from '@nestjs/common';
import { DishCostsService } from './dish-costs.service.js';
import { InventoryController } from './inventory.controller.js';
import { LowStockMail } from './low-stock-mail.js';
import { LowStockService } from './low-stock.service.js';
import { StockEntriesService } from './stock-entries.service.js';

/** Stock by recipe: entries by hand, the low-stock list and mail, dish costs. Sales move stock from the kitchen. */
@Module({
  controllers: [InventoryController],
  providers: [StockEntriesService, LowStockService, DishCostsService, LowStockMail],
  // The owner's dashboard shows the same list.
  exports: [LowStockService],
})
export class InventoryModule {}
