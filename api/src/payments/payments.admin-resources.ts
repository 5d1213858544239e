import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { BookingPayment } from './booking-payment.entity.js';

export const PAYMENTS_ADMIN_RESOURCES = {
  // Written by captures and refunds only; staff read it to see what a guest paid and got back.
  'booking-payments': {
    entity: BookingPayment,
    leadingColumns: ['id', 'bookingKind', 'bookingId', 'kind', 'status', 'amount', 'currency', 'provider'],
  },
} satisfies AdminResourceDefinitions;
