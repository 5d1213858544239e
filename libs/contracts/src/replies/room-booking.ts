/**
 * A room booking as replies carry it — the guest's checkout (POST /paypal/order and its
 * capture, POST /api/room-bookings) and the desk (GET /api/room-bookings, POST
 * /api/room-bookings/staff, POST /api/room-bookings/:id/cancel). One shape for all of them,
 * so the confirmation page and the console read the same fields.
 */
import { z } from 'zod';
import { PAYMENT_CAPTURE_COMPLETED } from '../enums/payments.js';
import { ROOM_BOOKING_STATUSES } from '../enums/rooms.js';
import { calendarDateReply, instantReply, moneyReply } from './reply.js';
import { taxSummaryFields } from './taxes.js';

export const roomBookingReply = z.object({
  id: z.number().int(),
  status: z.enum(ROOM_BOOKING_STATUSES),
  /** The room's id, under its agreed name (docs/requirements/data-model.md#tables-and-columns). */
  roomType: z.string(),
  checkinDate: calendarDateReply,
  checkoutDate: calendarDateReply,
  nights: z.number().int(),
  guests: z.number().int(),
  guestName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** What the guest pays: the nights and the added taxes, as priced when sold. */
  totalPrice: moneyReply,
  /** The lodging taxes as sold (empty for bookings made before taxes were recorded). */
  ...taxSummaryFields,
  currency: z.string(),
  /** The guest's language for e-mails: en | es. */
  language: z.string(),
  /** paypal | recurrente | simulated online; pay_at_retreat when booked at the desk. */
  paymentProvider: z.string(),
  paypalOrderId: z.string().nullable(),
  /** When the held nights are released unless paid; null once confirmed. */
  holdExpiresAt: instantReply.nullable(),
  confirmedAt: instantReply.nullable(),
  /** When the guest arrived, left, or was recorded as not coming; null until then. */
  checkedInAt: instantReply.nullable(),
  checkedOutAt: instantReply.nullable(),
  noShowAt: instantReply.nullable(),
  /** Staff notes of a desk booking; null otherwise. */
  notes: z.string().nullable(),
  createdAt: instantReply,
});

/** GET /api/room-bookings (staff). */
export const roomBookingListReply = z.array(roomBookingReply);

/** POST /paypal/order: the nights are held and a payment order made for the server's price. */
export const roomPaymentOrderReply = z.object({
  /** The provider's order id: approved in the PayPal popup (or paid on the provider's page), then captured. */
  id: z.string(),
  status: z.string(),
  /** Where the browser goes to pay (Recurrente's hosted checkout); null when the payment happens on our page. */
  approvalUrl: z.string().nullable(),
  bookingId: z.number().int(),
  /** The server's price, which the order charges. */
  amount: moneyReply,
  currency: z.string(),
  /** When the held nights are released if no payment completed. */
  holdExpiresAt: instantReply,
});

/** POST /paypal/order/:orderId/capture: paid and confirmed. */
export const roomCaptureReply = z.object({
  id: z.string(),
  status: z.literal(PAYMENT_CAPTURE_COMPLETED),
  booking: roomBookingReply,
  /** True when the confirmation e-mail went out now; false on a repeated capture or without SMTP. */
  emailSent: z.boolean(),
});

/** POST /api/room-bookings/staff: confirmed at the desk, paid at the retreat. */
export const deskBookingReply = z.object({
  booking: roomBookingReply,
  /** The guest's confirmation went out (false when not asked for, or the mail server is not set up). */
  emailSent: z.boolean(),
});

export type RoomBookingReply = z.infer<typeof roomBookingReply>;
export type RoomPaymentOrderReply = z.infer<typeof roomPaymentOrderReply>;
export type RoomCaptureReply = z.infer<typeof roomCaptureReply>;
export type DeskBookingReply = z.infer<typeof deskBookingReply>;
