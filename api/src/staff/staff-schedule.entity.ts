import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ScheduleStatus, StaffPosition } from '@lakeside/contracts';
import {
  CreatedAt,
  DateOnlyColumn,
  LongTextColumn,
  TextColumn,
  TimeOfDayColumn,
  UpdatedAt,
} from '../database/columns.js';
import { StaffMember } from './staff-member.entity.js';

/** A planned shift. Planned shifts go with the staff member (CASCADE); worked hours do not. */
@Entity('staff_schedules')
@Index('IDX_staff_schedules_scheduleDate', ['scheduleDate'])
@Index('IDX_staff_schedules_staff_date', ['staffId', 'scheduleDate'])
export class StaffSchedule {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  staffId: number;

  @ManyToOne(() => StaffMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'staffId', foreignKeyConstraintName: 'FK_staff_schedules_staffId' })
  staff: Relation<StaffMember>;

  @DateOnlyColumn()
  scheduleDate: string;

  /** 'HH:MM', 24-hour, in the retreat's zone. */
  @TimeOfDayColumn()
  shiftStart: string;

  /** 'HH:MM'; earlier than shiftStart for a shift that ends after midnight. */
  @TimeOfDayColumn()
  shiftEnd: string;

  /** The role for this shift when it differs from the member's usual position. */
  @TextColumn(20, { nullable: true })
  position: StaffPosition | null;

  @TextColumn(20, { default: 'scheduled' })
  status: ScheduleStatus;

  @LongTextColumn({ nullable: true })
  notes: string | null;

  /** admin_users.id of the staff account that planned it; no FK so history survives. */
  @Column({ type: 'int', nullable: true })
  createdBy: number | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
