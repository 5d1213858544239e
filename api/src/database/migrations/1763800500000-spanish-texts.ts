/**
 * Spanish versions of the retreat's own texts (see translations.ts in @lakeside/contracts): a
 * nullable sibling column with the suffix `Es` beside each guest-facing text, typed like it.
 * Empty means "not translated yet" and the /es/ pages show the English text.
 * The columns are added in place on SQLite too (nullable-columns.ts says why).
 */
import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import {
  addNullableColumns,
  dropNullableColumns,
  nullableText as text,
  nullableVarchar as varchar,
} from './nullable-columns.js';

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
      await addNullableColumns(queryRunner, table, columns);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(SPANISH_COLUMNS).reverse()) {
      await dropNullableColumns(queryRunner, table, columns);
    }
  }
}
