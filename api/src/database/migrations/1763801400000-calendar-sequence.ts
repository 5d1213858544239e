/**
 * The SEQUENCE of a booking's calendar entry (RFC 5545): every change mail and the
 * cancellation send the confirmation's UID with a higher number, so the guest's calendar
 * replaces or drops the entry it holds. Nullable integer (null = the first invite, 0), added
 * in place on both drivers to each kind of booking.
 */
import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { addNullableColumns, dropNullableColumns } from './nullable-columns.js';

const TABLES = ['room_bookings', 'sauna_bookings', 'event_bookings'];
const COLUMNS: TableColumnOptions[] = [{ name: 'calendarSequence', type: 'integer', isNullable: true }];

export class CalendarSequence1763801400000 implements MigrationInterface {
  name = 'CalendarSequence1763801400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await addNullableColumns(queryRunner, table, COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await dropNullableColumns(queryRunner, table, COLUMNS);
  }
}
