/**
 * booking_payments.captureId: the capture each refund goes against, now that a booking can be
 * paid in more than one capture (a date change's difference). Nullable, added in place on
 * both drivers; refunds recorded before it go against the booking's first capture.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNullableColumns, dropNullableColumns } from './nullable-columns.js';

const COLUMNS = [{ name: 'captureId', type: 'integer', isNullable: true }];

export class RefundCaptures1763801520000 implements MigrationInterface {
  name = 'RefundCaptures1763801520000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addNullableColumns(queryRunner, 'booking_payments', COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropNullableColumns(queryRunner, 'booking_payments', COLUMNS);
  }
}
