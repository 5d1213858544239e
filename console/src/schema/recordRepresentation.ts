import { namingFieldOf as namingFieldOfColumns, recordNameOf } from '@lakeside/contracts';
import type { RaRecord } from 'react-admin';
import type { ResourceSchema } from './resourceSchema';

const fieldNames = (schema: ResourceSchema) => schema.fields.map((field) => field.name);

/** How a row of this table is named in references, titles and phone lists (the API's exports name it alike). */
export function recordRepresentationOf(schema: ResourceSchema): (record: RaRecord) => string {
  return recordNameOf(fieldNames(schema));
}

/** The column a row is named by (undefined for people and for tables named only by id). */
export function namingFieldOf(schema: ResourceSchema): string | undefined {
  return namingFieldOfColumns(fieldNames(schema));
}
