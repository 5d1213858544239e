import { Module } from '@nestjs/common';
import { CheckoutModule } from '../bookings/checkout/checkout.module.js';
import { BookingMailModule } from '../bookings/booking-mail.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsModule } from '../payments/payments.module.js';
import { EventBooking } from './event-booking.entity.js';
import { EventDeskSessions } from './event-desk-sessions.js';
import { EventBookingService } from './event-booking.service.js';
import { EventCheckoutService } from './event-checkout.service.js';
import { EventGuestManageService } from './event-guest-manage.service.js';
import { EventBookingsController } from './event-bookings.controller.js';
import { EventHolds } from './event-holds.js';
import { EventOccurrencesService } from './event-occurrences.service.js';
import { EventSession } from './event-session.entity.js';
import { EventWeeklyTemplate } from './event-weekly-template.entity.js';
import { Event } from './event.entity.js';
import { EventsController } from './events.controller.js';
import { SeatReservationService } from './seat-reservation.service.js';
import { EventSessionMover } from './event-session-mover.js';

@Module({
  imports: [
    BookingMailModule,
    CheckoutModule,
    PaymentsModule,
    TypeOrmModule.forFeature([Event, EventWeeklyTemplate, EventSession, EventBooking]),
  ],
  controllers: [EventsController, EventBookingsController],
  providers: [
    EventOccurrencesService,
    SeatReservationService,
    EventBookingService,
    EventCheckoutService,
    EventHolds,
    EventGuestManageService,
    EventDeskSessions,
    EventSessionMover,
  ],
  exports: [EventGuestManageService, EventDeskSessions, EventSessionMover],
})
export class EventsModule {}
