import { Module } from '@nestjs/common';
import { PayrollService } from './payroll.service.js';
import { StaffClockService } from './staff-clock.service.js';
import { StaffTimeController } from './staff-time.controller.js';
import { StaffWeekService } from './staff-week.service.js';

/** Staff time and pay: the clock (own and tablet), weeks and their approval, payroll. */
@Module({
  controllers: [StaffTimeController],
  providers: [StaffClockService, StaffWeekService, PayrollService],
})
export class StaffTimeModule {}
