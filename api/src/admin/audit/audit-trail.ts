import type { EntityManager } from 'typeorm';
import type { AdminUser } from '../../auth/admin-user.entity.js';
import { AuditEntry } from './audit-entry.entity.js';

export interface AuditRecord {
  action: AuditEntry['action'];
  /** Console resource name, e.g. 'expenses'. */
  resource: string;
  recordId: string | number;
  changes: AuditEntry['changes'];
}

/**
 * Writes one audit row with the change it describes, through the same transaction's manager,
 * so a change and its trail commit or roll back together.
 */
export async function recordAudit(manager: EntityManager, staff: AdminUser, record: AuditRecord): Promise<void> {
  const entry = Object.assign(new AuditEntry(), {
    staffUserId: staff.id,
    staffUsername: staff.username,
    action: record.action,
    resource: record.resource,
    recordId: String(record.recordId),
    // Plain JSON (dates as ISO strings) so the trail reads the same on both drivers.
    changes: JSON.parse(JSON.stringify(record.changes)) as AuditEntry['changes'],
  });
  await manager.save(entry);
}
