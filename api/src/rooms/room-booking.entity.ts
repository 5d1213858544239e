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
export class RoomBooking {
  @PrimaryGeneratedColumn()
  id: number;

  /** First night, 'yyyy-MM-dd' in the retreat's zone. */
  @DateOnlyColumn()
  checkinDate: string;

  /** Departure day; the last night is the day before. */
  @DateOnlyColumn()
  checkoutDate: string;

  /** The room's catalogue id (spec name kept); a room with bookings cannot be deleted. */
  @Column({ type: 'varchar', length: 40 })
  roomType: string;

  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'roomType' })
  room?: Relation<Room>;

  @Column({ type: 'int' })
  guests: number;

  @TextColumn(100)
  guestName: string;

  @TextColumn(255)
  email: string;

  @TextColumn(20)
  phone: string;

  /** Computed by the server: nights × the room's rate at booking time. */
  @MoneyColumn()
  totalPrice: string;

  @TextColumn(3, { default: 'USD' })
  currency: string;

  @TextColumn(20, { default: 'held' })
  status: RoomBookingStatus;

  /** When an unpaid hold lapses and its nights are freed; null once confirmed. */
  @TimestampColumn({ nullable: true })
  holdExpiresAt: Date | null;

  @TimestampColumn({ nullable: true })
  confirmedAt: Date | null;

  /** The guest's language for e-mails: en | es. */
  @TextColumn(2, { default: 'en' })
  language: string;

  /** Unique so that one captured PayPal order can never pay for two bookings. */
  @Index({ unique: true })
  @TextColumn(100, { nullable: true })
  paypalOrderId: string | null;

  /** Unique for the same reason as paypalOrderId. */
  @Index({ unique: true })
  @TextColumn(100, { nullable: true })
  recurrentePaymentId: string | null;

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
