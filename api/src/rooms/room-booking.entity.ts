import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import {
  CreatedAt,
  DateOnlyColumn,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  TimestampColumn,
  UpdatedAt,
} from '../database/columns.js';
import { Booking } from '../database/booking-columns.js';
import { Room } from './room.entity.js';

/**
 * held: nights reserved while the guest pays (until holdExpiresAt); confirmed: payment
 * captured; cancelled: ended by staff or guest; expired: the hold ran out unpaid.
 * Only held and confirmed bookings own rows in `room_nights`.
 */
export type RoomBookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired';

/** A stay in one room (`room_bookings`). The nights it occupies live in `room_nights`. */
@Entity('room_bookings')
@Index(['checkinDate'])
@Index(['status'])
export class RoomBooking extends Booking {
  @PrimaryGeneratedColumn()
  id: number;

  /** First night, 'yyyy-MM-dd' in the retreat's zone. */
  @DateOnlyColumn()
  checkinDate: string;

  /** Departure day; the last night is the day before. */
  @DateOnlyColumn()
  checkoutDate: string;

  /**
   * The room's catalogue id, under its agreed column name
   * (docs/requirements/data-model.md#tables-and-columns); a room with bookings cannot be deleted.
   */
  @Column({ type: 'varchar', length: 40 })
  roomType: string;

  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'roomType' })
  room?: Relation<Room>;

  @Column({ type: 'int' })
  guests: number;

  @TextColumn(20)
  phone: string;

  /**
   * Computed by the server at sale time: the nights at their rates plus the added lodging taxes
   * (the taxes themselves are the Booking columns).
   */
  @MoneyColumn()
  totalPrice: string;

  @TextColumn(20, { default: 'held' })
  status: RoomBookingStatus;

  /** When an unpaid hold lapses and its nights are freed; null once confirmed. */
  @TimestampColumn({ nullable: true })
  holdExpiresAt: Date | null;

  @TimestampColumn({ nullable: true })
  confirmedAt: Date | null;

  /** When the guest arrived at the desk; null until then. */
  @TimestampColumn({ nullable: true })
  checkedInAt: Date | null;

  /** When the guest left; null while in house or before arrival. */
  @TimestampColumn({ nullable: true })
  checkedOutAt: Date | null;

  /** When staff recorded that the guest did not come (charged per the policy). */
  @TimestampColumn({ nullable: true })
  noShowAt: Date | null;

  /**
   * Who collects the money: paypal | recurrente | simulated (paid online, see the capture), or
   * pay_at_retreat for a booking made by staff at the desk (ROOM_BOOKING_PAYMENT_PROVIDERS).
   */
  @TextColumn(20, { default: 'paypal' })
  paymentProvider: string;

  /** What the desk noted when it took the booking; never shown to the guest. */
  @LongTextColumn({ nullable: true })
  notes: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
