/**
 * The console's tables cannot drift from the entities or from the contracts: every entity is a
 * console table or named in INTERNAL_ENTITIES with a reason, every resource of ADMIN_RESOURCES
 * has exactly one API definition, and what a definition says about columns names real ones.
 */
import { ADMIN_RESOURCE_NAMES } from '@lakeside/contracts';
import BetterSqlite3 from 'better-sqlite3';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../database/entities.js';
import { ADMIN_RESOURCE_DEFINITIONS, joinAdminResources } from './admin-resource-definitions.js';
import { INTERNAL_ENTITIES } from './internal-entities.js';

// Every entity is a class: its name is what a failure should show.
const nameOf = (entity: EntityTarget<ObjectLiteral>) => (entity as { name: string }).name;
const definitions = Object.entries(ADMIN_RESOURCE_DEFINITIONS);

describe('console resources', () => {
  it('are the same list in the contracts and in the API', () => {
    expect(Object.keys(ADMIN_RESOURCE_DEFINITIONS).sort()).toEqual([...ADMIN_RESOURCE_NAMES].sort());
  });

  it('are defined by one feature each', () => {
    const room = { entity: class Room {} };
    expect(() => joinAdminResources([{ rooms: room }, { rooms: room }])).toThrow(
      "Console resource 'rooms' is defined by two features",
    );
  });
});

describe('entities', () => {
  const tables = new Map<EntityTarget<ObjectLiteral>, string[]>();
  for (const [name, definition] of definitions)
    tables.set(definition.entity, [...(tables.get(definition.entity) ?? []), name]);
  const internal = new Set(INTERNAL_ENTITIES.map(({ entity }) => entity));

  it('are each a console table or marked internal, never both', () => {
    const neither = ENTITIES.filter((entity) => !tables.has(entity) && !internal.has(entity)).map(nameOf);
    const both = ENTITIES.filter((entity) => tables.has(entity) && internal.has(entity)).map(nameOf);
    expect(neither, 'register them in <feature>.admin-resources.ts, or add them to INTERNAL_ENTITIES').toEqual([]);
    expect(both).toEqual([]);
  });

  it('back one console table at most, so a reference column links to one resource', () => {
    const shared = [...tables].filter(([, names]) => names.length > 1).map(([, names]) => names);
    expect(shared).toEqual([]);
  });

  it('named by a table or the internal list are ones the data source knows', () => {
    const known = new Set<EntityTarget<ObjectLiteral>>(ENTITIES);
    expect([...tables.keys(), ...internal].filter((entity) => !known.has(entity)).map(nameOf)).toEqual([]);
  });

  it('marked internal each give a reason', () => {
    for (const { entity, reason } of INTERNAL_ENTITIES) expect(reason.trim(), nameOf(entity)).not.toBe('');
  });
});

describe('definitions', () => {
  // Metadata only: an in-memory database that is never migrated.
  const dataSource = new DataSource({
    type: 'better-sqlite3',
    driver: BetterSqlite3,
    database: ':memory:',
    entities: ENTITIES,
  });
  beforeAll(() => dataSource.initialize());
  afterAll(() => dataSource.destroy());

  it.each(definitions)('%s names only columns its entity has', (name, definition) => {
    const columns = new Set(dataSource.getMetadata(definition.entity).columns.map((column) => column.propertyName));
    const named = [
      ...(definition.leadingColumns ?? []),
      ...(definition.hidden ?? []),
      ...(definition.serverOwned ?? []),
      ...(definition.signed ?? []),
      ...Object.keys(definition.choices ?? {}),
    ];
    expect(named.filter((column) => !columns.has(column))).toEqual([]);
    // A write-only input stands for a hidden column, never beside a visible one of its name.
    const visible = [...columns].filter((column) => !definition.hidden?.includes(column));
    expect((definition.writeOnlyFields ?? []).filter((field) => visible.includes(field.name))).toEqual([]);
  });
});
