/**
 * The retreat's own notice of a moved stay (English, the staff's working language for mail):
 * which nights were freed and which are now taken, so nobody relies on yesterday's board.
 */
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import type { RoomBooking } from './room-booking.entity.js';
import type { StayMover } from './room-booking-writer.js';

type Stay = Pick<RoomBooking, 'reference' | 'guestName' | 'email' | 'roomType' | 'checkinDate' | 'checkoutDate'> &
  Pick<RoomBooking, 'totalPrice' | 'currency'>;

export function roomMovedNotice(before: Stay, after: Stay, roomName: string, by: StayMover, inbox: string): OutgoingMail {
  const who = by === 'guest' ? `${after.guestName} changed` : `${by.staff.username} changed`;
  const where = before.roomType === after.roomType ? '' : ` from room ${before.roomType} to ${after.roomType}`;
  const body = renderMail({
    language: 'en',
    greeting: 'Hello,',
    paragraphs: [
      `${who} ${after.reference}${where}: it was ${before.checkinDate} – ${before.checkoutDate} ` +
        `(${before.currency} ${before.totalPrice}), it is now ${after.checkinDate} – ${after.checkoutDate} in the ` +
        `${roomName} (${after.currency} ${after.totalPrice}). The old nights are free again.`,
    ],
  });
  return { to: inbox, ...(after.email ? { replyTo: after.email } : {}), subject: `Changed: ${after.reference} — ${roomName}`, ...body };
}
