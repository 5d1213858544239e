import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { HousekeepingStatus } from '@lakeside/contracts';
import { TextColumn, UpdatedAt } from '../database/columns.js';
import { Room } from './room.entity.js';

/**
 * A room's housekeeping status (`room_housekeeping`), one row per room once it was first
 * checked out of or marked: dirty → clean → inspected (room-housekeeping.ts in the contracts).
 * A room without a row is clean. Written only by RoomHousekeepingWriter and the check-out.
 */
@Entity('room_housekeeping')
export class RoomHousekeeping {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  roomId: string;

  @OneToOne(() => Room, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId' })
  room?: Relation<Room>;

  @TextColumn(20)
  status: HousekeepingStatus;

  /** The staff account that made the last change (the check-out's desk, the cleaner, the manager). */
  @Column({ type: 'int', nullable: true })
  updatedById: number | null;

  /** Its name as the board shows it, kept should the account be renamed or removed. */
  @TextColumn(100, { nullable: true })
  updatedBy: string | null;

  @UpdatedAt()
  updatedAt: Date;
}
