import { TZDate } from '@date-fns/tz';
import { columnLabel, humanize, type AdminFieldSchema } from '@lakeside/contracts';
import { format } from 'date-fns';
import type { CsvCell } from '../../common/csv/csv-download.js';
import { RETREAT_TIME_ZONE } from '../../common/time/retreat-clock.js';

/** A column's heading in an export: as the grid labels it, times saying their zone. */
export function csvHeading(field: AdminFieldSchema): string {
  // A reference is headed by what it names, as react-admin heads it: vendorId → "Vendor".
  const label = columnLabel(field.reference ? field.name.replace(/(?<=.)Id$/, '') : field.name);
  return field.type === 'datetime' ? `${label} (${RETREAT_TIME_ZONE})` : label;
}

/**
 * One value as staff read it in the grid: times at the retreat, yes/no, enum values in words,
 * a reference by the name of the row it points at (`names`: id → name of that table's rows).
 */
export function csvCell(field: AdminFieldSchema, value: unknown, names?: ReadonlyMap<string, string>): CsvCell {
  if (value === null || value === undefined) return null;
  if (names) return names.get(keyText(value)) ?? `#${keyText(value)}`;
  if (field.type === 'datetime' && (value instanceof Date || typeof value === 'string')) {
    return format(new TZDate(new Date(value), RETREAT_TIME_ZONE), 'yyyy-MM-dd HH:mm');
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map((item) => cellText(field, item)).join('; ');
  return cellText(field, value);
}

function cellText(field: AdminFieldSchema, value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return field.choices ? humanize(value) : String(value);
  return JSON.stringify(value) ?? '';
}

/** An id as the names map keys it. */
export function keyText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}
