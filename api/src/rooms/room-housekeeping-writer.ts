/**
 * Moves a room's housekeeping status (the contracts' room-housekeeping.ts says the order and
 * who may make each move). Each move is a conditional UPDATE on the status it was read at,
 * with its audit row, so two people tapping at once make one move; a room without a row is
 * clean, so its row is first inserted as such (INSERT … OR IGNORE, harmless when it exists).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_HOUSEKEEPING_STATUS,
  housekeepingMoves,
  isHousekeepingMove,
  type HousekeepingStatus,
} from '@lakeside/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { Room } from './room.entity.js';
import { RoomError } from './room-errors.js';
import { RoomHousekeeping } from './room-housekeeping.entity.js';

/** The audit trail's resource name of housekeeping changes. */
export const ROOM_HOUSEKEEPING_AUDIT = 'room-housekeeping';

@Injectable()
export class RoomHousekeepingWriter {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Moves the room to `to` if the order and `staff`'s role allow it from where it is. */
  move(roomId: string, to: HousekeepingStatus, staff: AdminUser): Promise<void> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      if (!(await manager.existsBy(Room, { id: roomId, isActive: true }))) throw new RoomError('rooms.notFound');
      await ensureRow(manager, roomId);
      const { status: from } = await manager.findOneByOrFail(RoomHousekeeping, { roomId });
      if (!isHousekeepingMove(from, to)) throw new RoomError('rooms.housekeepingOrder');
      if (!housekeepingMoves(from, staff.role).includes(to)) throw new RoomError('rooms.inspectionNeedsManager');
      const result = await manager.update(RoomHousekeeping, { roomId, status: from }, changedBy(to, staff));
      if (!result.affected) throw new RoomError('rooms.housekeepingOrder');
      await audit(manager, staff, roomId, from, to);
    });
  }
}

/**
 * The room needs cleaning: called by the check-out inside its own transaction, so the room is
 * dirty exactly when the guest is out. Whatever the status was (a room is dirty after every stay).
 */
export async function markRoomDirty(manager: EntityManager, roomId: string, staff: AdminUser): Promise<void> {
  await ensureRow(manager, roomId);
  const { status: from } = await manager.findOneByOrFail(RoomHousekeeping, { roomId });
  await manager.update(RoomHousekeeping, { roomId }, changedBy('dirty', staff));
  await audit(manager, staff, roomId, from, 'dirty');
}

async function ensureRow(manager: EntityManager, roomId: string): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(RoomHousekeeping)
    .values({ roomId, status: DEFAULT_HOUSEKEEPING_STATUS, updatedById: null, updatedBy: null })
    .orIgnore()
    .execute();
}

const changedBy = (status: HousekeepingStatus, staff: AdminUser) => ({
  status,
  updatedById: staff.id,
  updatedBy: staff.displayName ?? staff.username,
});

function audit(
  manager: EntityManager,
  staff: AdminUser,
  roomId: string,
  from: HousekeepingStatus,
  to: HousekeepingStatus,
) {
  return recordAudit(manager, staff, {
    resource: ROOM_HOUSEKEEPING_AUDIT,
    action: 'update',
    recordId: roomId,
    changes: { before: { status: from }, after: { status: to } },
  });
}
