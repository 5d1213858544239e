import { SaunaBooking } from './sauna-booking.entity.js';
import { SaunaRate } from './sauna-rate.entity.js';
import { SaunaSlot } from './sauna-slot.entity.js';

export const SAUNA_ENTITIES = [SaunaSlot, SaunaRate, SaunaBooking];
