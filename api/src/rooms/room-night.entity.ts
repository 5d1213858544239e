import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, DateOnlyColumn } from '../database/columns.js';
import { Room } from './room.entity.js';
import { RoomBooking } from './room-booking.entity.js';
import { RoomBlock } from '../channels/room-block.entity.js';

/**
 * One night of one room, held, sold or blocked (`room_nights`): the inventory row that prevents
 * double booking. The unique key (roomId, night) lets the database, not a read-then-write
 * check, decide which of two concurrent bookings gets a night; the loser's insert fails.
 * A night belongs to a booking (bookingId) or to a block (blockId: staff's, or another
 * channel's), never both. Freeing a hold (expiry, cancellation) deletes its rows; deleting the
 * booking or the block cascades.
 */
@Entity('room_nights')
@Index(['roomId', 'night'], { unique: true })
@Index(['bookingId'])
@Index(['blockId'])
// The availability search asks for nights in a date range, whatever the room.
@Index('IDX_room_nights_night', ['night'])
export class RoomNight {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'roomId' })
  room?: Relation<Room>;

  /** The date the night starts, 'yyyy-MM-dd'. */
  @DateOnlyColumn()
  night: string;

  /** The booking that holds or bought the night; null for a blocked night. */
  @Column({ type: 'int', nullable: true })
  bookingId: number | null;

  @ManyToOne(() => RoomBooking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bookingId' })
  booking?: Relation<RoomBooking>;

  /** The block (staff's or another channel's) that took the night; null for a booking's night. */
  @Column({ type: 'int', nullable: true })
  blockId: number | null;

  @ManyToOne(() => RoomBlock, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blockId' })
  block?: Relation<RoomBlock>;

  @CreatedAt()
  createdAt: Date;
}
