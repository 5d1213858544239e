/**
 * GET /api/admin-schema: how the API describes each console resource, so the console draws its
 * lists and forms from the database schema. A reply contract like those in replies/: the API
 * builds these types, the console parses the reply with adminSchemaReply.
 */
import { z } from 'zod';
import { ADMIN_RESOURCES, type AdminResourceName } from './admin-resources.js';

export const ADMIN_FIELD_TYPES = [
  'text',
  'longtext',
  'integer',
  'money',
  'quantity',
  'decimal',
  'boolean',
  'date',
  'datetime',
  'list',
] as const;
export type AdminFieldType = (typeof ADMIN_FIELD_TYPES)[number];

const resourceName = z.custom<AdminResourceName>(
  (value) => typeof value === 'string' && Object.hasOwn(ADMIN_RESOURCES, value),
  { message: 'Not a console resource' },
);

export const adminFieldSchemaReply = z.object({
  name: z.string(),
  type: z.enum(ADMIN_FIELD_TYPES),
  required: z.boolean(),
  /** Filled by the database (ids, timestamps): shown, never edited. */
  readOnly: z.boolean(),
  maxLength: z.number().int().optional(),
  /** The resource this id points at. */
  reference: resourceName.optional(),
  /** Allowed values of an enum column (a multi-select for lists). */
  choices: z
    .array(z.union([z.string(), z.number()]))
    .readonly()
    .optional(),
});

/** One back-office table as the signed-in role sees it. */
export const adminResourceSchemaReply = z.object({
  name: resourceName,
  label: z.string(),
  primaryKey: z.string(),
  /** False: the role may only read it, or its rows come from a dedicated flow (bookings, orders). */
  canWrite: z.boolean(),
  fields: z.array(adminFieldSchemaReply),
});

/** The resources the signed-in role may read. */
export const adminSchemaReply = z.array(adminResourceSchemaReply);

/**
 * GET /api/admin-names/<resource>?ids=[…]: rows of a table by name only, for a grid that points
 * at them when its reader may not open that table ("Created by: Rosa Ajú", not "3").
 */
export const adminNamesReply = z.array(z.object({ id: z.union([z.number(), z.string()]), name: z.string() }));
export type AdminNamesReply = z.infer<typeof adminNamesReply>;

export type AdminFieldSchema = z.infer<typeof adminFieldSchemaReply>;
export type AdminResourceSchema = z.infer<typeof adminResourceSchemaReply>;
