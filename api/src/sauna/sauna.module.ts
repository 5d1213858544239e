import { Module } from '@nestjs/common';
import { CheckoutModule } from '../bookings/checkout/checkout.module.js';
import { BookingMailModule } from '../bookings/booking-mail.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SaunaAvailabilityService } from './sauna-availability.service.js';
import { SaunaBooking } from './sauna-booking.entity.js';
import { SaunaDeskSessions } from './sauna-desk-sessions.js';
import { SaunaBookingService } from './sauna-booking.service.js';
import { SaunaCheckoutService } from './sauna-checkout.service.js';
import { SaunaHolds } from './sauna-holds.js';
import { SaunaGuestManageService } from './sauna-guest-manage.service.js';
import { SaunaBookingsController } from './sauna-bookings.controller.js';
import { SaunaRate } from './sauna-rate.entity.js';
import { SaunaSlot } from './sauna-slot.entity.js';
import { SaunaController } from './sauna.controller.js';
import { SaunaSessionMover } from './sauna-session-mover.js';

@Module({
  imports: [
    BookingMailModule,
    CheckoutModule,
    PaymentsModule,
    TypeOrmModule.forFeature([SaunaSlot, SaunaRate, SaunaBooking]),
  ],
  controllers: [SaunaController, SaunaBookingsController],
  providers: [
    SaunaAvailabilityService,
    SaunaBookingService,
    SaunaCheckoutService,
    SaunaHolds,
    SaunaGuestManageService,
    SaunaDeskSessions,
    SaunaSessionMover,
  ],
  exports: [SaunaGuestManageService, SaunaDeskSessions, SaunaSessionMover],
})
export class SaunaModule {}
