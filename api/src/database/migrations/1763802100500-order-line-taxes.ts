/**
 * The food and drink taxes each order line was sold with (tax lines, the included part, the
 * added part): nullable, added in place on both drivers; lines sold before have none recorded.
 */
import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { addNullableColumns, dropNullableColumns, nullableText } from './nullable-columns.js';

const COLUMNS: TableColumnOptions[] = [
  nullableText('taxes'),
  { name: 'taxIncluded', type: 'decimal', precision: 10, scale: 2, isNullable: true },
  { name: 'taxAdded', type: 'decimal', precision: 10, scale: 2, isNullable: true },
];

export class OrderLineTaxes1763802100500 implements MigrationInterface {
  name = 'OrderLineTaxes1763802100500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addNullableColumns(queryRunner, 'order_items', COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropNullableColumns(queryRunner, 'order_items', COLUMNS);
  }
}
