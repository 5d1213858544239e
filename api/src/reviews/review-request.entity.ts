import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, TextColumn, TimestampColumn } from '../database/columns.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';

/**
 * The mail asking a guest to review their stay (`review_requests`): one per booking by a
 * unique key, which is also the job's claim — the instance that inserts the row sends the
 * mail, so no stay is asked twice. The link's token is stored hashed and expires.
 */
@Entity('review_requests')
export class ReviewRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', unique: true })
  roomBookingId: number;

  @ManyToOne(() => RoomBooking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomBookingId' })
  roomBooking?: Relation<RoomBooking>;

  /** SHA-256 of the mailed link's token (bookings/booking-identity.ts). */
  @TextColumn(64)
  tokenHash: string;

  /** After this the link opens nothing. */
  @TimestampColumn()
  expiresAt: Date;

  @CreatedAt()
  createdAt: Date;
}
