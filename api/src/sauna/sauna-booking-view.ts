import type { SaunaBookingReply } from '@lakeside/contracts';
import type { SaunaBooking } from './sauna-booking.entity.js';
import { soldTaxes } from '../taxes/tax-lines.js';

/**
 * A sauna booking as the guest's form gets it back and staff list it (the contracts'
 * saunaBookingReply): each field named, so a column added to the row is not published by
 * accident.
 */
export function toSaunaBookingView(booking: SaunaBooking): SaunaBookingReply {
  return {
    id: booking.id,
    reference: booking.reference,
    sessionDate: booking.sessionDate,
    timeSlot: booking.timeSlot,
    duration: booking.duration,
    guestName: booking.guestName,
    email: booking.email,
    phone: booking.phone,
    notes: booking.notes,
    totalPrice: booking.totalPrice,
    ...soldTaxes(booking),
    currency: booking.currency,
    language: booking.language,
    paymentStatus: booking.paymentStatus,
    paymentProvider: booking.paymentProvider,
    paypalOrderId: booking.paypalOrderId,
    createdAt: booking.createdAt.toISOString(),
  };
}
