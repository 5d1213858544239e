import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '@lakeside/contracts';
import { BooleanColumn, CreatedAt, TextColumn, TimestampColumn, UpdatedAt } from '../database/columns.js';

/** What a staff member may do; every staff endpoint checks it on the server. */
export type AdminRole = 'admin' | 'manager' | 'staff';

/** A staff login for the console (`admin_users`). */
@Entity('admin_users')
export class AdminUser {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @TextColumn(100)
  username: string;

  /** An argon2id hash in PHC form (`$argon2id$v=19$…`), never the password itself. */
  @TextColumn(255)
  password: string;

  /** admin | manager | staff; new logins get the least power. */
  @TextColumn(20, { default: 'staff' })
  role: AdminRole;

  /** The name shown in the console; the username when null. */
  @TextColumn(100, { nullable: true })
  displayName: string | null;

  /** The console's language this person chose (en | es); null follows the browser's. */
  @TextColumn(2, { nullable: true })
  language: Language | null;

  /** A deactivated login cannot sign in; the row stays for the audit trail. */
  @BooleanColumn(true)
  isActive: boolean;

  @TimestampColumn({ nullable: true })
  lastLoginAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
