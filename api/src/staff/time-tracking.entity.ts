import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { StaffPosition } from '@lakeside/contracts';
import {
  CreatedAt,
  decimalTransformer,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  TimestampColumn,
  UpdatedAt,
} from '../database/columns.js';
import { StaffMember } from './staff-member.entity.js';

/**
 * One worked shift as clocked (`time_tracking`). Pay records: a staff member with clocked
 * hours cannot be deleted (RESTRICT).
 */
@Entity('time_tracking')
@Index('IDX_time_tracking_staff_clockIn', ['staffId', 'clockIn'])
@Index('IDX_time_tracking_clockIn', ['clockIn'])
export class TimeTracking {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  staffId: number;

  @ManyToOne(() => StaffMember, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'staffId', foreignKeyConstraintName: 'FK_time_tracking_staffId' })
  staff: Relation<StaffMember>;

  @TimestampColumn()
  clockIn: Date;

  /** Null while the shift is still running. */
  @TimestampColumn({ nullable: true })
  clockOut: Date | null;

  /**
   * The member's id while the entry is not clocked out, else null: unique, so a member has one
   * open entry and the second of two racing clock-ins is refused by the database.
   */
  @Column({ type: 'int', nullable: true })
  @Index({ unique: true })
  openStaffId: number | null;

  @TimestampColumn({ nullable: true })
  breakStart: Date | null;

  @TimestampColumn({ nullable: true })
  breakEnd: Date | null;

  /**
   * Hours worked, breaks excluded, e.g. "7.50"; DECIMAL(10,2) read as a string like money.
   * Derived from the clock times on every write (time-entry-rules.ts), never typed.
   */
  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: decimalTransformer(2) })
  totalHours: string | null;

  /** The member's rate when the entry was written, copied so later raises do not change past pay. */
  @MoneyColumn({ nullable: true })
  hourlyRate: string | null;

  /** totalHours × hourlyRate at straight time, in quetzales; the week adds overtime's surcharge. */
  @MoneyColumn({ nullable: true })
  totalPay: string | null;

  @TextColumn(20, { nullable: true })
  position: StaffPosition | null;

  @LongTextColumn({ nullable: true })
  notes: string | null;

  /** admin_users.id of the manager who approved the hours; no FK so history survives. */
  @Column({ type: 'int', nullable: true })
  approvedBy: number | null;

  @TimestampColumn({ nullable: true })
  approvedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
