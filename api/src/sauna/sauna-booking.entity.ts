import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  CreatedAt,
  DateOnlyColumn,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  TimeOfDayColumn,
  TimestampColumn,
} from '../database/columns.js';
import { Booking } from '../database/booking-columns.js';

/**
 * A private sauna session (`sauna_bookings`). The sauna takes one party at a time, so the
 * unique key (sessionDate, timeSlot, activeSlot) is what stops a slot being sold twice, even
 * when two guests book it at the same moment: activeSlot is 1 while the booking holds the slot
 * and NULL once cancelled, and NULLs may repeat in a unique key.
 */
@Entity('sauna_bookings')
@Index(['sessionDate', 'timeSlot', 'activeSlot'], { unique: true })
export class SaunaBooking extends Booking {
  @PrimaryGeneratedColumn()
  id: number;

  /** 'yyyy-MM-dd'. */
  @DateOnlyColumn()
  sessionDate: string;

  /** A `sauna_slots.startTime`, 'HH:MM'; copied, so retiring a slot leaves bookings intact. */
  @TimeOfDayColumn()
  timeSlot: string;

  /** Minutes: 60, 90 or 120. */
  @Column({ type: 'int' })
  duration: number;

  @TextColumn(20, { nullable: true })
  phone: string | null;

  @LongTextColumn({ nullable: true })
  notes: string | null;

  /** The rate for `duration` at booking time, computed by the server. */
  @MoneyColumn()
  totalPrice: string;

  /**
   * pay_at_retreat (the default: settled on site) | held (the slot kept while the guest pays
   * online, until holdExpiresAt) | paid (captured online) | expired (the hold lapsed unpaid:
   * activeSlot NULL, the slot free again).
   */
  @TextColumn(20, { default: 'pay_at_retreat' })
  paymentStatus: string;

  /** While 'held': when the unpaid hold lapses and its place is freed (paymentStatus 'expired'); null otherwise. */
  @TimestampColumn({ nullable: true })
  holdExpiresAt: Date | null;

  /** paypal | recurrente when paid online; null when paying at the retreat. */
  @TextColumn(20, { nullable: true })
  paymentProvider: string | null;

  /** 1 while the booking holds its slot; NULL once cancelled (see the unique key). */
  @Column({ type: 'integer', nullable: true })
  activeSlot: 1 | null;

  /** When the guest (or staff) cancelled; null while it stands. */
  @TimestampColumn({ nullable: true })
  cancelledAt: Date | null;

  /** When staff marked the guest as there (from the session's day); null until then. */
  @TimestampColumn({ nullable: true })
  attendedAt: Date | null;

  /** When a manager recorded that the guest never came (the retreat keeps what was paid); null otherwise. */
  @TimestampColumn({ nullable: true })
  noShowAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
