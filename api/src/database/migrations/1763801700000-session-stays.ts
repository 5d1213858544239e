/**
 * What happens at the retreat to a sauna session or event tickets: when staff marked the guest
 * as attended, or a manager recorded a no-show. Nullable columns, added in place on both drivers.
 */
import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { addNullableColumns, dropNullableColumns } from './nullable-columns.js';

const TABLES = ['sauna_bookings', 'event_bookings'];
const COLUMNS: TableColumnOptions[] = ['attendedAt', 'noShowAt'].map((name) => ({
  name,
  type: 'datetime',
  isNullable: true,
}));

export class SessionStays1763801700000 implements MigrationInterface {
  name = 'SessionStays1763801700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await addNullableColumns(queryRunner, table, COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await dropNullableColumns(queryRunner, table, COLUMNS);
  }
}
