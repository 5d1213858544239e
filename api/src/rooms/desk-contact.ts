import type { StaffRoomBookingParsed } from '@lakeside/contracts';
import type { StayRequest } from './room-booking-writer.js';

/**
 * The desk booking as the booking writer stores it. A walk-in gives an e-mail or a phone, not
 * necessarily both (the contracts' staff schema); the missing one is stored as '' rather than
 * NULL. The columns stay NOT NULL, so the guest's own booking, and every sauna and event
 * booking sharing those columns, can never be saved without them, and every reader (the
 * replies, the console, the mails) keeps reading plain text: '' means "not given".
 */
export function deskStay(input: StaffRoomBookingParsed): StayRequest {
  return { ...input, email: input.email ?? '', phone: input.phone ?? '' };
}
