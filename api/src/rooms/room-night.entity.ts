import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, DateOnlyColumn } from '../database/columns.js';
import { Room } from './room.entity.js';
import { RoomBooking } from './room-booking.entity.js';

/**
 * One night of one room, held or sold (`room_nights`): the inventory row that prevents
 * double booking. The unique key (roomId, night) lets the database, not a read-then-write
 * check, decide which of two concurrent bookings gets a night; the loser's insert fails.
 * Freeing a hold (expiry, cancellation) deletes its rows; deleting the booking cascades.
 */
@Entity('room_nights')
@Index(['roomId', 'night'], { unique: true })
@Index(['bookingId'])
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

  @Column({ type: 'int' })
  bookingId: number;

  @ManyToOne(() => RoomBooking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bookingId' })
  booking?: Relation<RoomBooking>;

  @CreatedAt()
  createdAt: Date;
}
