import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, DateOnlyColumn, TimeOfDayColumn } from '../database/columns.js';
import { Event } from './event.entity.js';
import { EventWeeklyTemplate } from './event-weekly-template.entity.js';

/**
 * One bookable occurrence (`event_sessions`) of either a one-off event or a weekly template
 * (exactly one of eventId / templateId is set). Seats are sold with one conditional
 * `UPDATE … SET seatsTaken = seatsTaken + n WHERE id = ? AND seatsTaken + n <= maxAttendees`:
 * the affected-row count decides, so concurrent bookings can never oversell.
 *
 * The unique keys stop two rows for the same occurrence; a NULL eventId or templateId never
 * collides in a unique key (on either driver), so each key only binds its own kind of session.
 * Deleting an event or template removes its sessions, unless bookings still point at them.
 */
@Entity('event_sessions')
@Index(['eventId', 'sessionDate', 'startTime'], { unique: true })
@Index(['templateId', 'sessionDate', 'startTime'], { unique: true })
@Index(['sessionDate'])
export class EventSession {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  eventId: number | null;

  @ManyToOne(() => Event, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'eventId' })
  event?: Relation<Event> | null;

  @Column({ type: 'int', nullable: true })
  templateId: number | null;

  @ManyToOne(() => EventWeeklyTemplate, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'templateId' })
  template?: Relation<EventWeeklyTemplate> | null;

  /** 'yyyy-MM-dd'. */
  @DateOnlyColumn()
  sessionDate: string;

  /** 'HH:MM'. */
  @TimeOfDayColumn()
  startTime: string;

  /** Copied from the event or template when the session is created; editable per session. */
  @Column({ type: 'int' })
  maxAttendees: number;

  @Column({ type: 'int', default: 0 })
  seatsTaken: number;

  @CreatedAt()
  createdAt: Date;
}
