/**
 * ra-data-simple-rest over in-memory tables, as the API's /api/admin/<resource> answers:
 * sort, range and filter (q, field_gte, field_lte, arrays) with Content-Range, and the
 * API's error shapes for validation (400), read-only tables (405) and referenced rows (409).
 */
import {
  budgetSchema,
  makeEventSchema,
  menuItemSchema,
  recipeIngredientSchema,
  RETREAT_TIME_ZONE,
  roomRatePeriodSchema,
  roomSetupSchema,
  saunaRateSchema,
  saunaSlotSchema,
  toFieldErrors,
  vendorSchema,
  weeklyEventTemplateSchema,
  wellnessActivitySchema,
  type FieldError,
} from '@lakeside/contracts';
import type { ZodSafeParseResult } from 'zod';
import type { FakeSchema } from './fixtures';

export type Row = Record<string, unknown> & { id: string | number };
export type Tables = Record<string, Row[]>;

export interface ListResult {
  rows: Row[];
  contentRange: string;
}

/** A cell as text for comparing and searching; objects as JSON. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : text(a).localeCompare(text(b));

function matches(row: Row, key: string, value: unknown, schema: FakeSchema): boolean {
  if (key === 'q') {
    const needle = text(value).toLowerCase();
    return schema.fields.some(
      (field) => ['text', 'longtext'].includes(field.type) && text(row[field.name]).toLowerCase().includes(needle),
    );
  }
  const [, field = key, bound] = /^(.*?)(?:_(gte|lte))?$/.exec(key) ?? [];
  const cell = row[field];
  if (bound === 'gte') return compare(cell, value) >= 0;
  if (bound === 'lte') return compare(cell, value) <= 0;
  if (Array.isArray(value)) return value.map(String).includes(String(cell));
  return String(cell) === String(value);
}

export function listRows(rows: Row[], schema: FakeSchema, params: URLSearchParams): ListResult {
  const [sortField, order] = JSON.parse(params.get('sort') ?? '["id","ASC"]') as [string, string];
  const [first, last] = JSON.parse(params.get('range') ?? '[0,24]') as [number, number];
  const filter = JSON.parse(params.get('filter') ?? '{}') as Record<string, unknown>;
  const matching = rows
    .filter((row) => Object.entries(filter).every(([key, value]) => matches(row, key, value, schema)))
    .sort((a, b) => compare(a[sortField], b[sortField]) * (order === 'DESC' ? -1 : 1));
  const page = matching.slice(first, last + 1);
  const end = page.length ? first + page.length - 1 : first;
  return { rows: page, contentRange: `${schema.name} ${first}-${end}/${matching.length}` };
}

/** Field errors of a write, as the API reports them (required columns, then the form schema). */
export function validationErrors(schema: FakeSchema, row: Row): FieldError[] {
  const errors: FieldError[] = schema.fields
    .filter(
      (field) =>
        field.required &&
        !field.readOnly &&
        (row[field.name] === undefined || row[field.name] === null || row[field.name] === ''),
    )
    .map((field) => ({ field: field.name, message: 'Required' }));
  const formSchema = FORM_SCHEMAS[schema.name];
  if (formSchema) {
    const parsed = formSchema().safeParse(row);
    if (!parsed.success)
      errors.push(...toFieldErrors(parsed.error).filter((error) => !errors.some((e) => e.field === error.field)));
  }
  return errors;
}

/** Today at the retreat, by the real clock, as the API reads it. */
const retreatToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: RETREAT_TIME_ZONE }).format(new Date());

/** The contracts' form schemas the API's tables validate with (api/src/<feature>/*.admin-resources.ts). */
const FORM_SCHEMAS: Record<string, (() => { safeParse(input: unknown): ZodSafeParseResult<unknown> }) | undefined> = {
  'menu-items': () => menuItemSchema,
  events: () => makeEventSchema({ today: retreatToday }),
  'room-rate-periods': () => roomRatePeriodSchema,
  rooms: () => roomSetupSchema,
  'sauna-slots': () => saunaSlotSchema,
  'sauna-rates': () => saunaRateSchema,
  'event-weekly-templates': () => weeklyEventTemplateSchema,
  'wellness-activities': () => wellnessActivitySchema,
  'recipe-ingredients': () => recipeIngredientSchema,
  vendors: () => vendorSchema,
  budgets: () => budgetSchema,
};

/** Rows of other tables that point at this one block its deletion (the API answers 409). */
export function isReferenced(tables: Tables, schemas: FakeSchema[], resource: string, id: string | number): boolean {
  return schemas.some((schema) =>
    schema.fields.some(
      (field) =>
        field.reference === resource &&
        (tables[schema.name] ?? []).some((row) => String(row[field.name]) === String(id)),
    ),
  );
}
