import { Module } from '@nestjs/common';
import { InventoryModule } from '../inventory/inventory.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardDaysJob } from './stored-days/dashboard-days-job.js';

/** The owner's dashboard: revenue by stream, expenses, rooms, the restaurant, stock and today's stays. */
@Module({
  imports: [InventoryModule],
  controllers: [DashboardController],
  providers: [DashboardService, DashboardDaysJob],
})
export class DashboardModule {}
