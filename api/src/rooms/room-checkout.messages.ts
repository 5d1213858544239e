import { REFUND_BUSINESS_DAYS } from '@lakeside/contracts';

/**
 * Guest-facing messages of the room checkout that the shared ERROR_MESSAGES do not cover.
 * Candidates for @lakeside/contracts once the site shows them.
 */
export const ROOM_CHECKOUT_MESSAGES = {
  /** 400: the payment order came without its booking. */
  bookingDetailsRequired: 'Booking details are required',
  /** 400: only immediate capture is supported. */
  invalidIntent: `Payment intent must be CAPTURE`,
  /** 422: POST /api/room-bookings without a payment. */
  paymentRequired:
    'A room booking needs a completed payment. Please pay with PayPal; your booking is confirmed as soon as the payment completes.',
  /** 404: an order id we never issued. */
  paymentNotFound: 'We could not find this payment. Please start your booking again.',
  /** 422: the paid booking differs from the one posted (other room, dates or total). */
  paymentForAnotherBooking: 'This payment was made for a different booking.',
  /** 409: staff cancelled the booking before it was paid. */
  bookingCancelled: 'This booking has been cancelled. You have not been charged.',
  /** 409: paid after the hold lapsed and someone else took a night meanwhile. */
  paidButDatesTaken: `Those dates were booked by someone else while your payment was processing. Your payment will be refunded within ${REFUND_BUSINESS_DAYS.min}–${REFUND_BUSINESS_DAYS.max} business days.`,
  /** 422: a booking paid (or to be paid) with Recurrente, which is not set up. */
  recurrenteUnavailable: 'Recurrente payments are not available yet. Please pay with PayPal.',
} as const;
