import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, DateOnlyColumn, TextColumn, TimestampColumn } from '../database/columns.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { ChannelFeed } from './channel-feed.entity.js';

/**
 * A channel's booking on nights the retreat already sold (`channel_conflicts`): one row per
 * channel event and booking of ours, unique, so a conflict is recorded and mailed once however
 * often the feed is synced. It is resolved when the event or our booking lets go of the nights.
 */
@Entity('channel_conflicts')
@Index(['feedId', 'uid', 'bookingId'], { unique: true })
@Index(['resolvedAt'])
export class ChannelConflict {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  feedId: number;

  @ManyToOne(() => ChannelFeed, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'feedId' })
  feed?: Relation<ChannelFeed>;

  @Column({ type: 'varchar', length: 40 })
  roomId: string;

  /** The channel event's UID. */
  @TextColumn(255)
  uid: string;

  /** The channel booking's dates and summary, as the feed had them when the conflict was found. */
  @DateOnlyColumn()
  checkinDate: string;

  @DateOnlyColumn()
  checkoutDate: string;

  @TextColumn(200, { nullable: true })
  summary: string | null;

  /** Our booking on the same nights. */
  @Column({ type: 'int' })
  bookingId: number;

  @ManyToOne(() => RoomBooking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bookingId' })
  booking?: Relation<RoomBooking>;

  /** When the retreat's inbox was told (claimed before sending, so it is told once). */
  @TimestampColumn({ nullable: true })
  mailedAt: Date | null;

  @TimestampColumn({ nullable: true })
  resolvedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
