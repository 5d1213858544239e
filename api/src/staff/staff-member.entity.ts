import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { StaffDepartment, StaffPosition } from '@lakeside/contracts';
import {
  BooleanColumn,
  CreatedAt,
  DateOnlyColumn,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  UpdatedAt,
} from '../database/columns.js';
import { User } from '../auth/user.entity.js';

/** Someone who works at the retreat. Deactivated rather than deleted once they have hours. */
@Entity('staff_members')
@Unique('UQ_staff_members_employeeId', ['employeeId'])
@Unique('UQ_staff_members_userId', ['userId'])
@Index('IDX_staff_members_department', ['department'])
export class StaffMember {
  @PrimaryGeneratedColumn()
  id: number;

  /**
   * The person's website account (users.id, a uuid), if any; one account per staff member.
   * Cleared if the account is deleted (SET NULL).
   */
  @TextColumn(36, { nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_staff_members_userId' })
  user: Relation<User> | null;

  /**
   * The member's staff login (admin_users.id), which clocks them in from "My time"; one login
   * per member. No FK: a deleted login leaves the member and their hours as they were.
   */
  @Column({ type: 'int', nullable: true })
  @Index({ unique: true })
  adminUserId: number | null;

  /** argon2 hash of the member's tablet PIN; null until a manager sets one. Never sent out. */
  @TextColumn(255, { nullable: true })
  pinHash: string | null;

  /** Payroll number such as "EMP-007" (max 20). */
  @TextColumn(20)
  employeeId: string;

  @TextColumn(100)
  firstName: string;

  @TextColumn(100)
  lastName: string;

  @TextColumn(255, { nullable: true })
  email: string | null;

  @TextColumn(20, { nullable: true })
  phone: string | null;

  @TextColumn(20)
  position: StaffPosition;

  @TextColumn(20)
  department: StaffDepartment;

  /** Quetzales per hour; null for salaried staff or volunteers. */
  @MoneyColumn({ nullable: true })
  hourlyRate: string | null;

  @DateOnlyColumn()
  hireDate: string;

  @BooleanColumn(true)
  isActive: boolean;

  @TextColumn(100, { nullable: true })
  emergencyContact: string | null;

  @TextColumn(20, { nullable: true })
  emergencyPhone: string | null;

  @LongTextColumn({ nullable: true })
  notes: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
