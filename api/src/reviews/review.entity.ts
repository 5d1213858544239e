import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ReviewStatus } from '@lakeside/contracts';
import { CreatedAt, LongTextColumn, TextColumn, TimestampColumn } from '../database/columns.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { Room } from '../rooms/room.entity.js';

/**
 * A guest's review of a room stay (`reviews`). One per booking, by a unique key, so a link
 * used twice at once still makes one. The guest's words are theirs: staff only approve or
 * hide a review (status), never change its rating or text. The room's rating on the site is
 * the mean of its approved rows.
 */
@Entity('reviews')
@Index('IDX_reviews_roomId_status', ['roomId', 'status'])
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', unique: true })
  roomBookingId: number;

  @ManyToOne(() => RoomBooking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomBookingId' })
  roomBooking?: Relation<RoomBooking>;

  /** The booking's room at the time of the review (a later move does not move the review). */
  @Column({ type: 'varchar', length: 40 })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'roomId' })
  room?: Relation<Room>;

  /** 1–5 stars (REVIEW_LIMITS). */
  @Column({ type: 'int' })
  rating: number;

  @LongTextColumn({ nullable: true })
  text: string | null;

  /** The guest's first name, as the review is signed on the site. */
  @TextColumn(100)
  firstName: string;

  /** The language of the page the guest wrote it on ('en' | 'es'). */
  @TextColumn(2)
  language: string;

  @TextColumn(20, { default: 'pending' })
  status: ReviewStatus;

  @TimestampColumn({ nullable: true })
  moderatedAt: Date | null;

  /** The staff member who last approved or hid it. */
  @TextColumn(100, { nullable: true })
  moderatedBy: string | null;

  @CreatedAt()
  createdAt: Date;
}
