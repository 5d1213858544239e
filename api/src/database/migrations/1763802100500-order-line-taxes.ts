/**
 * The food and drink taxes each order line was sold with (tax lines, the included part, the
 * added part): nullable, added in place on both drivers; lines sold before have none recorded.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SOLD_TAX_COLUMNS as COLUMNS } from './1763802100000-rates-and-taxes.js';
import { addNullableColumns, dropNullableColumns } from './nullable-columns.js';

export class OrderLineTaxes1763802100500 implements MigrationInterface {
  name = 'OrderLineTaxes1763802100500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addNullableColumns(queryRunner, 'order_items', COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropNullableColumns(queryRunner, 'order_items', COLUMNS);
  }
}
