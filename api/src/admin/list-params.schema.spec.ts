import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES, MAX_FILTER_VALUES, makeListParamsSchema } from './list-params.schema.js';

const schema = makeListParamsSchema(new Set(['id', 'title', 'price', 'servedOn']), 'id');

function errorsOf(query: Record<string, unknown>): Array<{ field: string; message: string }> {
  const result = schema.safeParse(query);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

describe('list parameters', () => {
  it.each([
    {
      name: 'nothing: the first page by primary key',
      query: {},
      expected: {
        sort: { property: 'id', direction: 'ASC' },
        range: { first: 0, last: 24 },
        filter: { conditions: [] },
      },
    },
    {
      name: 'what react-admin sends',
      query: { sort: '["title","DESC"]', range: '[25,49]', filter: '{}' },
      expected: { sort: { property: 'title', direction: 'DESC' }, range: { first: 25, last: 49 } },
    },
    {
      name: 'a lower-case direction',
      query: { sort: '["price","asc"]' },
      expected: { sort: { property: 'price', direction: 'ASC' } },
    },
    {
      name: 'the last row number there can be',
      query: { range: '[2147483647,2147483647]' },
      expected: { range: { first: 2147483647, last: 2147483647 } },
    },
    {
      name: 'every kind of filter',
      query: {
        filter:
          '{"q":" soup ","id":[1,2],"title":null,"price":"12.50","servedOn_gte":"2025-01-01","servedOn_lte":"2025-01-31"}',
      },
      expected: {
        filter: {
          search: 'soup',
          conditions: [
            { property: 'id', operator: 'in', value: [1, 2] },
            { property: 'title', operator: 'null' },
            { property: 'price', operator: 'equal', value: '12.50' },
            { property: 'servedOn', operator: 'gte', value: '2025-01-01' },
            { property: 'servedOn', operator: 'lte', value: '2025-01-31' },
          ],
        },
      },
    },
  ])('accepts $name', ({ query, expected }) => {
    const result = schema.safeParse(query);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject(expected);
  });

  it.each([
    { name: 'sort that is not JSON', query: { sort: '[title,ASC]' }, field: 'sort', message: LIST_MESSAGES.sort },
    {
      name: 'sort by an unknown column',
      query: { sort: '["password","ASC"]' },
      field: 'sort',
      message: LIST_MESSAGES.sort,
    },
    {
      name: 'sort by an inherited name',
      query: { sort: '["constructor","ASC"]' },
      field: 'sort',
      message: LIST_MESSAGES.sort,
    },
    { name: 'an unknown direction', query: { sort: '["id","SIDEWAYS"]' }, field: 'sort', message: LIST_MESSAGES.sort },
    { name: 'sort without a direction', query: { sort: '["id"]' }, field: 'sort', message: LIST_MESSAGES.sort },
    {
      name: 'sort given twice',
      query: { sort: ['["id","ASC"]', '["id","DESC"]'] },
      field: 'sort',
      message: LIST_MESSAGES.sort,
    },
    { name: 'a range that is not JSON', query: { range: '0-24' }, field: 'range', message: LIST_MESSAGES.range },
    { name: 'a negative range', query: { range: '[-1,5]' }, field: 'range', message: LIST_MESSAGES.range },
    { name: 'an unordered range', query: { range: '[5,1]' }, field: 'range', message: LIST_MESSAGES.range },
    { name: 'a fractional range', query: { range: '[0.5,9]' }, field: 'range', message: LIST_MESSAGES.range },
    { name: 'a range beyond 64 bits', query: { range: '[1e20,1e20]' }, field: 'range', message: LIST_MESSAGES.range },
    {
      name: 'a range past the last row number',
      query: { range: '[0,2147483648]' },
      field: 'range',
      message: LIST_MESSAGES.range,
    },
    { name: 'a range of three', query: { range: '[0,1,2]' }, field: 'range', message: LIST_MESSAGES.range },
    { name: 'a filter that is a list', query: { filter: '[1]' }, field: 'filter', message: LIST_MESSAGES.filter },
    { name: 'a filter that is not JSON', query: { filter: '{' }, field: 'filter', message: LIST_MESSAGES.filter },
    {
      name: 'an unknown column',
      query: { filter: '{"nope":1}' },
      field: 'filter.nope',
      message: LIST_MESSAGES.unknownFilter('nope'),
    },
    {
      name: 'an unknown operator',
      query: { filter: '{"price_ne":1}' },
      field: 'filter.price_ne',
      message: LIST_MESSAGES.unknownFilter('price_ne'),
    },
    {
      name: 'a __proto__ key',
      query: { filter: '{"__proto__":{"id":1}}' },
      field: 'filter.__proto__',
      message: LIST_MESSAGES.unknownFilter('__proto__'),
    },
    {
      name: 'a nested object',
      query: { filter: '{"id":{"a":1}}' },
      field: 'filter.id',
      message: LIST_MESSAGES.filterValue('id'),
    },
    {
      name: 'a nested list',
      query: { filter: '{"id":[[1]]}' },
      field: 'filter.id',
      message: LIST_MESSAGES.filterValue('id'),
    },
    {
      name: 'Infinity',
      query: { filter: '{"price":1e400}' },
      field: 'filter.price',
      message: LIST_MESSAGES.filterValue('price'),
    },
    {
      name: 'a list bound',
      query: { filter: '{"price_gte":[1,2]}' },
      field: 'filter.price_gte',
      message: LIST_MESSAGES.boundValue('price_gte'),
    },
    {
      name: 'a null bound',
      query: { filter: '{"price_lte":null}' },
      field: 'filter.price_lte',
      message: LIST_MESSAGES.boundValue('price_lte'),
    },
    {
      name: 'a search that is not text',
      query: { filter: '{"q":1}' },
      field: 'filter.q',
      message: LIST_MESSAGES.search,
    },
    {
      name: 'more values than a page',
      query: { filter: JSON.stringify({ id: Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, i) => i) }) },
      field: 'filter.id',
      message: LIST_MESSAGES.filterValue('id'),
    },
    { name: 'another parameter', query: { page: '2' }, field: '', message: LIST_MESSAGES.onlyListParameters },
  ])('refuses $name', ({ query, field, message }) => {
    expect(errorsOf(query)).toEqual([{ field, message }]);
  });
});
