import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { RoomsModule } from '../rooms/rooms.module.js';
import { SaunaModule } from '../sauna/sauna.module.js';
import { ManageBookingController } from './manage-booking.controller.js';

/** The guest's manage-my-booking page: view, cancel (with refund), and "find my booking". */
@Module({ imports: [RoomsModule, SaunaModule, EventsModule], controllers: [ManageBookingController] })
export class BookingsModule {}
