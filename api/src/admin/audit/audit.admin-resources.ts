import type { AdminResourceDefinitions } from '../admin-resource-definition.js';
import { AuditEntry } from './audit-entry.entity.js';

/** The trail of console changes, shown read-only (ADMIN_RESOURCES gives nobody write access). */
export const AUDIT_ADMIN_RESOURCES = {
  'audit-log': { entity: AuditEntry },
} satisfies AdminResourceDefinitions;
