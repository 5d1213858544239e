/**
 * Event tickets and sauna sessions paid online are held while the guest pays, like rooms:
 * paymentStatus 'held' until holdExpiresAt, then 'paid' or 'expired'. One nullable timestamp
 * on each table, added in place on both drivers (paymentStatus already takes any word).
 */
import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { addNullableColumns, dropNullableColumns } from './nullable-columns.js';

const TABLES = ['event_bookings', 'sauna_bookings'];
const COLUMNS: TableColumnOptions[] = [{ name: 'holdExpiresAt', type: 'datetime', isNullable: true }];

export class SessionHolds1763801600000 implements MigrationInterface {
  name = 'SessionHolds1763801600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await addNullableColumns(queryRunner, table, COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await dropNullableColumns(queryRunner, table, COLUMNS);
  }
}
