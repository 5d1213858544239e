import type { RaRecord, TranslateFunction } from 'react-admin';
import { formatCalendarDate, formatInstant } from '../format/dates';
import { formatMoney } from '../format/money';
import type { FieldSchema } from '../schema/resourceSchema';
import { choiceLabel } from '../schema/resourceLabels';

/**
 * A field's value as plain text: table cells, phone list lines and CSV-like summaries all
 * agree on it. Money gets the record's currency, dates the retreat's calendar, enum values and
 * yes/no the console's language (`translate` is react-admin's).
 */
export function formatValue(field: FieldSchema, record: RaRecord | undefined, translate: TranslateFunction): string {
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
      return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'list':
      return Array.isArray(value) && value.every(isPrimitive)
        ? value.map((item) => (field.choices ? choiceLabel(item) : String(item))).join(', ')
        : JSON.stringify(value);
    default:
      return field.choices && isPrimitive(value) ? choiceLabel(value) : textOf(value);
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
