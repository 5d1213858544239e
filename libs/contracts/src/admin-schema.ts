import type { AdminResourceName } from './admin-resources.js';

/**
 * GET /api/admin-schema: how the API describes each console resource, so the console draws its
 * lists and forms from the database schema. Shared by the API (which builds it) and the console.
 */
export type AdminFieldType =
  'text' | 'longtext' | 'integer' | 'money' | 'quantity' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'list';

export interface AdminFieldSchema {
  name: string;
  type: AdminFieldType;
  required: boolean;
  /** Filled by the database (ids, timestamps): shown, never edited. */
  readOnly: boolean;
  maxLength?: number;
  /** The resource this id points at. */
  reference?: AdminResourceName;
  /** Allowed values of an enum column (a multi-select for lists). */
  choices?: readonly (string | number)[];
}

/** One back-office table as the signed-in role sees it. */
export interface AdminResourceSchema {
  name: AdminResourceName;
  label: string;
  primaryKey: string;
  /** False: the role may only read it, or its rows come from a dedicated flow (bookings, orders). */
  canWrite: boolean;
  fields: AdminFieldSchema[];
}
