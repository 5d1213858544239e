/**
 * The taxes sauna sessions and event tickets were sold with, as room bookings keep theirs:
 * nullable, added in place on both drivers; bookings sold before have none recorded.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SOLD_TAX_COLUMNS } from './1763802100000-rates-and-taxes.js';
import { addNullableColumns, dropNullableColumns } from './nullable-columns.js';

const TABLES = ['sauna_bookings', 'event_bookings'];

export class SessionTaxes1763802100600 implements MigrationInterface {
  name = 'SessionTaxes1763802100600';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await addNullableColumns(queryRunner, table, SOLD_TAX_COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await dropNullableColumns(queryRunner, table, SOLD_TAX_COLUMNS);
  }
}
