import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  CreatedAt,
  DateOnlyColumn,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  TimeOfDayColumn,
} from '../database/columns.js';
import { Booking } from '../database/booking-columns.js';

/**
 * A private sauna session (`sauna_bookings`). The sauna takes one party at a time, so the
 * unique key (sessionDate, timeSlot) is what stops a slot being sold twice, even when two
 * guests book it at the same moment.
 */
@Entity('sauna_bookings')
@Index(['sessionDate', 'timeSlot'], { unique: true })
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

  /** pay_at_retreat (the default: settled on site) | paid (captured online). */
  @TextColumn(20, { default: 'pay_at_retreat' })
  paymentStatus: string;

  /** paypal | recurrente when paid online; null when paying at the retreat. */
  @TextColumn(20, { nullable: true })
  paymentProvider: string | null;

  @CreatedAt()
  createdAt: Date;
}
