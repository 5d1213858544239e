import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  BooleanColumn,
  CreatedAt,
  DateOnlyColumn,
  JsonColumn,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  TimeOfDayColumn,
} from '../database/columns.js';

/**
 * A one-off event (`events`): a ceremony, workshop or party on a given date. Seats are sold
 * through its `event_sessions`; currentAttendees mirrors their seatsTaken for the guest pages.
 */
@Entity('events')
@Index(['eventDate'])
export class Event {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(200)
  title: string;

  /** Spanish version of `title`, shown on /es/ pages; they show the English one when this is empty. */
  @TextColumn(200, { nullable: true })
  titleEs: string | null;

  @LongTextColumn()
  description: string;

  /** Spanish version of `description`, shown on /es/ pages; they show the English one when this is empty. */
  @LongTextColumn({ nullable: true })
  descriptionEs: string | null;

  /** 'yyyy-MM-dd' in the retreat's zone. */
  @DateOnlyColumn()
  eventDate: string;

  /** 'HH:MM' start time. */
  @TimeOfDayColumn()
  eventTime: string;

  /** Free text as guests read it: '90 min', '2 hours'. */
  @TextColumn(50)
  duration: string;

  @Column({ type: 'int' })
  maxAttendees: number;

  @Column({ type: 'int', default: 0 })
  currentAttendees: number;

  /** Per person; '0.00' is a free event. */
  @MoneyColumn()
  ticketPrice: string;

  /** community, spiritual, education, wellness, dance, culinary, …; unknown ones get a default icon. */
  @TextColumn(50)
  category: string;

  @TextColumn(100, { nullable: true })
  location: string | null;

  /** Spanish version of `location`, shown on /es/ pages; they show the English one when this is empty. */
  @TextColumn(100, { nullable: true })
  locationEs: string | null;

  @JsonColumn()
  tags: string[] = [];

  @TextColumn(500, { nullable: true })
  imageUrl: string | null;

  @TextColumn(16, { nullable: true })
  imageEmoji: string | null;

  /** When true, guests pick one of availableTimeSlots instead of eventTime. */
  @BooleanColumn(false)
  hasTimeSlots: boolean;

  /** 'HH:MM' start times offered when hasTimeSlots. */
  @JsonColumn()
  availableTimeSlots: string[] = [];

  /**
   * A SHARED_RESOURCES name ('sauna') when this is a communal session of something sold
   * privately too: while a session runs, the resource is not for private sale, and staff cannot
   * schedule it over a private booking (shared-resources/, decision 0010). Null for most events.
   */
  @TextColumn(32, { nullable: true })
  sharedResource: string | null;

  /** Hidden from guests when false; kept because bookings point at it. */
  @BooleanColumn(true)
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;
}
