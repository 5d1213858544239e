import { Entity, Index, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TextColumn, TimestampColumn } from '../database/columns.js';
import { Room } from '../rooms/room.entity.js';

/**
 * A room's calendar feed for other channels (`room_calendars`): the secret token of its URL,
 * and a fingerprint of what it last answered, so Last-Modified moves only when the nights do.
 * Created the first time staff open the room's channels; rotating the token ends the old URL.
 */
@Entity('room_calendars')
export class RoomCalendar {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  roomId: string;

  @OneToOne(() => Room, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId' })
  room?: Relation<Room>;

  /** In the feed's URL: ?token=… (random, 32 bytes base64url). */
  @Index({ unique: true })
  @TextColumn(64)
  token: string;

  /** sha256 of the last feed body served; its ETag. */
  @TextColumn(64, { nullable: true })
  contentHash: string | null;

  /** When the served body last changed: Last-Modified. */
  @TimestampColumn({ nullable: true })
  changedAt: Date | null;
}
