import { randomUUID } from 'node:crypto';
import { BeforeInsert, Entity, Index, PrimaryColumn } from 'typeorm';
import { BooleanColumn, CreatedAt, TextColumn, TimestampColumn, UpdatedAt } from '../database/columns.js';

/**
 * A guest account (`users`), as returned by `GET /api/auth/user`. Bookings never need one;
 * the row exists for guests who sign in. Staff sign in as `admin_users` instead.
 */
@Entity('users')
export class User {
  /**
   * A UUID string (docs/requirements/data-model.md#tables-and-columns). A plain varchar(36) rather
   * than a generated 'uuid' column, which TypeORM would map to a different type per driver
   * (native UUID on MariaDB).
   */
  @PrimaryColumn({ type: 'varchar', length: 36 })
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

  /** Gives a new account its id when the caller (e.g. the identity provider's subject) gave none. */
  @BeforeInsert()
  protected assignId(): void {
    this.id ??= randomUUID();
  }
}
