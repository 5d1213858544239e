import { LANGUAGES, PAYMENT_PROVIDERS, PAYMENT_STATUSES, saunaRateSchema, saunaSlotSchema } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { BOOKING_HIDDEN_COLUMNS } from '../database/booking-columns.js';
import { SaunaBooking } from './sauna-booking.entity.js';
import { SaunaRate } from './sauna-rate.entity.js';
import { SaunaSlot } from './sauna-slot.entity.js';

export const SAUNA_ADMIN_RESOURCES = {
  'sauna-slots': { entity: SaunaSlot, schema: saunaSlotSchema },
  'sauna-rates': { entity: SaunaRate, schema: saunaRateSchema },
  'sauna-bookings': {
    entity: SaunaBooking,
    // Its own stay first: the guest and payment columns it shares with other bookings come after.
    leadingColumns: ['id', 'reference', 'sessionDate', 'timeSlot', 'duration', 'guestName', 'email', 'phone'],
    hidden: BOOKING_HIDDEN_COLUMNS,
    choices: { language: LANGUAGES, paymentStatus: PAYMENT_STATUSES, paymentProvider: PAYMENT_PROVIDERS },
  },
} satisfies AdminResourceDefinitions;
