import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { languageField, optionalText } from './fields.js';
import { roomBookingShape } from './room-booking.js';
import { withStayRules, type TodayOption } from './stay-dates.js';

/**
 * POST /api/room-bookings/staff: a booking taken at the desk for a walk-in or phone guest.
 * The guest's fields and stay rules (docs/requirements/booking-rules.md#minimum-stay) without a
 * payment: the server prices the stay and the guest pays at the retreat.
 */
export const staffRoomBookingShape = {
  checkinDate: roomBookingShape.checkinDate,
  checkoutDate: roomBookingShape.checkoutDate,
  roomType: roomBookingShape.roomType,
  guests: roomBookingShape.guests,
  guestName: roomBookingShape.guestName,
  email: roomBookingShape.email,
  phone: roomBookingShape.phone,
  /** For the staff who welcome the guest (arrival time, requests); never sent to the guest. */
  notes: optionalText(TEXT_LIMITS.notes),
  /** Language of the confirmation e-mail. */
  language: languageField(),
  /** Send the guest the confirmation e-mail (default yes). */
  sendConfirmation: z.boolean({ error: MESSAGES.invalidInput }).default(true),
};

/** The desk booking with the stay rules; pass `today` (retreat zone) to refuse a past check-in. */
export function makeStaffRoomBookingSchema(options: TodayOption = {}) {
  return withStayRules(z.object(staffRoomBookingShape), { checkin: 'checkinDate', checkout: 'checkoutDate' }, options);
}

export const staffRoomBookingSchema = makeStaffRoomBookingSchema();
export type StaffRoomBookingInput = z.input<typeof staffRoomBookingSchema>;
export type StaffRoomBookingParsed = z.output<typeof staffRoomBookingSchema>;

/** POST /api/room-bookings/:id/cancel: why (kept in the audit log), optional. */
export const roomBookingCancellationSchema = z.object({
  reason: optionalText(TEXT_LIMITS.notes),
});
export type RoomBookingCancellation = z.output<typeof roomBookingCancellationSchema>;
