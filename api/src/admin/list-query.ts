import {
  And,
  Equal,
  In,
  IsNull,
  LessThanOrEqual,
  Like,
  MoreThanOrEqual,
  type FindOperator,
  type FindOptionsOrder,
  type FindOptionsWhere,
  type ObjectLiteral,
} from 'typeorm';
import { MAX_PAGE_SIZE, type FilterCondition, type ListParams } from './list-params.schema.js';

export interface ListQuery<Entity extends ObjectLiteral> {
  where: FindOptionsWhere<Entity> | Array<FindOptionsWhere<Entity>>;
  order: FindOptionsOrder<Entity>;
  skip: number;
  take: number;
}

function operator(condition: FilterCondition): FindOperator<unknown> {
  switch (condition.operator) {
    case 'equal':
      return Equal(condition.value);
    case 'in':
      return In(condition.value);
    case 'null':
      return IsNull();
    case 'gte':
      return MoreThanOrEqual(condition.value);
    case 'lte':
      return LessThanOrEqual(condition.value);
  }
}

/**
 * Turns validated list parameters (list-params.schema.ts) into TypeORM find options.
 * Filters: `field: value` (equal), `field: [a, b]` (any of), `field: null`, `field_gte` /
 * `field_lte` (ranges, e.g. dates), and `q` — a case-insensitive search over `searchable`.
 */
export function toListQuery<Entity extends ObjectLiteral>(
  { sort, range, filter }: ListParams,
  searchable: string[],
): ListQuery<Entity> {
  const operators = new Map<string, Array<FindOperator<unknown>>>();
  for (const condition of filter.conditions) {
    operators.set(condition.property, [...(operators.get(condition.property) ?? []), operator(condition)]);
  }
  // A date range sends `date_gte` and `date_lte`: both hold, neither replaces the other.
  const where = Object.fromEntries(
    [...operators].map(([property, list]) => [property, list.length > 1 ? And(...list) : list[0]]),
  );

  // No escaping of % and _: SQLite has no default LIKE escape, and a wildcard typed into the
  // search box only widens a staff member's own search.
  const { search } = filter;
  const searchWhere =
    search === undefined || searchable.length === 0
      ? (where as FindOptionsWhere<Entity>)
      : searchable.map((column) => ({ ...where, [column]: Like(`%${search}%`) }) as FindOptionsWhere<Entity>);

  return {
    where: searchWhere,
    order: { [sort.property]: sort.direction } as FindOptionsOrder<Entity>,
    skip: range.first,
    take: Math.min(range.last - range.first + 1, MAX_PAGE_SIZE),
  };
}
