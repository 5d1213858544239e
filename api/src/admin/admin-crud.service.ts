import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toFieldErrors, type AdminResourceName, type FieldError } from '@lakeside/contracts';
import type {
  DataSource,
  EntityManager,
  EntityMetadata,
  FindOptionsOrder,
  FindOptionsWhere,
  ObjectLiteral,
} from 'typeorm';
import { runWriteTransaction } from '../database/write-transaction.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { CommonError } from '../common/errors/app-error.js';
import { isForeignKeyViolation } from '../common/errors/database-errors.js';
import { AdminError } from './admin-errors.js';
import { ADMIN_RESOURCE_DEFINITIONS, type AdminResourceDefinition } from './admin-resource-definitions.js';
import { recordAudit } from './audit/audit-trail.js';
import { checkAgainstColumns, writableColumns, type WritableColumns } from './column-rules.js';
import { serverOwnedColumns, stampStaff, withoutServerOwned } from './server-owned.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { makeListParamsSchema, MAX_PAGE_SIZE } from './list-params.schema.js';
import { toListQuery } from './list-query.js';

type Row = ObjectLiteral;

interface Resource {
  name: AdminResourceName;
  definition: AdminResourceDefinition;
  metadata: EntityMetadata;
  columns: WritableColumns & { sortable: Set<string>; searchable: string[] };
  hidden: Set<string>;
  serverOwned: Set<string>;
  /** Validates a list's sort, range and filter against this resource's columns. */
  listParams: ZodPipe<ReturnType<typeof makeListParamsSchema>>;
}

/**
 * Generic create/read/update/delete for the console's grids (ra-data-simple-rest), with
 * schema-derived validation, hidden secrets, exact money, and an audit row written in the same
 * transaction as every change.
 */
@Injectable()
export class AdminCrudService {
  private readonly resources = new Map<AdminResourceName, Resource>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(name: AdminResourceName, params: unknown): Promise<{ rows: Row[]; total: number; first: number }> {
    const resource = this.resource(name);
    const query = toListQuery<Row>(resource.listParams.transform(params), resource.columns.searchable);
    const [rows, total] = await this.dataSource.getRepository(resource.metadata.target).findAndCount(query);
    return { rows: rows.map((row) => this.visible(resource, row)), total, first: query.skip };
  }

  /**
   * Every row a list's filter and sort select, a page at a time: what an export reads (no range,
   * no cap). The parameters are checked now, before anything is sent; the primary key breaks
   * ties so no row falls between two pages.
   */
  everyRow(name: AdminResourceName, params: unknown): AsyncGenerator<Row[]> {
    const resource = this.resource(name);
    const { where, order } = toListQuery<Row>(resource.listParams.transform(params), resource.columns.searchable);
    const byKey: FindOptionsOrder<Row> = { ...order, [this.primaryKey(resource)]: 'ASC' };
    return this.pages(resource, where, byKey);
  }

  private async *pages(
    resource: Resource,
    where: FindOptionsWhere<Row> | FindOptionsWhere<Row>[],
    order: FindOptionsOrder<Row>,
  ): AsyncGenerator<Row[]> {
    const repository = this.dataSource.getRepository(resource.metadata.target);
    for (let skip = 0; ; skip += MAX_PAGE_SIZE) {
      const rows = await repository.find({ where, order, skip, take: MAX_PAGE_SIZE });
      if (rows.length) yield rows.map((row) => this.visible(resource, row));
      if (rows.length < MAX_PAGE_SIZE) return;
    }
  }

  async get(name: AdminResourceName, id: string): Promise<Row> {
    const resource = this.resource(name);
    return this.visible(resource, await this.load(this.dataSource.manager, resource, id));
  }

  async create(name: AdminResourceName, input: Record<string, unknown>, staff: AdminUser): Promise<Row> {
    const resource = this.resource(name);
    const data = stampStaff(resource.serverOwned, await this.validate(resource, input, 'create'), staff, 'create');
    const saved = await runWriteTransaction(this.dataSource, async (manager) => {
      await resource.definition.beforeWrite?.(manager, { data });
      const result = await this.write(() => manager.insert(resource.metadata.target, data));
      const id = String(result.identifiers[0]?.[this.primaryKey(resource)] ?? data[this.primaryKey(resource)]);
      const row = await this.load(manager, resource, id);
      await resource.definition.afterWrite?.(manager, { after: row, staff });
      await recordAudit(manager, staff, {
        resource: resource.name,
        action: 'create',
        recordId: id,
        changes: { after: this.visible(resource, row) },
      });
      return row;
    });
    return this.visible(resource, saved);
  }

