/**
 * Spanish versions of where events and classes meet ('Yoga deck' → 'Plataforma de yoga'),
 * beside the texts of 1763800500000-spanish-texts: the same nullable `Es` sibling, the same
 * length as the English column, added in place on SQLite too (nullable-columns.ts).
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNullableColumns, dropNullableColumns, nullableVarchar } from './nullable-columns.js';

const TABLES = ['events', 'event_weekly_templates', 'wellness_activities'];
const LOCATION_ES = [nullableVarchar('locationEs', 100)];

export class SpanishLocations1763800600000 implements MigrationInterface {
  name = 'SpanishLocations1763800600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await addNullableColumns(queryRunner, table, LOCATION_ES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await dropNullableColumns(queryRunner, table, LOCATION_ES);
  }
}
