import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, JsonColumn, TextColumn } from '../../database/columns.js';

/**
 * One row per create, update or delete made through the console: who, when, what changed.
 * The username is copied so the trail survives a deleted staff account.
 */
@Entity('audit_log')
@Index('IDX_audit_log_resource_record', ['resource', 'recordId'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  /** admin_users.id of the staff member (no foreign key: history outlives accounts). */
  @Column({ type: 'int', nullable: true })
  staffUserId: number | null;

  @TextColumn(100)
  staffUsername: string;

  /** create | update | delete */
  @TextColumn(10)
  action: 'create' | 'update' | 'delete';

  /** The console resource name, e.g. 'menu-items'. */
  @TextColumn(50)
  resource: string;

  @TextColumn(64)
  recordId: string;

  /** `{ before, after }` of the fields that changed (create: after only; delete: before only). */
  @JsonColumn()
  changes: { before?: Record<string, unknown>; after?: Record<string, unknown> };

  @Index('IDX_audit_log_createdAt')
  @CreatedAt()
  createdAt: Date;
}
