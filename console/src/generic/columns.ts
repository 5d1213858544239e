import type { FieldSchema, ResourceSchema } from '../schema/resourceSchema';
import { translationLabel } from '@lakeside/contracts';

/** Columns shown before staff pick more with the Columns button; more do not fit a laptop. */
const VISIBLE_COLUMNS = 7;

/** Write-only fields (a new password) have no value to show. */
export function isWriteOnly(field: FieldSchema): boolean {
  return field.name === 'password';
}

/**
 * Fields that make a poor default column: long text, raw lists, bookkeeping timestamps, image
 * paths, and the Spanish versions of texts (the English column already names the row).
 */
function isDetail(field: FieldSchema): boolean {
  return (
    field.type === 'longtext' ||
    translationLabel(field.name) !== undefined ||
    (field.type === 'list' && !field.choices) ||
    field.name === 'updatedAt' ||
    /url$/i.test(field.name) ||
    (/Id$/.test(field.name) && !field.reference)
  );
}

/** Every field that can be a column, in schema order. */
export function columnFields(schema: ResourceSchema): FieldSchema[] {
  return schema.fields.filter((field) => !isWriteOnly(field));
}

/** The columns hidden by default: all but the id and the first few telling fields. */
export function defaultHiddenColumns(schema: ResourceSchema): string[] {
  const fields = columnFields(schema);
  const visible = new Set(
    [
      schema.primaryKey,
      ...fields.filter((field) => field.name !== schema.primaryKey && !isDetail(field)).map((field) => field.name),
    ].slice(0, VISIBLE_COLUMNS),
  );
  return fields.map((field) => field.name).filter((name) => !visible.has(name));
}

/** Numbers read best right-aligned. */
export function isNumeric(field: FieldSchema): boolean {
  return ['integer', 'money', 'quantity', 'decimal'].includes(field.type) && !field.reference && !field.choices;
}
