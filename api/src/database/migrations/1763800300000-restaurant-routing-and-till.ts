/**
 * Restaurant: kitchen routing as data and what the till records.
 * - menu_categories.stationId and menu_items.stationId: the kitchen station that makes a dish
 *   (the item's, else its category's); SET NULL when the station is deleted.
 * - restaurant_orders.source ('pos' | 'guest'), and paidCurrency, paidAmount, paidAt: the money
 *   the till received, per currency, for the end-of-day cash count.
 * Schema builder only, so the one file serves SQLite and MariaDB/MySQL; the columns, index and
 * foreign-key names mirror the entities exactly.
 */
import { TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const ROUTED_TABLES = ['menu_categories', 'menu_items'] as const;

const tillColumns = (): TableColumn[] => [
  new TableColumn({ name: 'source', type: 'varchar', length: '10', default: "'pos'" }),
  new TableColumn({ name: 'paidCurrency', type: 'varchar', length: '3', isNullable: true }),
  new TableColumn({ name: 'paidAmount', type: 'decimal', precision: 10, scale: 2, isNullable: true }),
  new TableColumn({ name: 'paidAt', type: 'datetime', isNullable: true }),
];

export class RestaurantRoutingAndTill1763800300000 implements MigrationInterface {
  name = 'RestaurantRoutingAndTill1763800300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ROUTED_TABLES) {
      await queryRunner.addColumn(table, new TableColumn({ name: 'stationId', type: 'integer', isNullable: true }));
      // The index comes before the foreign key so that MySQL uses it instead of adding its own.
      await queryRunner.createIndex(
        table,
        new TableIndex({ name: `IDX_${table}_stationId`, columnNames: ['stationId'] }),
      );
      await queryRunner.createForeignKey(
        table,
        new TableForeignKey({
          name: `FK_${table}_stationId`,
          columnNames: ['stationId'],
          referencedTableName: 'kitchen_stations',
          referencedColumnNames: ['id'],
          onDelete: 'SET NULL',
          onUpdate: 'NO ACTION',
        }),
      );
    }
    await queryRunner.addColumns('restaurant_orders', tillColumns());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('restaurant_orders', tillColumns());
    for (const table of ROUTED_TABLES) {
      await queryRunner.dropForeignKey(table, `FK_${table}_stationId`);
      await queryRunner.dropIndex(table, `IDX_${table}_stationId`);
      await queryRunner.dropColumn(table, 'stationId');
    }
  }
}
