import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import {
  ADMIN_RESOURCES,
  dishCostsReply,
  lowStockReply,
  stockCountSchema,
  stockEntryReply,
  stockPurchaseSchema,
  stockWasteSchema,
  type DishCostReply,
  type LowStockItemReply,
  type StockCount,
  type StockEntryReply,
  type StockPurchase,
  type StockWaste,
} from '@lakeside/contracts';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { staffOf } from '../auth/staff-of.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { DishCostsService } from './dish-costs.service.js';
import { LowStockService } from './low-stock.service.js';
import { StockEntriesService } from './stock-entries.service.js';

/** Who keeps the stock: the managers, as for the items themselves. */
const STOCK_KEEPERS = ADMIN_RESOURCES['inventory-items'].write;

/** Stock entered by hand, the low-stock list and the dishes' costs (docs/decisions/0012-stock-by-recipe.md). */
@Controller('api/inventory')
export class InventoryController {
  constructor(
    private readonly entries: StockEntriesService,
    private readonly lowStock: LowStockService,
    private readonly dishCosts: DishCostsService,
  ) {}

  /** { inventoryItemId, quantity, unitCost, vendorId?, reference?, notes? } → 201 the movement and the item. */
  @Post('purchases')
  @ReplyContract(stockEntryReply)
  @StaffOnly(...STOCK_KEEPERS)
  purchase(
    @Body(new ZodPipe(stockPurchaseSchema)) body: StockPurchase,
    @Req() request: StaffRequest,
  ): Promise<StockEntryReply> {
    return this.entries.purchase(body, staffOf(request));
  }

  /** { inventoryItemId, countedQuantity, reason } → 201: an adjustment to what was counted. */
  @Post('counts')
  @ReplyContract(stockEntryReply)
  @StaffOnly(...STOCK_KEEPERS)
  count(@Body(new ZodPipe(stockCountSchema)) body: StockCount, @Req() request: StaffRequest): Promise<StockEntryReply> {
    return this.entries.count(body, staffOf(request));
  }

  /** { inventoryItemId, quantity, reason } → 201. */
  @Post('waste')
  @ReplyContract(stockEntryReply)
  @StaffOnly(...STOCK_KEEPERS)
  waste(@Body(new ZodPipe(stockWasteSchema)) body: StockWaste, @Req() request: StaffRequest): Promise<StockEntryReply> {
    return this.entries.waste(body, staffOf(request));
  }

  /** Active items below their minimum, soonest to run out first. */
  @Get('low-stock')
  @ReplyContract(lowStockReply)
  @StaffOnly(...ADMIN_RESOURCES['inventory-items'].read)
  lowStockList(): Promise<LowStockItemReply[]> {
    return this.lowStock.list();
  }

  /** Every dish's cost by its recipe and its margin. */
  @Get('dish-costs')
  @ReplyContract(dishCostsReply)
  @StaffOnly(...STOCK_KEEPERS)
  dishCostList(): Promise<DishCostReply[]> {
    return this.dishCosts.list();
  }
}
