import type { AdminResourceName } from '@lakeside/contracts';

/** How the API describes a column (GET /api/admin-schema); decides its column, input and filter. */
export type FieldType =
  'text' | 'longtext' | 'integer' | 'money' | 'quantity' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'list';

export interface FieldSchema {
  name: string;
  type: FieldType;
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
export interface ResourceSchema {
  name: AdminResourceName;
  label: string;
  primaryKey: string;
  /** False: the role may only read it, or its rows come from a dedicated flow (bookings, orders). */
  canWrite: boolean;
  fields: FieldSchema[];
}

/** What a resource's `options` carry: react-admin reads the menu and page label from it. */
export interface ResourceOptions {
  label: string;
}

/** Money is shown with the record's own currency when the table has one. */
export function hasCurrency(schema: ResourceSchema): boolean {
  return schema.fields.some((field) => field.name === 'currency');
}
