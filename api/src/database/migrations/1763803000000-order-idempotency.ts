/**
 * Orders and payments taken offline are sent later, perhaps twice or from two tabs: each carries
 * a key the device made. restaurant_orders gets the fingerprint of the request that created an
 * order under its clientOrderId, and the payment's own key (unique: one payment per key) and
 * fingerprint, so a replay is answered with what the first attempt did and a reused key with a
 * different request is refused. Nullable columns added in place.
 */
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addNullableColumns, dropNullableColumns, nullableVarchar } from './nullable-columns.js';

const COLUMNS = [
  nullableVarchar('clientOrderHash', 64),
  nullableVarchar('clientPaymentId', 36),
  nullableVarchar('clientPaymentHash', 64),
];
const PAYMENT_KEY = new TableIndex({
  name: 'IDX_restaurant_orders_clientPaymentId',
  columnNames: ['clientPaymentId'],
  isUnique: true,
});

export class OrderIdempotency1763803000000 implements MigrationInterface {
  name = 'OrderIdempotency1763803000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addNullableColumns(queryRunner, 'restaurant_orders', COLUMNS);
    await queryRunner.createIndex('restaurant_orders', PAYMENT_KEY);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('restaurant_orders', PAYMENT_KEY.name!);
    await dropNullableColumns(queryRunner, 'restaurant_orders', COLUMNS);
  }
}
