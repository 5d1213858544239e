import { Module } from '@nestjs/common';
import { RoomsModule } from '../rooms/rooms.module.js';
import { ManageBookingController } from './manage-booking.controller.js';

/** The guest's manage-my-booking page: view, cancel (with refund), and "find my booking". */
@Module({ imports: [RoomsModule], controllers: [ManageBookingController] })
export class BookingsModule {}
