import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { RoomsModule } from '../rooms/rooms.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SaunaModule } from '../sauna/sauna.module.js';
import { BalancePayments } from './balance/balance-payments.js';
import { ManageBookingController } from './manage-booking.controller.js';

/** The guest's manage-my-booking page: view, cancel (with refund), pay the balance, and "find my booking". */
@Module({
  imports: [RoomsModule, SaunaModule, EventsModule, PaymentsModule],
  controllers: [ManageBookingController],
  providers: [BalancePayments],
})
export class BookingsModule {}