  /** `sessionToken`: the session the change comes from, which a hook may need to spare. */
  async update(
    name: AdminResourceName,
    id: string,
    input: Record<string, unknown>,
    staff: AdminUser,
    sessionToken?: string,
  ): Promise<Row> {
    const resource = this.resource(name);
    return runWriteTransaction(this.dataSource, async (manager) => {
      const before = await this.load(manager, resource, id);
      const data = await this.validate(resource, input, 'update', before);
      const edits = Object.fromEntries(Object.entries(data).filter(([key, value]) => !sameValue(before[key], value)));
      const changed = Object.keys(edits).length ? stampStaff(resource.serverOwned, edits, staff, 'update') : edits;
      if (Object.keys(changed).length) {
        await resource.definition.beforeWrite?.(manager, { data: changed, before });
        await this.write(() => manager.update(resource.metadata.target, this.whereKey(resource, before), changed));
        const after = await this.load(manager, resource, id);
        await resource.definition.afterWrite?.(manager, { before, after, staff, sessionToken });
        const keys = Object.keys(changed).filter((key) => !resource.hidden.has(key));
        await recordAudit(manager, staff, {
          resource: resource.name,
          action: 'update',
          recordId: id,
          changes: {
            before: pick(before, keys),
            after: pick(after, keys),
          },
        });
        return this.visible(resource, after);
      }
      return this.visible(resource, before);
    });
  }

  async remove(name: AdminResourceName, id: string, staff: AdminUser): Promise<Row> {
    const resource = this.resource(name);
    return runWriteTransaction(this.dataSource, async (manager) => {
      const row = await this.load(manager, resource, id);
      try {
        await manager.delete(resource.metadata.target, this.whereKey(resource, row));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AdminError('admin.inUse');
        throw error;
      }
      await resource.definition.afterWrite?.(manager, { before: row, staff });
      await recordAudit(manager, staff, {
        resource: resource.name,
        action: 'delete',
        recordId: id,
        changes: { before: this.visible(resource, row) },
      });
      return this.visible(resource, row);
    });
  }

  /**
   * The form's own schema first, for its messages, then the columns' types and limits
   * (docs/requirements/back-office.md#generic-tables).
   */
  private async validate(
    resource: Resource,
    input: Record<string, unknown>,
    mode: 'create' | 'update',
    before?: Row,
  ): Promise<Record<string, unknown>> {
    // Dropped before anything else reads them, so neither a form schema nor prepare sees them.
    let candidate = withoutServerOwned(input, resource.serverOwned);
    const errors: FieldError[] = [];
    if (resource.definition.schema) {
      // An edit is checked as the whole record it produces, so cross-field rules still hold.
      const whole = mode === 'update' ? { ...this.visible(resource, before ?? {}), ...candidate } : candidate;
      const parsed = resource.definition.schema.safeParse(whole);
      if (parsed.success) candidate = { ...candidate, ...pick(parsed.data, Object.keys(candidate)) };
      else errors.push(...toFieldErrors(parsed.error));
    }
    const prepared = resource.definition.prepare ? await resource.definition.prepare(candidate, mode) : candidate;
    const checked = checkAgainstColumns(resource.columns, prepared, mode);
    const allErrors = [...errors, ...checked.errors.filter((error) => !errors.some((e) => e.field === error.field))];
    if (allErrors.length) throw new CommonError('common.validationFailed', { errors: allErrors });
    return checked.data;
  }

  /** A write that names a missing linked row is the staff member's input error, not a conflict. */
  private async write<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AdminError('admin.missingLink');
      throw error;
    }
  }

  private async load(manager: EntityManager, resource: Resource, id: string): Promise<Row> {
    const key = this.primaryKey(resource);
    const numeric =
      resource.metadata.primaryColumns[0]?.type === 'int' || resource.metadata.primaryColumns[0]?.type === 'integer';
    const value = numeric ? Number(id) : id;
    if (numeric && !Number.isInteger(value)) throw new CommonError('common.notFound');
    const row = await manager.findOneBy(resource.metadata.target, { [key]: value });
    if (!row) throw new CommonError('common.notFound');
    return row;
  }

  private visible(resource: Resource, row: Row): Row {
    if (!resource.hidden.size) return row;
    return Object.fromEntries(Object.entries(row).filter(([key]) => !resource.hidden.has(key)));
  }

  private whereKey(resource: Resource, row: Row): Record<string, unknown> {
    const key = this.primaryKey(resource);
    return { [key]: row[key] as unknown };
  }

  private primaryKey(resource: Resource): string {
    return primaryKeyOf(resource.metadata);
  }

  private resource(name: AdminResourceName): Resource {
    const cached = this.resources.get(name);
    if (cached) return cached;
    const definition = ADMIN_RESOURCE_DEFINITIONS[name];
    const metadata = this.dataSource.getMetadata(definition.entity);
    const hidden = new Set(definition.hidden ?? []);
    const writable = writableColumns(metadata, { choices: definition.choices, signed: definition.signed });
    const sortable = new Set(
      metadata.columns.map((column) => column.propertyName).filter((property) => !hidden.has(property)),
    );
    const resource: Resource = {
      name,
      definition,
      metadata,
      hidden,
      serverOwned: serverOwnedColumns(metadata, definition.serverOwned),
      columns: {
        ...writable,
        sortable,
        searchable: metadata.columns
          .filter((column) => ['varchar', 'text'].includes(String(column.type)) && !hidden.has(column.propertyName))
          .map((column) => column.propertyName),
      },
      listParams: new ZodPipe(makeListParamsSchema(sortable, primaryKeyOf(metadata))),
    };
    this.resources.set(name, resource);
    return resource;
  }
}

function primaryKeyOf(metadata: EntityMetadata): string {
  return metadata.primaryColumns[0]?.propertyName ?? 'id';
}

function pick(row: Row, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in row).map((key) => [key, row[key] as unknown]));
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
