import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminFieldSchema, AdminResourceName, StaffRole } from '@lakeside/contracts';
import type { DataSource, ObjectLiteral } from 'typeorm';
import type { CsvCell } from '../../common/csv/csv-download.js';
import { AdminCrudService } from '../admin-crud.service.js';
import { ADMIN_RESOURCE_DEFINITIONS } from '../admin-resource-definitions.js';
import { AdminSchemaService } from '../admin-schema.service.js';
import { csvCell, csvHeading } from './csv-cells.js';
import { referenceNames } from './reference-names.js';

/**
 * GET /api/admin/<resource>/export.csv: every row of a console list with its filter and sort —
 * not one page of it — with the columns the member's grid has, names where the grid links to
 * another row, and times at the retreat.
 */
@Injectable()
export class AdminCsvExport {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly crud: AdminCrudService,
    private readonly schemas: AdminSchemaService,
  ) {}

  /** The heading row and the rows; the parameters are checked before this returns. */
  open(
    role: StaffRole,
    name: AdminResourceName,
    params: unknown,
  ): { header: string[]; rows: AsyncGenerator<CsvCell[]> } {
    const fields = this.columnsOf(role, name);
    const pages = this.crud.everyRow(name, params);
    return { header: fields.map(csvHeading), rows: this.rows(fields, pages) };
  }

  /** The grid's fields that are columns (a form's write-only inputs hold nothing to export). */
  private columnsOf(role: StaffRole, name: AdminResourceName): AdminFieldSchema[] {
    const columns = new Set(
      this.dataSource.getMetadata(ADMIN_RESOURCE_DEFINITIONS[name].entity).columns.map((column) => column.propertyName),
    );
    const schema = this.schemas.forRole(role).find((resource) => resource.name === name);
    return (schema?.fields ?? []).filter((field) => columns.has(field.name));
  }

  private async *rows(fields: AdminFieldSchema[], pages: AsyncGenerator<ObjectLiteral[]>): AsyncGenerator<CsvCell[]> {
    for await (const page of pages) {
      const names = new Map<string, Map<string, string>>();
      for (const field of fields) {
        if (!field.reference) continue;
        names.set(
          field.name,
          await referenceNames(
            this.dataSource,
            field.reference,
            page.map((row): unknown => row[field.name]),
          ),
        );
      }
      for (const row of page) {
        yield fields.map((field) => csvCell(field, row[field.name] as unknown, names.get(field.name)));
      }
    }
  }
}
