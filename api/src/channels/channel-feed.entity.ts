import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, TextColumn, TimestampColumn } from '../database/columns.js';
import { Room } from '../rooms/room.entity.js';

/**
 * Another channel's calendar feed of one room (`channel_feeds`): its events become channel
 * blocks (RoomBlock) at every sync. The validators of the last answer make the next fetch a
 * conditional GET; the last outcome is what the console shows.
 */
@Entity('channel_feeds')
@Index(['roomId'])
export class ChannelFeed {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'roomId' })
  room?: Relation<Room>;

  @TextColumn(60)
  name: string;

  /** The channel's export address; often secret itself (a token in the path or query). */
  @TextColumn(1000)
  url: string;

  /** ETag of the last 200 answer, sent back as If-None-Match. */
  @TextColumn(200, { nullable: true })
  etag: string | null;

  /** Last-Modified of the last 200 answer, sent back as If-Modified-Since. */
  @TextColumn(100, { nullable: true })
  lastModified: string | null;

  /** When a fetch last succeeded (a 304 counts). */
  @TimestampColumn({ nullable: true })
  lastSyncedAt: Date | null;

  /** Why the last attempt failed; null after a success. */
  @TextColumn(300, { nullable: true })
  lastError: string | null;

  /** Events in the feed at the last successful sync. */
  @Column({ type: 'int', default: 0 })
  eventCount: number;

  @CreatedAt()
  createdAt: Date;
}
