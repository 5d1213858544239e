/** How the console reads the admin schema: menu sections, columns, names and validators. */
import { ADMIN_RESOURCE_NAMES, MESSAGES, tooLong } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { columnFields, defaultHiddenColumns } from '../../src/generic/columns';
import { validatorsFor } from '../../src/generic/validators';
import { MENU_GROUPS } from '../../src/schema/menuGroups';
import { recordRepresentationOf } from '../../src/schema/recordRepresentation';
import type { ResourceSchema } from '../../src/schema/resourceSchema';
import { ADMIN_SCHEMA } from '../fake-api/fixtures';

const schemaOf = (name: string) => ADMIN_SCHEMA.find((schema) => schema.name === name) as ResourceSchema;
const run = (field: ResourceSchema['fields'][number], value: unknown) =>
  validatorsFor(field)
    .map((validate) => validate(value, {}, {}) as string | undefined)
    .find(Boolean);

describe('menu sections', () => {
  it('place every admin resource in exactly one section', () => {
    const grouped = MENU_GROUPS.flatMap((group) => group.resources);
    expect([...grouped].sort()).toEqual([...ADMIN_RESOURCE_NAMES].sort());
  });
});

describe('list columns', () => {
  it('show the id and a few telling fields; long text, lists and the password wait under Columns', () => {
    const hidden = defaultHiddenColumns(schemaOf('menu-items'));
    const visible = columnFields(schemaOf('menu-items'))
      .map((field) => field.name)
      .filter((name) => !hidden.includes(name));
    expect(visible).toEqual(['id', 'categoryId', 'name', 'price', 'costPrice', 'preparationTime', 'calories']);
    expect(columnFields(schemaOf('staff-accounts')).map((field) => field.name)).not.toContain('password');
  });
});

describe('record names', () => {
  it('name rows by their naming column, people by their names, the rest by id', () => {
    expect(recordRepresentationOf(schemaOf('menu-items'))({ id: 1, name: 'Kak’ik' })).toBe('Kak’ik');
    expect(recordRepresentationOf(schemaOf('staff-members'))({ id: 2, firstName: 'Rosa', lastName: 'Ajú' })).toBe(
      'Rosa Ajú',
    );
    expect(recordRepresentationOf(schemaOf('room-bookings'))({ id: 3, guestName: 'Ana' })).toBe('Ana');
    expect(recordRepresentationOf(schemaOf('order-item-modifiers'))({ id: 4 })).toBe('#4');
  });
});

describe('field validators', () => {
  const field = (resource: string, name: string) => {
    const found = schemaOf(resource).fields.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`${resource}.${name} is not in the schema`);
    return found;
  };

  it('apply required, length, money and quantity rules with the shared messages', () => {
    expect(run(field('menu-items', 'name'), '')).toBe(MESSAGES.required);
    expect(run(field('menu-items', 'name'), 'x'.repeat(151))).toBe(tooLong(150));
    expect(run(field('menu-items', 'price'), '12.345')).toBe(MESSAGES.invalidAmount);
    expect(run(field('menu-items', 'price'), '12.30')).toBeUndefined();
    expect(run(field('inventory-items', 'currentStock'), '1.2345')).toBe(MESSAGES.stockMin);
    expect(run(field('menu-items', 'isAvailable'), undefined)).toBeUndefined();
  });
});
