import {
  addDays,
  makeStaffRoomBookingSchema,
  messageIn,
  STAY_LIMITS,
  type Language,
  type StaffRoomBookingInput,
  type StaffRoomBookingParsed,
} from '@lakeside/contracts';
import { retreatToday } from '../format/dates';

/** POST /api/room-bookings/staff. */
export const DESK_BOOKINGS_PATH = 'room-bookings/staff';

/** A new desk booking: tonight for the shortest stay, one guest, confirmation mailed. */
export function newDeskBookingDefaults(
  roomType?: string,
): Partial<Omit<StaffRoomBookingInput, 'roomType'>> & { roomType?: string } {
  const today = retreatToday();
  return {
    roomType,
    checkinDate: today,
    checkoutDate: addDays(today, STAY_LIMITS.minNights),
    guests: STAY_LIMITS.defaultGuests,
    language: 'en',
    sendConfirmation: true,
  };
}

/**
 * Form-level validation with the contracts' schema and today at the retreat: the rules and
 * messages the API applies (in the console's language), one message per field. The room's own
 * capacity is the server's check (it knows the catalogue), shown on the guests field when it answers.
 */
export function validateDeskBooking(
  values: Record<string, unknown>,
  language: Language = 'en',
): Record<string, string> {
  const result = makeStaffRoomBookingSchema({ today: retreatToday() }).safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[issue.path.map(String).join('.')] ??= messageIn(language, issue.message);
  return errors;
}

/** The request body: the parsed form (trimmed, empty notes as null). */
export function toDeskBookingPayload(values: Record<string, unknown>): StaffRoomBookingParsed {
  return makeStaffRoomBookingSchema().parse(values);
}
