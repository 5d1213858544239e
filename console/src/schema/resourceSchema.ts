import type { AdminResourceSchema as ResourceSchema } from '@lakeside/contracts';

/** The API's description of a column and of a table (GET /api/admin-schema), from the contracts. */
export type {
  AdminFieldType as FieldType,
  AdminFieldSchema as FieldSchema,
  AdminResourceSchema as ResourceSchema,
} from '@lakeside/contracts';

/** What a resource's `options` carry: react-admin reads the menu and page label from it. */
export interface ResourceOptions {
  label: string;
}

/** Money is shown with the record's own currency when the table has one. */
export function hasCurrency(schema: ResourceSchema): boolean {
  return schema.fields.some((field) => field.name === 'currency');
}
