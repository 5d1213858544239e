import type { RaRecord } from 'react-admin';
import type { ResourceSchema } from './resourceSchema';

/** Columns that name a row well enough to stand for it in a reference, most telling first. */
const NAMING_FIELDS = [
  'name',
  'title',
  'guestName',
  'vendorName',
  'accountName',
  'budgetName',
  'customerName',
  'invoiceNumber',
  'orderNumber',
  'membershipNumber',
  'employeeId',
  'username',
  'email',
  'startTime',
  'description',
] as const;

/**
 * How a row of this table is named in references, titles and phone lists: a person by
 * first and last name, anything else by its first naming column, else by its id.
 */
export function recordRepresentationOf(schema: ResourceSchema): (record: RaRecord) => string {
  if (isPerson(schema)) {
    return (record) =>
      [record.firstName, record.lastName].filter((name) => typeof name === 'string' && name).join(' ') ||
      `#${String(record.id)}`;
  }
  const naming = namingFieldOf(schema);
  return (record) => {
    const value: unknown = naming ? record[naming] : undefined;
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    return text || `#${String(record.id)}`;
  };
}

function isPerson(schema: ResourceSchema): boolean {
  const names = new Set(schema.fields.map((field) => field.name));
  return names.has('firstName') && names.has('lastName') && !names.has('name');
}

/** The column a row is named by (undefined for people and for tables named only by id). */
export function namingFieldOf(schema: ResourceSchema): string | undefined {
  if (isPerson(schema)) return undefined;
  return NAMING_FIELDS.find((name) => schema.fields.some((field) => field.name === name));
}
