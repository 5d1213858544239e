import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { BlockReason, BlockSource } from '@lakeside/contracts';
import { CreatedAt, DateOnlyColumn, TextColumn, UpdatedAt } from '../database/columns.js';
import { Room } from '../rooms/room.entity.js';
import { ChannelFeed } from './channel-feed.entity.js';

/**
 * Nights of a room that are not ours to sell (`room_blocks`): blocked by staff (maintenance,
 * the owner's use) or sold on another channel (an event of an imported feed). A block owns its
 * nights as `room_nights` rows (blockId), under the same unique key (roomId, night) as the
 * bookings' nights, so a night is never both. Deleting a block frees its nights (cascade).
 */
@Entity('room_blocks')
@Index(['feedId', 'uid'], { unique: true })
@Index(['roomId', 'checkoutDate'])
export class RoomBlock {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'roomId' })
  room?: Relation<Room>;

  /** The first blocked night. */
  @DateOnlyColumn()
  checkinDate: string;

  /** The day the room is free again (the night before is the last one blocked). */
  @DateOnlyColumn()
  checkoutDate: string;

  @TextColumn(10)
  source: BlockSource;

  /** The feed a channel block came from; null for a manual block. */
  @Column({ type: 'int', nullable: true })
  feedId: number | null;

  @ManyToOne(() => ChannelFeed, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'feedId' })
  feed?: Relation<ChannelFeed>;

  /** The channel event's UID: how the next sync recognises it. Null for a manual block. */
  @TextColumn(255, { nullable: true })
  uid: string | null;

  /** A manual block's reason. */
  @TextColumn(20, { nullable: true })
  reason: BlockReason | null;

  /** Staff's note, or the channel event's summary ("Reserved", "CLOSED - Not available"). */
  @TextColumn(200, { nullable: true })
  note: string | null;

  /** The staff member who blocked the nights; null for a channel block. */
  @TextColumn(100, { nullable: true })
  createdBy: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
