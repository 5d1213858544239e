/**
 * Inputs no client should send but anyone can: the corpus input-fuzz.e2e-spec.ts sends to every
 * route. Each entry is here because it once broke, or breaks APIs like this one: a body that is
 * not an object, a value of the wrong type, a number a database cannot hold, a key that
 * names Object.prototype, text that is not JSON, a content type nobody parses.
 */

/** A request body as it goes on the wire. */
export interface RawBody {
  name: string;
  body: string;
  /** Omitted: no Content-Type header at all. */
  contentType?: string;
}

const JSON_TYPE = 'application/json';

function nested(depth: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

/** Deep enough to hurt a recursive walker, well inside the body limit. */
const deepObject = (): unknown => nested(2_000, 'x', (inner) => ({ a: inner }));
const deepArray = (): unknown => nested(2_000, 'x', (inner) => [inner]);

/** Whole bodies that are not the object every POST route expects, or not JSON at all. */
export function malformedBodies(bodyLimit: number): RawBody[] {
  const json = (name: string, value: unknown): RawBody => ({
    name,
    body: JSON.stringify(value),
    contentType: JSON_TYPE,
  });
  const raw = (name: string, body: string, contentType?: string): RawBody => ({ name, body, contentType });
  return [
    json('null', null),
    json('an empty array', []),
    json('an array of objects', [{}, {}]),
    json('a string', 'order'),
    json('a number', 42),
    json('false', false),
    json('an empty object', {}),
    json('a deeply nested object', deepObject()),
    json('a deeply nested array', deepArray()),
    json('a string near the body limit', 'x'.repeat(bodyLimit - 100)),
    json('an object with one field near the body limit', { name: 'x'.repeat(bodyLimit - 100) }),
    raw('a __proto__ key', '{"__proto__":{"role":"admin","isAdmin":true}}', JSON_TYPE),
    raw('a constructor.prototype key', '{"constructor":{"prototype":{"role":"admin"}}}', JSON_TYPE),
    raw('a nested __proto__ key', '{"items":[{"__proto__":{"menuItemId":1}}]}', JSON_TYPE),
    raw('truncated JSON', '{"name":', JSON_TYPE),
    raw('single-quoted JSON', "{'name':'x'}", JSON_TYPE),
    raw('a trailing comma', '{"a":1,}', JSON_TYPE),
    raw('NaN', 'NaN', JSON_TYPE),
    raw('an empty JSON body', '', JSON_TYPE),
    raw('a NUL byte', '{"name":"\u0000"}', JSON_TYPE),
    raw('a lone surrogate', '{"name":"\\ud800"}', JSON_TYPE),
    raw('JSON declared in another charset', '{"name":"x"}', 'application/json; charset=utf-16'),
    raw('plain text', 'hello', 'text/plain'),
    raw('a form post', 'name=x&email=y', 'application/x-www-form-urlencoded'),
    raw('multipart without a boundary', 'x', 'multipart/form-data'),
    raw(
      'broken multipart',
      '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny',
      'multipart/form-data; boundary=b',
    ),
    raw('XML', '<order/>', 'application/xml'),
    raw('JSON without a content type', '{"name":"x"}'),
  ];
}

/** Values of the wrong type or beyond any column's range, tried in every field. */
export function wrongValues(): unknown[] {
  return [null, true, -1, 1e308, 2 ** 63, '', 'x'.repeat(20_000), '2024-02-30', [], [null], [{}], { a: { b: {} } }];
}

/** A body with one value at a field path: `items.0.menuItemId` → { items: [{ menuItemId: value }] }. */
export function bodyWith(path: string, value: unknown): Record<string, unknown> {
  const keys = path.split('.');
  const root: Record<string, unknown> = {};
  let node = root;
  keys.forEach((key, index) => {
    const next = keys[index + 1];
    // An array's numeric keys set its items, so the same assignment builds lists and objects.
    const child = next === undefined ? value : /^\d+$/.test(next) ? [] : {};
    node[key] = child;
    node = child as Record<string, unknown>;
  });
  return root;
}

/** A list request's query: a repeated parameter is a list of values. */
export type ListQuery = Record<string, string | string[]>;

/**
 * `sort`, `range` and `filter` values of ra-data-simple-rest that no list can honour: each must
 * be a 400. `fields` are the resource's columns; the first one must be sortable.
 */
export function unhonourableListQueries(fields: string[]): ListQuery[] {
  const column = fields[0] ?? 'id';
  const notJson = ['', '[', '{', 'x', 'undefined', `['${column}','ASC']`];
  const shapes = ['null', 'true', '42', `"${column}"`, '{}', '[]', '[[]]', '[{}]'];
  const sorts = [
    ...notJson,
    ...shapes,
    `["${column}"]`,
    `["${column}","ASC","extra"]`,
    '[1,"ASC"]',
    '[null,"ASC"]',
    `[["${column}"],"ASC"]`,
    '[{"a":1},"ASC"]',
    `["${column}","SIDEWAYS"]`,
    `["${column}",1]`,
    `["${column}",null]`,
    '["no_such_column","ASC"]',
    '["__proto__","ASC"]',
    '["constructor","DESC"]',
    '["toString","ASC"]',
    `["${column}; DROP TABLE users","ASC"]`,
    `["${'x'.repeat(5_000)}","ASC"]`,
  ];
  const ranges = [
    ...notJson,
    ...shapes,
    '[0]',
    '[0,1,2]',
    '["0","9"]',
    '[0.5,9]',
    '[-1,9]',
    '[9,1]',
    '[0,-1]',
    '[null,null]',
    '[true,false]',
    '[0,1e20]',
    '[1e20,1e20]',
    '[0,1e400]',
    '[9007199254740993,9007199254740999]',
    '[2147483647,2147483648]',
    '[4294967296,4294967297]',
  ];
  const filters = [
    ...notJson.filter(Boolean),
    ...shapes.filter((shape) => shape !== '{}'),
    '[1]',
    '{"__proto__":{"id":1}}',
    '{"constructor":1}',
    '{"toString":1}',
    '{"hasOwnProperty":"x"}',
    '{"no_such_column":1}',
    '{"no_such_column_gte":1}',
    '{"":1}',
    '{"_gte":1}',
    `{"${column}_between":[1,2]}`,
    `{"${column}_ne":1}`,
    `{"${column}_gte_lte":1}`,
    '{"q":1}',
    '{"q":{}}',
    '{"q":["a"]}',
    `{"${column}":[${Array.from({ length: 2_000 }, (_, i) => i).join(',')}],"q":"a"}`,
    ...fields.flatMap((field) => [
      `{"${field}":{"a":{"b":1}}}`,
      `{"${field}":[[1]]}`,
      `{"${field}":[{}]}`,
      `{"${field}":1e400}`,
      `{"${field}_gte":null}`,
      `{"${field}_gte":[1,2]}`,
      `{"${field}_lte":{}}`,
      `{"${field}_gte":1e400}`,
    ]),
  ];
  return [
    ...sorts.map((sort) => ({ sort })),
    ...ranges.map((range) => ({ range })),
    ...filters.map((filter) => ({ filter })),
    { sort: `["${column}","ASC"]`, range: '[0,9]', filter: '{}', extra: '1' },
    { sort: [`["${column}","ASC"]`, `["${column}","DESC"]`] },
  ];
}

/** Odd values a list can still honour (an empty page, no match): each must be a 200. */
export function oddButHonourableListQueries(fields: string[]): ListQuery[] {
  const column = fields[0] ?? 'id';
  return [
    { sort: `["${column}","desc"]` },
    { range: '[2147483646,2147483647]' },
    { range: '[0,100000]' },
    { filter: '{"q":null}' },
    { filter: '{"q":"%_\\\\"}' },
    { filter: `{"q":"${'x'.repeat(5_000)}"}` },
    ...fields.flatMap((field) => [
      { filter: `{"${field}":[]}` },
      { filter: `{"${field}":"${'x'.repeat(3_000)}"}` },
      { filter: `{"${field}":true}` },
      { filter: `{"${field}":-9223372036854775809}` },
      { filter: `{"${field}_lte":"not a value of this type"}` },
      { filter: `{"${field}_gte":1e308,"${field}_lte":-1e308}` },
    ]),
  ];
}
