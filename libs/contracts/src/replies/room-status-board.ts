/**
 * GET /api/rooms/status-board and POST /api/rooms/:id/housekeeping (staff): each active room's
 * day at the retreat — who arrives, who is in house or leaves — and its housekeeping status,
 * with the moves the signed-in staff member may make.
 */
import { z } from 'zod';
import { HOUSEKEEPING_STATUSES, ROOM_DAY_STATES } from '../enums/rooms.js';
import { calendarDateReply, instantReply } from './reply.js';

/** A guest on the board: the booking behind the room's state. */
export const boardGuestReply = z.object({
  bookingId: z.number().int(),
  reference: z.string(),
  guestName: z.string(),
  checkinDate: calendarDateReply,
  checkoutDate: calendarDateReply,
});

export const roomBoardEntryReply = z.object({
  roomId: z.string(),
  name: z.string(),
  state: z.enum(ROOM_DAY_STATES),
  /** The guest in house (occupied, departing) or arriving; null when vacant. */
  guest: boardGuestReply.nullable(),
  /** A guest arriving today in a room whose guest is still in house (a same-day turnover). */
  nextArrival: boardGuestReply.nullable(),
  housekeeping: z.enum(HOUSEKEEPING_STATUSES),
  /** When and by whom it last changed; null for a room never checked out of since tracking began. */
  housekeepingUpdatedAt: instantReply.nullable(),
  housekeepingUpdatedBy: z.string().nullable(),
  /** What the signed-in staff member may set next, the usual step first. */
  housekeepingMoves: z.array(z.enum(HOUSEKEEPING_STATUSES)),
});

export const roomStatusBoardReply = z.object({
  /** The retreat's today, which the states are of. */
  date: calendarDateReply,
  rooms: z.array(roomBoardEntryReply),
});

export type BoardGuestReply = z.infer<typeof boardGuestReply>;
export type RoomBoardEntryReply = z.infer<typeof roomBoardEntryReply>;
export type RoomStatusBoardReply = z.infer<typeof roomStatusBoardReply>;
