import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, DateOnlyColumn, JsonColumn, LongTextColumn, TextColumn } from '../database/columns.js';

/** new (just received) | reviewing | accepted | declined. */
export type VolunteerApplicationStatus = 'new' | 'reviewing' | 'accepted' | 'declined';

/** An application from the volunteer page (`volunteer_applications`). */
@Entity('volunteer_applications')
export class VolunteerApplication {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(100)
  name: string;

  @TextColumn(255)
  email: string;

  @TextColumn(20)
  phone: string;

  @TextColumn(100)
  nationality: string;

  /** At least VOLUNTEER_LIMITS.minAge (18). */
  @Column({ type: 'int', default: 18 })
  age: number;

  /** shared | private. */
  @TextColumn(20)
  accommodationType: string;

  /** The first day they can start, 'yyyy-MM-dd'; null when not given. */
  @DateOnlyColumn({ nullable: true })
  availableFrom: string | null;

  /** Length of stay in weeks, at least 2. */
  @Column({ type: 'int', default: 2 })
  duration: number;

  @LongTextColumn({ nullable: true })
  previousExperience: string | null;

  /** Usually empty: the form has no input for it yet (docs/requirements/community.md#volunteer-applications). */
  @JsonColumn()
  skills: string[] = [];

  /** At least VOLUNTEER_LIMITS.motivationMinLength characters (50). */
  @LongTextColumn()
  motivation: string;

  @LongTextColumn({ nullable: true })
  dietaryRequirements: string | null;

  @TextColumn(20, { default: 'new' })
  status: VolunteerApplicationStatus;

  @CreatedAt()
  createdAt: Date;
}
