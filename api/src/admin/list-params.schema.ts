/**
 * The query of a console list, as ra-data-simple-rest sends it: `sort=["title","ASC"]`,
 * `range=[0,24]`, `filter={"q":"…","categoryId":3,"date_gte":"2025-01-01"}`, each JSON in
 * one query parameter. Whatever the list cannot run exactly as asked is refused here with a 400
 * naming the parameter, so no malformed value ever reaches the database as SQL it rejects (a
 * nested object, Infinity, an offset beyond 64 bits were all 500s before).
 * The console never builds these by hand (react-admin does), so the schema lives in the API.
 */
import { isRecord } from '@lakeside/contracts';
import { z } from 'zod';

/** One page is at most this many rows, whatever the client asks (the console asks 25). */
export const MAX_PAGE_SIZE = 500;
/** The highest row number a range may name: beyond any table here, within every database's OFFSET. */
export const MAX_ROW_NUMBER = 2_147_483_647;
/** Values in one `field: [a, b, …]` filter: react-admin's getMany asks for at most a page of ids. */
export const MAX_FILTER_VALUES = MAX_PAGE_SIZE;

export const LIST_MESSAGES = {
  onlyListParameters: 'A list takes only sort, range and filter',
  sort: 'Sort must be ["column", "ASC" or "DESC"] with one of the listed columns',
  range: `Range must be [first, last] row numbers with 0 ≤ first ≤ last ≤ ${MAX_ROW_NUMBER}`,
  filter: 'Filter must be a JSON object of columns and values',
  search: 'Search (q) must be text',
  unknownFilter: (key: string) => `Cannot filter by ${key}`,
  filterValue: (key: string) =>
    `Filter ${key} must be text, a number, true or false, null, or a list of up to ${MAX_FILTER_VALUES} of those`,
  boundValue: (key: string) => `Filter ${key} must be text or a number`,
} as const;

type Scalar = string | number | boolean;

export type FilterCondition =
  | { property: string; operator: 'equal' | 'gte' | 'lte'; value: Scalar }
  | { property: string; operator: 'in'; value: Scalar[] }
  | { property: string; operator: 'null' };

export interface ListFilter {
  conditions: FilterCondition[];
  /** `q`: a case-insensitive search over the text columns. */
  search?: string;
}

// z.number() already refuses Infinity (JSON's 1e400), which no database can compare with.
const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** A query parameter holding JSON; one message for the parameter, whatever is wrong inside it. */
function jsonParameter<Schema extends z.ZodType>(message: string, schema: Schema) {
  return z
    .string({ error: message })
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

function isPair<T>(value: unknown, isItem: (item: unknown) => item is T): value is [T, T] {
  return Array.isArray(value) && value.length === 2 && value.every(isItem);
}

function isRowNumber(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_ROW_NUMBER;
}

/** `field`, `field_gte`, `field_lte` and `q`, each checked against the list's columns. */
function parseFilter(filter: Record<string, unknown>, columns: ReadonlySet<string>, ctx: z.RefinementCtx): ListFilter {
  const parsed: ListFilter = { conditions: [] };
  const refuse = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
  // Object.entries: a "__proto__" key from JSON.parse is an own key like any other, refused below.
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') {
      if (typeof value === 'string') parsed.search = value.trim() || undefined;
      else if (value !== null) refuse(key, LIST_MESSAGES.search);
      continue;
    }
    const [, property = '', bound] = /^(.+?)(?:_(gte|lte))?$/.exec(key) ?? [];
    if (!columns.has(property)) {
      refuse(key, LIST_MESSAGES.unknownFilter(key));
    } else if (bound === 'gte' || bound === 'lte') {
      const limit = z.union([z.string(), z.number()]).safeParse(value);
      if (limit.success) parsed.conditions.push({ property, operator: bound, value: limit.data });
      else refuse(key, LIST_MESSAGES.boundValue(key));
    } else if (value === null) {
      parsed.conditions.push({ property, operator: 'null' });
    } else if (Array.isArray(value)) {
      const list = z.array(scalar).max(MAX_FILTER_VALUES).safeParse(value);
      if (list.success) parsed.conditions.push({ property, operator: 'in', value: list.data });
      else refuse(key, LIST_MESSAGES.filterValue(key));
    } else {
      const one = scalar.safeParse(value);
      if (one.success) parsed.conditions.push({ property, operator: 'equal', value: one.data });
      else refuse(key, LIST_MESSAGES.filterValue(key));
    }
  }
  return parsed;
}

/** The list query of one resource: sortable and filterable by `columns`, by `defaultSort` when unsorted. */
export function makeListParamsSchema(columns: ReadonlySet<string>, defaultSort: string) {
  // One message per parameter, at the parameter: not one per element of the pair.
  const sort = z
    .custom<[string, string]>(
      (value) =>
        isPair(value, (item): item is string => typeof item === 'string') &&
        columns.has(value[0]) &&
        /^(asc|desc)$/i.test(value[1]),
      { error: LIST_MESSAGES.sort },
    )
    .transform(([property, direction]) => ({ property, direction: direction.toUpperCase() as 'ASC' | 'DESC' }));
  const range = z
    .custom<[number, number]>((value) => isPair(value, isRowNumber) && value[1] >= value[0], {
      error: LIST_MESSAGES.range,
    })
    .transform(([first, last]) => ({ first, last }));
  const filter = z
    .custom<Record<string, unknown>>(isRecord, { error: LIST_MESSAGES.filter })
    .transform((value, ctx) => parseFilter(value, columns, ctx));

  return z.strictObject(
    {
      sort: jsonParameter(LIST_MESSAGES.sort, sort).default({ property: defaultSort, direction: 'ASC' }),
      range: jsonParameter(LIST_MESSAGES.range, range).default({ first: 0, last: 24 }),
      filter: jsonParameter(LIST_MESSAGES.filter, filter).default({ conditions: [] }),
    },
    { error: LIST_MESSAGES.onlyListParameters },
  );
}

export type ListParams = z.output<ReturnType<typeof makeListParamsSchema>>;
