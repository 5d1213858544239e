/**
 * Spanish versions of the retreat's own texts (see translations.ts in @lakeside/contracts): a
 * nullable sibling column with the suffix `Es` beside each guest-facing text, typed like it.
 * Empty means "not translated yet" and the /es/ pages show the English text.
 *
 * On MySQL/MariaDB the schema builder adds and drops the columns. On SQLite it would rebuild
 * each table (create a copy, drop the original), and dropping a table with foreign keys on
 * deletes its children by their ON DELETE rules: a live database would lose every dish's
 * modifiers, and a room or dish with bookings or orders would stop the migration. A nullable
 * column with no default is what SQLite's own ALTER TABLE … ADD/DROP COLUMN handles in place,
 * so SQLite gets that instead.
 */
import { TableColumn, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: true,
});
/** Long text, and JSON lists (simple-json is TEXT on both drivers). */
const text = (name: string): TableColumnOptions => ({ name, type: 'text', isNullable: true });

/** Each table's new columns; lengths are those of the English columns. */
const SPANISH_COLUMNS: Record<string, TableColumnOptions[]> = {
  rooms: [varchar('nameEs', 100), varchar('descriptionEs', 500), text('fullDescriptionEs'), text('amenitiesEs')],
  events: [varchar('titleEs', 200), text('descriptionEs')],
  event_weekly_templates: [varchar('titleEs', 200), text('descriptionEs')],
  wellness_activities: [varchar('titleEs', 200), text('descriptionEs')],
  menu_categories: [varchar('nameEs', 100), text('descriptionEs')],
  menu_items: [varchar('nameEs', 150), text('descriptionEs')],
};

export class SpanishTexts1763800500000 implements MigrationInterface {
  name = 'SpanishTexts1763800500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(SPANISH_COLUMNS)) {
      if (!isSqlite(queryRunner)) {
        await queryRunner.addColumns(
          table,
          columns.map((column) => new TableColumn(column)),
        );
        continue;
      }
      for (const column of columns) {
        const type = column.length ? `${column.type}(${column.length})` : column.type;
        await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "${column.name}" ${type}`);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(SPANISH_COLUMNS).reverse()) {
      if (!isSqlite(queryRunner)) {
        await queryRunner.dropColumns(
          table,
          columns.map((column) => column.name),
        );
        continue;
      }
      for (const column of columns) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${column.name}"`);
    }
  }
}

function isSqlite(queryRunner: QueryRunner): boolean {
  return queryRunner.connection.options.type === 'better-sqlite3';
}
