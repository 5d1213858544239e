import type { EventBookingReply } from '@lakeside/contracts';
import type { EventBooking } from './event-booking.entity.js';
import { soldTaxes } from '../taxes/tax-lines.js';

/**
 * The booked tickets as POST /api/event-bookings answers them (the contracts'
 * eventBookingReply): each field named, so the row's other payment ids and relations stay
 * out of a public reply.
 */
export function toEventBookingView(booking: EventBooking, emailSent: boolean): EventBookingReply {
  return {
    id: booking.id,
    reference: booking.reference,
    eventId: booking.eventId,
    sessionId: booking.sessionId,
    guestName: booking.guestName,
    email: booking.email,
    phone: booking.phone,
    numberOfTickets: booking.numberOfTickets,
    selectedTimeSlot: booking.selectedTimeSlot,
    selectedDateTime: booking.selectedDateTime?.toISOString() ?? null,
    totalAmount: booking.totalAmount,
    ...soldTaxes(booking),
    currency: booking.currency,
    language: booking.language,
    paymentStatus: booking.paymentStatus,
    paymentProvider: booking.paymentProvider,
    paypalOrderId: booking.paypalOrderId,
    createdAt: booking.createdAt.toISOString(),
    emailSent,
  };
}
