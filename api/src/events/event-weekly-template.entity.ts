import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import {
  BooleanColumn,
  CreatedAt,
  JsonColumn,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  TimeOfDayColumn,
} from '../database/columns.js';

/** A paid add-on offered with a weekly activity, e.g. a towel for the sauna. */
export interface EventExtra {
  name: string;
  /** Money as a 2-decimal string, like every price. */
  price: string;
}

/**
 * A recurring activity of the weekly schedule (`event_weekly_templates`): Drum Night every
 * Monday, Morning Yoga every day. The seats of each dated occurrence are counted in its own
 * `event_sessions` row.
 */
@Entity('event_weekly_templates')
export class EventWeeklyTemplate {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(200)
  title: string;

  /** Spanish version of `title`, shown on /es/ pages; they show the English one when this is empty. */
  @TextColumn(200, { nullable: true })
  titleEs: string | null;

  @LongTextColumn({ nullable: true })
  description: string | null;

  /** Spanish version of `description`, shown on /es/ pages; they show the English one when this is empty. */
  @LongTextColumn({ nullable: true })
  descriptionEs: string | null;

  /** 0 = Sunday … 6 = Saturday; -1 = every day. */
  @Column({ type: 'int' })
  dayOfWeek: number;

  /** 'HH:MM'. */
  @TimeOfDayColumn()
  startTime: string;

  /** 'HH:MM' for activities that run over a window (sauna 17:00–21:00); else null. */
  @TimeOfDayColumn({ nullable: true })
  endTime: string | null;

  /** Free text as guests read it: '2 hours', '4 hours'. */
  @TextColumn(50)
  duration: string;

  /** Per person; '0.00' is free. */
  @MoneyColumn()
  ticketPrice: string;

  @Column({ type: 'int' })
  maxAttendees: number;

  @TextColumn(50)
  category: string;

  @TextColumn(100, { nullable: true })
  location: string | null;

  /** Spanish version of `location`, shown on /es/ pages; they show the English one when this is empty. */
  @TextColumn(100, { nullable: true })
  locationEs: string | null;

  @TextColumn(16, { nullable: true })
  imageEmoji: string | null;

  @JsonColumn()
  extras: EventExtra[] = [];

  /**
   * A SHARED_RESOURCES name ('sauna') when this is a communal session of something sold
   * privately too: while a session runs, the resource is not for private sale, and staff cannot
   * schedule it over a private booking (shared-resources/, decision 0010). Null for most events.
   */
  @TextColumn(32, { nullable: true })
  sharedResource: string | null;

  @BooleanColumn(true)
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;
}
