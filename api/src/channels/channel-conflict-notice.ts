/**
 * The retreat's notice of a conflict (English, the staff's working language for mail): another
 * channel sold nights that one of our bookings holds. Sent once per conflict.
 */
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import type { RoomBooking } from '../rooms/room-booking.entity.js';
import type { ChannelConflict } from './channel-conflict.entity.js';

type OurBooking = Pick<RoomBooking, 'reference' | 'guestName' | 'checkinDate' | 'checkoutDate' | 'status'>;

export function channelConflictNotice(
  conflict: Pick<ChannelConflict, 'checkinDate' | 'checkoutDate' | 'summary'>,
  booking: OurBooking,
  where: { feedName: string; roomName: string },
  inbox: string,
): OutgoingMail {
  const body = renderMail({
    language: 'en',
    greeting: 'Hello,',
    paragraphs: [
      `${where.feedName} has a booking in the ${where.roomName} from ${conflict.checkinDate} to ` +
        `${conflict.checkoutDate}, on nights our booking ${booking.reference} (${booking.guestName}, ` +
        `${booking.checkinDate} – ${booking.checkoutDate}, ${booking.status}) already holds.`,
      'The room is sold twice for these nights: move one of the guests or cancel one booking. ' +
        'The conflict shows in red on the console’s Channels page until one of them lets go of the nights.',
    ],
    details: [
      ['Channel', where.feedName],
      ['Its summary', conflict.summary ?? '—'],
      ['Our booking', booking.reference ?? '—'],
    ],
  });
  return {
    to: inbox,
    subject: `Double booking: ${where.roomName} ${conflict.checkinDate} – ${where.feedName} and ${booking.reference}`,
    ...body,
  };
}
