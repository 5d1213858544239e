import { BadRequestException } from '@nestjs/common';
import { ERROR_MESSAGES } from '@lakeside/contracts';
import {
  Equal,
  In,
  IsNull,
  LessThanOrEqual,
  Like,
  MoreThanOrEqual,
  type FindOptionsOrder,
  type FindOptionsWhere,
  type ObjectLiteral,
} from 'typeorm';
import type { WritableColumns } from './column-rules.js';

/** react-admin's simple-rest protocol: `sort=["title","ASC"]`, `range=[0,24]`, `filter={"q":"…"}`. */
export interface ListParams {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ListQuery<Entity extends ObjectLiteral> {
  where: FindOptionsWhere<Entity> | Array<FindOptionsWhere<Entity>>;
  order: FindOptionsOrder<Entity>;
  skip: number;
  take: number;
}

/** One page is at most this many rows, whatever the client asks. */
export const MAX_PAGE_SIZE = 500;

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(name, `${name} must be JSON`);
  }
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ message: ERROR_MESSAGES.validationFailed, errors: [{ field, message }] });
}

/**
 * Turns simple-rest parameters into TypeORM find options, accepting only real columns.
 * Filters: `field: value` (equal), `field: [a, b]` (any of), `field: null`, `field_gte` /
 * `field_lte` (ranges, e.g. dates), and `q` — a case-insensitive search over the text columns.
 */
export function parseListQuery<Entity extends ObjectLiteral>(
  params: ListParams,
  columns: WritableColumns & { sortable: Set<string>; searchable: string[] },
): ListQuery<Entity> {
  const sort = parseJson('sort', params.sort) ?? ['id', 'ASC'];
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !columns.sortable.has(sort[0])) {
    throw invalid('sort', 'Sort by one of the listed columns');
  }
  const direction = String(sort[1] ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC';

  const range = parseJson('range', params.range) ?? [0, 24];
  if (
    !Array.isArray(range) ||
    !Number.isInteger(range[0]) ||
    !Number.isInteger(range[1]) ||
    range[0] < 0 ||
    range[1] < range[0]
  ) {
    throw invalid('range', 'Range must be [first, last] row numbers');
  }
  const [first, last] = range as [number, number];

  const filter = parseJson('filter', params.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw invalid('filter', 'Filter must be an object');

  const where: Record<string, unknown> = {};
  let search: string | undefined;
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (key === 'q') {
      if (typeof value === 'string' && value.trim()) search = value.trim();
      continue;
    }
    const [, property = key, bound] = /^(.*?)(?:_(gte|lte))?$/.exec(key) ?? [];
    if (!columns.sortable.has(property)) throw invalid(`filter.${key}`, `Cannot filter by ${key}`);
    if (bound === 'gte') where[property] = MoreThanOrEqual(value);
    else if (bound === 'lte') where[property] = LessThanOrEqual(value);
    else if (value === null) where[property] = IsNull();
    else if (Array.isArray(value)) where[property] = In(value);
    else where[property] = Equal(value);
  }

  // No escaping of % and _: SQLite has no default LIKE escape, and a wildcard typed into the
  // search box only widens a staff member's own search.
  const searchWhere =
    search === undefined || columns.searchable.length === 0
      ? (where as FindOptionsWhere<Entity>)
      : columns.searchable.map((column) => ({ ...where, [column]: Like(`%${search}%`) }) as FindOptionsWhere<Entity>);

  return {
    where: searchWhere,
    order: { [sort[0]]: direction } as FindOptionsOrder<Entity>,
    skip: first,
    take: Math.min(last - first + 1, MAX_PAGE_SIZE),
  };
}
