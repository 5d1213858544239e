import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, MoneyColumn, TextColumn, TimestampColumn } from '../database/columns.js';
import { Booking } from '../database/booking-columns.js';
import { Event } from './event.entity.js';
import { EventSession } from './event-session.entity.js';

/**
 * Tickets for one event session (`event_bookings`). Booking records are kept (7 years per the
 * policies), so an event or session with bookings cannot be deleted: deactivate it instead.
 */
@Entity('event_bookings')
@Index(['sessionId'])
@Index(['eventId'])
// The console's grid: filtered by payment status and sorted by time, or newest first (scale-indexes migration).
@Index('IDX_event_bookings_paymentStatus_createdAt', ['paymentStatus', 'createdAt'])
@Index('IDX_event_bookings_createdAt', ['createdAt'])
export class EventBooking extends Booking {
  @PrimaryGeneratedColumn()
  id: number;

  /**
   * The one-off event booked (an agreed column, docs/requirements/data-model.md#tables-and-columns);
   * null for a session of a weekly template.
   */
  @Column({ type: 'int', nullable: true })
  eventId: number | null;

  @ManyToOne(() => Event, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'eventId' })
  event?: Relation<Event> | null;

  /** The occurrence whose seats this booking took. */
  @Column({ type: 'int' })
  sessionId: number;

  @ManyToOne(() => EventSession, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'sessionId' })
  session?: Relation<EventSession>;

  @TextColumn(20)
  phone: string;

  @Column({ type: 'int', default: 1 })
  numberOfTickets: number;

  /** The 'HH:MM' the guest picked, for events with time slots. */
  @TextColumn(50, { nullable: true })
  selectedTimeSlot: string | null;

  /** The session's start as an instant (UTC), as the booking dialog sent it. */
  @TimestampColumn({ nullable: true })
  selectedDateTime: Date | null;

  /** When the guest cancelled; null while it stands. Its seats went back to the session then. */
  @TimestampColumn({ nullable: true })
  cancelledAt: Date | null;

  /** When staff marked the guest as there (from the session's day); null until then. */
  @TimestampColumn({ nullable: true })
  attendedAt: Date | null;

  /** When a manager recorded that the guest never came (the retreat keeps what was paid); null otherwise. */
  @TimestampColumn({ nullable: true })
  noShowAt: Date | null;

  /** Ticket price × numberOfTickets, computed by the server. */
  @MoneyColumn()
  totalAmount: string;

  /**
   * confirmed (the default: seats taken at once, paid at the retreat,
   * docs/requirements/data-model.md#defaults) | held (seats taken while the guest pays online,
   * until holdExpiresAt) | paid (captured online) | expired (the hold lapsed unpaid; seats freed) | cancelled.
   */
  @TextColumn(20, { default: 'confirmed' })
  paymentStatus: string;

  /** While 'held': when the unpaid hold lapses and its place is freed (paymentStatus 'expired'); null otherwise. */
  @TimestampColumn({ nullable: true })
  holdExpiresAt: Date | null;

  /** paypal | recurrente when paid online; null otherwise. */
  @TextColumn(20, { nullable: true })
  paymentProvider: string | null;

  @CreatedAt()
  createdAt: Date;
}
