import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingMailModule } from '../bookings/booking-mail.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { RoomPhotosModule } from '../room-photos/room-photos.module.js';
import { Room } from './room.entity.js';
import { RoomArrivalReminders } from './room-arrival-reminders.js';
import { RoomAvailabilityService } from './room-availability.service.js';
import { RoomPricing } from './room-pricing.js';
import { RoomBooking } from './room-booking.entity.js';
import { RoomBookingWriter } from './room-booking-writer.js';
import { RoomBookingsController } from './room-bookings.controller.js';
import { RoomBookingsService } from './room-bookings.service.js';
import { RoomCheckoutController } from './room-checkout.controller.js';
import { RoomCheckoutService } from './room-checkout.service.js';
import { RoomDeskController } from './room-desk.controller.js';
import { RoomDeskService } from './room-desk.service.js';
import { RoomFrontDeskController } from './room-front-desk.controller.js';
import { RoomStayWriter } from './room-stay-writer.js';
import { RoomHousekeepingWriter } from './room-housekeeping-writer.js';
import { RoomStatusBoard } from './room-status-board.js';
import { RoomStatusBoardController } from './room-status-board.controller.js';
import { RoomConfirmationMailer } from './room-confirmation-mail.js';
import { RoomHoldSweeper } from './room-hold-sweeper.js';
import { RoomGuestManageService } from './room-guest-manage.service.js';
import { RoomStayMoves } from './room-stay-moves.js';
import { RoomHoldsService } from './room-holds.service.js';
import { RoomsController } from './rooms.controller.js';
import { RoomsService } from './rooms.service.js';
import { ReviewRatings } from '../reviews/review-ratings.js';

/** The room catalogue, availability, the hold → pay → confirm booking flow, and the desk's bookings. */
@Module({
  imports: [TypeOrmModule.forFeature([Room, RoomBooking]), PaymentsModule, BookingMailModule, RoomPhotosModule],
  controllers: [
    RoomsController,
    RoomCheckoutController,
    RoomBookingsController,
    RoomDeskController,
    RoomFrontDeskController,
    RoomStatusBoardController,
  ],
  providers: [
    RoomsService,
    RoomPricing,
    RoomAvailabilityService,
    RoomHoldsService,
    RoomHoldSweeper,
    RoomBookingWriter,
    RoomConfirmationMailer,
    RoomCheckoutService,
    RoomBookingsService,
    RoomDeskService,
    RoomGuestManageService,
    RoomStayMoves,
    RoomArrivalReminders,
    RoomStayWriter,
    RoomHousekeepingWriter,
    RoomStatusBoard,
    ReviewRatings,
  ],
  exports: [RoomGuestManageService],
})
export class RoomsModule {}
