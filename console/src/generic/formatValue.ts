import type { RaRecord } from 'react-admin';
import { formatCalendarDate, formatInstant } from '../format/dates';
import { formatMoney } from '../format/money';
import type { FieldSchema } from '../schema/resourceSchema';
import { humanize } from '@lakeside/contracts';

/**
 * A field's value as plain text: table cells, phone list lines and CSV-like summaries all
 * agree on it. Money gets the record's currency, dates the retreat's calendar.
 */
export function formatValue(field: FieldSchema, record: RaRecord | undefined): string {
  const value: unknown = record?.[field.name];
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'money':
      return formatMoney(textOf(value), typeof record?.currency === 'string' ? record.currency : undefined);
    case 'date':
      return formatCalendarDate(textOf(value));
    case 'datetime':
      return formatInstant(textOf(value));
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'list':
      return Array.isArray(value) && value.every(isPrimitive)
        ? value.map((item) => (field.choices ? humanize(item) : String(item))).join(', ')
        : JSON.stringify(value);
    default:
      return field.choices && isPrimitive(value) ? humanize(value) : textOf(value);
  }
}

function isPrimitive(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

/** Text of any JSON value; objects as JSON rather than "[object Object]". */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
