/**
 * The rooms' day at the retreat (GET /api/rooms/status-board): for each active room, in
 * display order, whether a guest arrives, is in house or leaves today, and its housekeeping
 * status. Derived from the bookings on every read, so it is never out of step with the desk:
 * - arriving: a confirmed booking starting today, not checked in, not a no-show;
 * - occupied: checked in and not checked out;
 * - departing: occupied, and the stay ends today (or ended, and the guest has not left yet);
 * - vacant: none of these (a no-show leaves the room vacant).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_HOUSEKEEPING_STATUS,
  housekeepingMoves,
  type BoardGuestReply,
  type RoomBoardEntryReply,
  type RoomStatusBoardReply,
  type StaffRole,
} from '@lakeside/contracts';
import { IsNull, Not, type DataSource } from 'typeorm';
import { retreatToday } from '../common/time/retreat-clock.js';
import { Room } from './room.entity.js';
import { RoomBooking } from './room-booking.entity.js';
import { RoomError } from './room-errors.js';
import { RoomHousekeeping } from './room-housekeeping.entity.js';

@Injectable()
export class RoomStatusBoard {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The board as `role` sees it (the housekeeping moves are theirs). */
  async board(role: StaffRole, now = new Date()): Promise<RoomStatusBoardReply> {
    const today = retreatToday(now);
    return { date: today, rooms: await this.entries(role, today) };
  }

  /** One room's entry, after a housekeeping move. */
  async entry(roomId: string, role: StaffRole, now = new Date()): Promise<RoomBoardEntryReply> {
    const entry = (await this.entries(role, retreatToday(now))).find((candidate) => candidate.roomId === roomId);
    if (!entry) throw new RoomError('rooms.notFound');
    return entry;
  }

  private async entries(role: StaffRole, today: string): Promise<RoomBoardEntryReply[]> {
    const rooms = await this.dataSource
      .getRepository(Room)
      .find({ where: { isActive: true }, order: { displayOrder: 'ASC', id: 'ASC' } });
    const confirmedOpen = { status: 'confirmed' as const, checkedOutAt: IsNull(), noShowAt: IsNull() };
    const bookings = await this.dataSource.getRepository(RoomBooking).find({
      where: [
        { ...confirmedOpen, checkedInAt: Not(IsNull()) },
        { ...confirmedOpen, checkedInAt: IsNull(), checkinDate: today },
      ],
      order: { checkinDate: 'ASC', id: 'ASC' },
    });
    const housekeeping = new Map(
      (await this.dataSource.getRepository(RoomHousekeeping).find()).map((row) => [row.roomId, row]),
    );
    return rooms.map((room) => {
      const ofRoom = bookings.filter((booking) => booking.roomType === room.id);
      const inHouse = ofRoom.find((booking) => booking.checkedInAt);
      const arrival = ofRoom.find((booking) => !booking.checkedInAt);
      const row = housekeeping.get(room.id);
      const status = row?.status ?? DEFAULT_HOUSEKEEPING_STATUS;
      return {
        roomId: room.id,
        name: room.name,
        state: inHouse ? (inHouse.checkoutDate <= today ? 'departing' : 'occupied') : arrival ? 'arriving' : 'vacant',
        guest: boardGuest(inHouse ?? arrival),
        nextArrival: inHouse ? boardGuest(arrival) : null,
        housekeeping: status,
        housekeepingUpdatedAt: row ? row.updatedAt.toISOString() : null,
        housekeepingUpdatedBy: row?.updatedBy ?? null,
        housekeepingMoves: housekeepingMoves(status, role),
      };
    });
  }
}

function boardGuest(booking: RoomBooking | undefined): BoardGuestReply | null {
  if (!booking) return null;
  return {
    bookingId: booking.id,
    reference: booking.reference,
    guestName: booking.guestName,
    checkinDate: booking.checkinDate,
    checkoutDate: booking.checkoutDate,
  };
}
