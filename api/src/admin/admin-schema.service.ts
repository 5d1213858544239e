import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_RESOURCE_NAMES,
  ADMIN_RESOURCES,
  canRead,
  canWrite,
  type AdminFieldSchema as FieldSchema,
  type AdminFieldType as FieldType,
  type AdminResourceName,
  type AdminResourceSchema as ResourceSchema,
  type StaffRole,
} from '@lakeside/contracts';
import type { DataSource, EntityMetadata } from 'typeorm';
import { ADMIN_RESOURCE_DEFINITIONS, type AdminResourceDefinition } from './admin-resource-definitions.js';
import { serverOwnedColumns } from './server-owned.js';

type Column = EntityMetadata['columns'][number];

/**
 * Describes each console resource from the database schema itself, so the console draws
 * lists and forms for every back-office table without a hand-written screen per table.
 */
@Injectable()
export class AdminSchemaService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  forRole(role: StaffRole): ResourceSchema[] {
    return ADMIN_RESOURCE_NAMES.filter((name) => canRead(role, name)).map((name) => {
      const definition = ADMIN_RESOURCE_DEFINITIONS[name];
      const metadata = this.dataSource.getMetadata(definition.entity);
      const hidden = new Set(definition.hidden ?? []);
      const serverOwned = serverOwnedColumns(metadata, definition.serverOwned);
      return {
        name,
        label: ADMIN_RESOURCES[name].label,
        primaryKey: metadata.primaryColumns[0]?.propertyName ?? 'id',
        canWrite: canWrite(role, name),
        fields: inDisplayOrder(metadata.columns, definition.leadingColumns ?? [])
          .filter((column) => !hidden.has(column.propertyName))
          .map((column) => this.field(definition, column, serverOwned.has(column.propertyName)))
          // A write-only secret still needs an input on the form.
          .concat(definition.writeOnlyFields ?? []),
      };
    });
  }

  /**
   * Whether this role may read rows of `resource` by name: it reads the table itself, or one that
   * points at it (GET /api/admin-names).
   */
  mayName(role: StaffRole, resource: AdminResourceName): boolean {
    return this.forRole(role).some(
      (readable) => readable.name === resource || readable.fields.some((field) => field.reference === resource),
    );
  }

  private field(definition: AdminResourceDefinition, column: Column, serverOwned: boolean): FieldSchema {
    const type = fieldType(column);
    const readOnly = serverOwned || column.isGenerated || column.isCreateDate || column.isUpdateDate;
    const reference = column.relationMetadata
      ? this.resourceOf(column.relationMetadata.inverseEntityMetadata)
      : definition.references?.[column.propertyName];
    const choices = definition.choices?.[column.propertyName];
    return {
      name: column.propertyName,
      type,
      required: !readOnly && !column.isNullable && column.default === undefined,
      readOnly,
      ...(column.length && (type === 'text' || type === 'longtext') ? { maxLength: Number(column.length) } : {}),
      ...(reference ? { reference } : {}),
      ...(choices ? { choices } : {}),
    };
  }

  private resourceOf(metadata: EntityMetadata): AdminResourceName | undefined {
    return ADMIN_RESOURCE_NAMES.find(
      (name) => this.dataSource.getMetadata(ADMIN_RESOURCE_DEFINITIONS[name].entity) === metadata,
    );
  }
}

function fieldType(column: Column): FieldType {
  const type = typeof column.type === 'string' ? column.type : column.type === Number ? 'integer' : 'varchar';
  switch (type) {
    case 'int':
    case 'integer':
      return 'integer';
    case 'decimal':
      return column.scale === 3 ? 'quantity' : column.scale === 2 && column.precision === 10 ? 'money' : 'decimal';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'text':
      return 'longtext';
    case 'simple-json':
      return 'list';
    default:
      return 'text';
  }
}

/** The leading columns in their given order, then every other column in the entity's order. */
function inDisplayOrder(columns: readonly Column[], leading: readonly string[]): Column[] {
  const rank = (column: Column) => {
    const index = leading.indexOf(column.propertyName);
    return index === -1 ? leading.length : index;
  };
  // Array.prototype.sort is stable: columns of equal rank keep the entity's order.
  return [...columns].sort((a, b) => rank(a) - rank(b));
}
