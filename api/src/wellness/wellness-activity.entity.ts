import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import {
  BooleanColumn,
  CreatedAt,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  TimeOfDayColumn,
} from '../database/columns.js';

/** A wellness class on the schedule page (`wellness_activities`): yoga, breathwork, sound healing. */
@Entity('wellness_activities')
export class WellnessActivity {
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

  /** 'HH:MM'. */
  @TimeOfDayColumn()
  startTime: string;

  @Column({ type: 'int' })
  durationMinutes: number;

  @TextColumn(100, { nullable: true })
  instructor: string | null;

  @TextColumn(100, { nullable: true })
  location: string | null;

  /** Spanish version of `location`, shown on /es/ pages; they show the English one when this is empty. */
  @TextColumn(100, { nullable: true })
  locationEs: string | null;

  @Column({ type: 'int' })
  maxParticipants: number;

  @MoneyColumn()
  price: string;

  @TextColumn(3, { default: 'USD' })
  currency: string;

  @TextColumn(16, { nullable: true })
  imageEmoji: string | null;

  /** 0 = Sunday … 6 = Saturday; null = every day. */
  @Column({ type: 'int', nullable: true })
  dayOfWeek: number | null;

  @BooleanColumn(true)
  isActive: boolean;

  @Column({ type: 'int', default: 0 })
  displayOrder: number;

  @CreatedAt()
  createdAt: Date;
}
