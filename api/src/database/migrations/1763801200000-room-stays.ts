/**
 * What happens at the retreat to a room booking: when the guest checked in and out, or was
 * recorded as a no-show. Nullable columns, added in place on both drivers.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNullableColumns, dropNullableColumns } from './nullable-columns.js';

const COLUMNS = ['checkedInAt', 'checkedOutAt', 'noShowAt'].map((name) => ({
  name,
  type: 'datetime',
  isNullable: true,
}));

export class RoomStays1763801200000 implements MigrationInterface {
  name = 'RoomStays1763801200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addNullableColumns(queryRunner, 'room_bookings', COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropNullableColumns(queryRunner, 'room_bookings', COLUMNS);
  }
}
