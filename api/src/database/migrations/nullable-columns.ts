/**
 * Nullable columns added to (and dropped from) tables that hold live data.
 *
 * On MySQL/MariaDB the schema builder adds and drops the columns. On SQLite it would rebuild
 * each table (create a copy, drop the original), and dropping a table with foreign keys on
 * deletes its children by their ON DELETE rules: a live database would lose every dish's
 * modifiers, and a room or dish with bookings or orders would stop the migration. A nullable
 * column with no default is what SQLite's own ALTER TABLE … ADD/DROP COLUMN handles in place,
 * so SQLite gets that instead.
 */
import { TableColumn, type QueryRunner, type TableColumnOptions } from 'typeorm';

export const nullableVarchar = (name: string, length: number): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: true,
});

/** Long text, and JSON lists (simple-json is TEXT on both drivers). */
export const nullableText = (name: string): TableColumnOptions => ({ name, type: 'text', isNullable: true });

export async function addNullableColumns(queryRunner: QueryRunner, table: string, columns: TableColumnOptions[]) {
  if (!isSqlite(queryRunner)) {
    await queryRunner.addColumns(
      table,
      columns.map((column) => new TableColumn(column)),
    );
    return;
  }
  for (const column of columns) {
    // As the entity declares it (varchar(40), decimal(10,2)), or the schema builder rebuilds the table.
    const size = column.length ?? (column.precision ? `${column.precision},${column.scale ?? 0}` : undefined);
    const type = size ? `${column.type}(${size})` : column.type;
    await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "${column.name}" ${type}`);
  }
}

export async function dropNullableColumns(queryRunner: QueryRunner, table: string, columns: TableColumnOptions[]) {
  if (!isSqlite(queryRunner)) {
    await queryRunner.dropColumns(
      table,
      columns.map((column) => column.name),
    );
    return;
  }
  for (const column of columns) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${column.name}"`);
}

function isSqlite(queryRunner: QueryRunner): boolean {
  return queryRunner.connection.options.type === 'better-sqlite3';
}
