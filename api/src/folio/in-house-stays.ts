/**
 * The stays the till can charge a meal to: checked in and not checked out, with today inside
 * the stay (its departure day included: breakfast before leaving is charged too). Checked in
 * rather than "booked for today" because only a guest the desk has seen arrive is at the table
 * to sign for the room; a stay not yet arrived, cancelled, left or of other days is refused.
 */
import type { CalendarDate, InHouseStayReply } from '@lakeside/contracts';
import { IsNull, LessThanOrEqual, MoreThanOrEqual, Not, type EntityManager } from 'typeorm';
import { RoomBooking } from '../rooms/room-booking.entity.js';

export function isInHouse(stay: RoomBooking, today: CalendarDate): boolean {
  return (
    stay.status === 'confirmed' &&
    stay.checkedInAt !== null &&
    stay.checkedOutAt === null &&
    stay.checkinDate <= today &&
    today <= stay.checkoutDate
  );
}

/** Today's in-house stays by room, those matching `search` (guest name, room, reference) when given. */
export async function inHouseStays(
  manager: EntityManager,
  today: CalendarDate,
  search?: string,
): Promise<InHouseStayReply[]> {
  const rows = await manager.find(RoomBooking, {
    where: {
      status: 'confirmed',
      checkedInAt: Not(IsNull()),
      checkedOutAt: IsNull(),
      checkinDate: LessThanOrEqual(today),
      checkoutDate: MoreThanOrEqual(today),
    },
    relations: { room: true },
    order: { roomType: 'ASC', id: 'ASC' },
  });
  const words = search?.trim().toLowerCase();
  return rows.map(toInHouseStay).filter((stay) => !words || matches(stay, words));
}

export function toInHouseStay(row: RoomBooking): InHouseStayReply {
  return {
    bookingId: row.id,
    reference: row.reference,
    roomType: row.roomType,
    roomName: row.room?.name ?? row.roomType,
    guestName: row.guestName,
    checkinDate: row.checkinDate,
    checkoutDate: row.checkoutDate,
  };
}

function matches(stay: InHouseStayReply, words: string): boolean {
  return [stay.guestName, stay.roomName, stay.roomType, stay.reference].some((text) =>
    text.toLowerCase().includes(words),
  );
}
