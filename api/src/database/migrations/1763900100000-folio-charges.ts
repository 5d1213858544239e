/**
 * Meals charged to a room (docs/decisions/0019-folio-and-revenue.md): `folio_charges`, one row
 * per restaurant order charged to a stay (unique orderId: an order is charged once), with the
 * meal in quetzales as sold, its value in the stay's currency at the rate of that day, and the
 * stay's payment that settled it (null while the guest owes it).
 */
import {
  Table,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';

const decimal = (name: string, scale: number, isNullable = false): TableColumnOptions => ({
  name,
  type: 'decimal',
  precision: 10,
  scale,
  isNullable,
});

export class FolioCharges1763900100000 implements MigrationInterface {
  name = 'FolioCharges1763900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
    await queryRunner.createTable(
      new Table({
        name: 'folio_charges',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'roomBookingId', type: 'integer' },
          { name: 'orderId', type: 'integer' },
          { name: 'currency', type: 'varchar', length: '3' },
          decimal('amount', 2),
          decimal('quetzales', 2),
          decimal('taxQuetzales', 2),
          decimal('exchangeRate', 4, true),
          { name: 'chargedAt', type: 'datetime' },
          { name: 'chargedById', type: 'integer', isNullable: true },
          { name: 'settledByPaymentId', type: 'integer', isNullable: true },
          { name: 'createdAt', type: 'datetime', ...(isMysql ? { precision: 6 } : {}), default: now },
        ],
        uniques: [new TableUnique({ name: 'UQ_folio_charges_orderId', columnNames: ['orderId'] })],
        indices: [
          new TableIndex({ name: 'IDX_folio_charges_roomBookingId', columnNames: ['roomBookingId'] }),
          new TableIndex({ name: 'IDX_folio_charges_settledByPaymentId', columnNames: ['settledByPaymentId'] }),
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('folio_charges', true);
  }
}
