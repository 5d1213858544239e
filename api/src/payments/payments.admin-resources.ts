import { BOOKING_KINDS } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { BOOKING_PAYMENT_KINDS, BOOKING_PAYMENT_STATUSES, BookingPayment } from './booking-payment.entity.js';

export const PAYMENTS_ADMIN_RESOURCES = {
  // Written by captures and refunds only; staff read it to see what a guest paid and got back.
  'booking-payments': {
    entity: BookingPayment,
    leadingColumns: ['id', 'bookingKind', 'bookingId', 'kind', 'status', 'amount', 'currency', 'provider'],
    // Named as staff read them (and filtered by) in the console, in its language.
    choices: { bookingKind: BOOKING_KINDS, kind: BOOKING_PAYMENT_KINDS, status: BOOKING_PAYMENT_STATUSES },
  },
} satisfies AdminResourceDefinitions;
