import { isCalendarDate } from '@lakeside/contracts';
import { columnLabel, type FieldError } from '@lakeside/contracts';
import type { EntityMetadata } from 'typeorm';

type ColumnMetadata = EntityMetadata['columns'][number];

/**
 * Validation derived from the schema itself: every console write is checked against the
 * columns it touches (type, text limit, decimals, dates, required), so no table needs its
 * own hand-written rules to be safe. Resources with a form schema in @lakeside/contracts
 * run that first, for its messages (docs/requirements/back-office.md#generic-tables).
 */
const DECIMAL = (scale: number) => new RegExp(`^-?\\d{1,${10 - scale}}(\\.\\d{1,${scale}})?$`);

export interface WritableColumns {
  columns: ColumnMetadata[];
  byProperty: Map<string, ColumnMetadata>;
  /** Columns the database fills (ids, timestamps): ignored when a form sends them back. */
  managed: Set<string>;
  /** Allowed values of enum columns (each item's, for lists); anything else is refused. */
  choices: Readonly<Record<string, readonly (string | number)[]>>;
  /** Decimal columns that may go below zero; every other one is 0 or more. */
  signed: Set<string>;
}

export interface ColumnPolicy {
  choices?: Readonly<Record<string, readonly (string | number)[]>>;
  signed?: readonly string[];
}

/** Columns the console may write: not generated ids, not create/update timestamps. */
export function writableColumns(metadata: EntityMetadata, policy: ColumnPolicy = {}): WritableColumns {
  const columns = metadata.columns.filter(
    (column) => !column.isGenerated && !column.isCreateDate && !column.isUpdateDate && !column.relationMetadata,
  );
  // Foreign-key columns declared beside their relation (e.g. categoryId) are plain columns too.
  const relationIds = metadata.columns.filter((column) => column.relationMetadata && !columns.includes(column));
  const all = [...columns, ...relationIds];
  const managed = metadata.columns.filter((column) => !all.includes(column)).map((column) => column.propertyName);
  return {
    columns: all,
    byProperty: new Map(all.map((column) => [column.propertyName, column])),
    managed: new Set(managed),
    choices: policy.choices ?? {},
    signed: new Set(policy.signed ?? []),
  };
}

/** Foreign-key columns report the JavaScript type of the key (Number, String) instead of a SQL type. */
function columnType(column: ColumnMetadata): string {
  if (typeof column.type === 'string') return column.type;
  if (column.type === Number) return 'integer';
  if (column.type === Boolean) return 'boolean';
  if (column.type === Date) return 'datetime';
  return 'varchar';
}

function isRequired(column: ColumnMetadata): boolean {
  return !column.isNullable && column.default === undefined && !column.isGenerated;
}

type Checked = { value: unknown } | { error: string };

/** Checks one value against its column and the resource's rules for it. */
function checkValue(writable: WritableColumns, column: ColumnMetadata, value: unknown): Checked {
  const checked = checkType(column, value, writable.signed.has(column.propertyName));
  const choices = writable.choices[column.propertyName];
  if (!choices || 'error' in checked || checked.value === null) return checked;
  const items = Array.isArray(checked.value) ? (checked.value as unknown[]) : [checked.value];
  return items.every((item) => choices.includes(item as string | number))
    ? checked
    : { error: `${columnLabel(column.propertyName)} must be one of: ${choices.join(', ')}` };
}

/** Checks one value against its column's type; returns the normalised value or an error message. */
function checkType(column: ColumnMetadata, value: unknown, signed: boolean): Checked {
  const name = columnLabel(column.propertyName);
  if (value === null) return column.isNullable ? { value: null } : { error: `${name} is required` };
  const type = columnType(column);
  switch (type) {
    case 'varchar':
    case 'text': {
      if (typeof value !== 'string') return { error: `${name} must be text` };
      const limit = column.length ? Number(column.length) : undefined;
      if (limit && value.length > limit) return { error: `${name} must be at most ${limit} characters` };
      if (value.trim() === '') {
        // As the contracts' optional fields do: an emptied input stores NULL, not ''.
        if (column.isNullable) return { value: null };
        if (isRequired(column)) return { error: `${name} is required` };
      }
      return { value };
    }
    case 'int':
    case 'integer':
      return Number.isInteger(value) ? { value } : { error: `${name} must be a whole number` };
    case 'decimal': {
      const scale = column.scale ?? 2;
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text !== 'string' || !DECIMAL(scale).test(text)) {
        return { error: `${name} must be a number with at most ${scale} decimals` };
      }
      // Prices, rates, amounts and stock are 0 or more; the few signed columns are named.
      if (!signed && text.startsWith('-') && Number(text) !== 0) return { error: `${name} must be 0 or more` };
      return { value: text };
    }
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { error: `${name} must be true or false` };
    case 'date':
      // isCalendarDate refuses a day the month lacks (2024-02-30), which Date.parse rolls over.
      return isCalendarDate(value)
        ? { value }
        : { error: `${name} must be a date (yyyy-MM-dd)` };
    case 'datetime': {
      const parsed = typeof value === 'string' ? new Date(value) : undefined;
      return parsed && !Number.isNaN(parsed.getTime())
        ? { value: parsed }
        : { error: `${name} must be a date and time` };
    }
    case 'simple-json':
      return typeof value === 'object' ? { value } : { error: `${name} must be a list or an object` };
    default:
      return { value };
  }
}

/**
 * Validates a console write against the entity's columns. On create, every required column
 * must be present; on update only the given ones are checked. Unknown fields are refused.
 */
export function checkAgainstColumns(
  writable: WritableColumns,
  input: Record<string, unknown>,
  mode: 'create' | 'update',
): { data: Record<string, unknown>; errors: FieldError[] } {
  const data: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(input)) {
    const column = writable.byProperty.get(field);
    // react-admin sends the whole record back on edit, ids and timestamps included.
    if (!column && writable.managed.has(field)) continue;
    if (!column) {
      errors.push({ field, message: `${columnLabel(field)} cannot be set here` });
      continue;
    }
    if (value === undefined) continue;
    const result = checkValue(writable, column, value);
    if ('error' in result) errors.push({ field, message: result.error });
    else data[field] = result.value;
  }
  if (mode === 'create') {
    for (const column of writable.columns) {
      if (isRequired(column) && input[column.propertyName] === undefined) {
        errors.push({ field: column.propertyName, message: `${columnLabel(column.propertyName)} is required` });
      }
    }
  }
  return { data, errors };
}
