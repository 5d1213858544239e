import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BooleanColumn, CreatedAt, TextColumn, TimestampColumn, UpdatedAt } from '../database/columns.js';

/**
 * A guest account (`users`), as returned by `GET /api/auth/user`. Bookings never need one;
 * the row exists for guests who sign in. Staff sign in as `admin_users` instead.
 */
@Entity('users')
export class User {
  /** A UUID string (spec §3), generated on insert when the identity provider gives none. */
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Unique when present; null when the identity provider shares no e-mail (NULLs never collide). */
  @Index({ unique: true })
  @TextColumn(255, { nullable: true })
  email: string | null;

  @TextColumn(100, { nullable: true })
  firstName: string | null;

  @TextColumn(100, { nullable: true })
  lastName: string | null;

  @TextColumn(500, { nullable: true })
  profileImageUrl: string | null;

  @BooleanColumn(true)
  isFirstTimeUser: boolean;

  @BooleanColumn(false)
  hasCompletedOnboarding: boolean;

  @TimestampColumn({ nullable: true })
  lastLoginAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
