/**
 * The rooms' day in the fake API: GET /api/rooms/status-board and POST
 * /api/rooms/:id/housekeeping with the real paths, statuses, refusal codes and reply shapes
 * (api/src/rooms/room-status-board*.ts): the order of moves and who may make them come from
 * the contracts (housekeepingMoves), so the fake cannot drift from the API on that.
 *
 * `answerRoomBoard` is transport-free: the browser test routes the two paths to it (page.route).
 */
import {
  errorBody,
  housekeepingMoves,
  isHousekeepingMove,
  roomBoardEntryReply,
  roomStatusBoardReply,
  HOUSEKEEPING_STATUSES,
  type HousekeepingStatus,
  type RoomBoardEntryReply,
  type StaffRole,
} from '@lakeside/contracts';

/** A room on the fake board; its housekeeping moves are worked out per caller. */
export type FakeBoardRoom = Omit<RoomBoardEntryReply, 'housekeepingMoves'>;

export interface FakeRoomBoard {
  date: string;
  rooms: FakeBoardRoom[];
  /** Housekeeping moves made, in order. */
  moves: Array<{ roomId: string; status: HousekeepingStatus; by: string }>;
}

export interface FakeStaffMember {
  role: StaffRole;
  username: string;
  displayName: string | null;
}

const HOUSEKEEPING_PATH = /^\/api\/rooms\/([^/]+)\/housekeeping$/;


const entryFor = (room: FakeBoardRoom, role: StaffRole): RoomBoardEntryReply =>
  roomBoardEntryReply.parse({ ...room, housekeepingMoves: housekeepingMoves(room.housekeeping, role) });

/** The reply the API would give, or undefined for a path that is not the board's. */
export function answerRoomBoard(
  board: FakeRoomBoard,
  staff: FakeStaffMember,
  method: string,
  path: string,
  body: Record<string, unknown>,
): { status: number; body: unknown } | undefined {
  if (method === 'GET' && path === '/api/rooms/status-board') {
    const rooms = board.rooms.map((room) => entryFor(room, staff.role));
    return { status: 200, body: roomStatusBoardReply.parse({ date: board.date, rooms }) };
  }
  const roomId = HOUSEKEEPING_PATH.exec(path)?.[1];
  if (method !== 'POST' || !roomId) return undefined;
  const room = board.rooms.find((candidate) => candidate.roomId === decodeURIComponent(roomId));
  if (!room) return { status: 404, body: errorBody('rooms.notFound') };
  const to = body.status as HousekeepingStatus;
  if (!HOUSEKEEPING_STATUSES.includes(to)) return { status: 400, body: errorBody('common.validationFailed') };
  if (!isHousekeepingMove(room.housekeeping, to)) return { status: 409, body: errorBody('rooms.housekeepingOrder') };
  if (!housekeepingMoves(room.housekeeping, staff.role).includes(to))
    return { status: 403, body: errorBody('rooms.inspectionNeedsManager') };
  room.housekeeping = to;
  room.housekeepingUpdatedBy = staff.displayName ?? staff.username;
  room.housekeepingUpdatedAt = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
  board.moves.push({ roomId: room.roomId, status: to, by: staff.username });
  return { status: 200, body: entryFor(room, staff.role) };
}
