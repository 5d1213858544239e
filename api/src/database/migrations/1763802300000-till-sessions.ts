/**
 * Till sessions and the day's dollar rate: `exchange_rates` (every rate a manager set, never
 * changed), `till_sessions` (a cashier's shift at a drawer, one open per till by a unique key),
 * and on restaurant_orders what each payment used: its till session, the dollar rate, the cash
 * handed over, the change (in quetzales) and the tip. Nullable columns added in place.
 */
import {
  Table,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';
import { addNullableColumns, dropNullableColumns } from './nullable-columns.js';

const money = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'decimal',
  precision: 10,
  scale: 2,
  isNullable,
});
const rate = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'decimal',
  precision: 10,
  scale: 4,
  isNullable,
});

const PAYMENT_COLUMNS: TableColumnOptions[] = [
  { name: 'tillSessionId', type: 'integer', isNullable: true },
  rate('exchangeRate', true),
  money('tendered', true),
  money('changeGiven', true),
  money('tipAmount', true),
];
const PAYMENT_SESSION_INDEX = new TableIndex({
  name: 'IDX_restaurant_orders_tillSessionId',
  columnNames: ['tillSessionId'],
});

export class TillSessions1763802300000 implements MigrationInterface {
  name = 'TillSessions1763802300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
    const precision = isMysql ? { precision: 6 } : {};
    const createdAt: TableColumnOptions = { name: 'createdAt', type: 'datetime', ...precision, default: now };
    const updatedAt: TableColumnOptions = { ...createdAt, name: 'updatedAt', ...(isMysql ? { onUpdate: now } : {}) };
    const id: TableColumnOptions = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    };
    const varchar = (name: string, length: number, isNullable = false): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable,
    });

    await queryRunner.createTable(
      new Table({
        name: 'exchange_rates',
        columns: [
          id,
          { name: 'effectiveDate', type: 'date' },
          rate('usdToGtq'),
          { name: 'note', type: 'text', isNullable: true },
          { name: 'setById', type: 'integer', isNullable: true },
          varchar('setByName', 100),
          createdAt,
        ],
        indices: [new TableIndex({ name: 'IDX_exchange_rates_effectiveDate', columnNames: ['effectiveDate', 'id'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'till_sessions',
        columns: [
          id,
          varchar('till', 20),
          varchar('openTill', 20, true),
          { name: 'openedAt', type: 'datetime' },
          { name: 'openedById', type: 'integer' },
          varchar('openedByName', 100),
          money('floatGtq'),
          money('floatUsd'),
          { name: 'openingNote', type: 'text', isNullable: true },
          { name: 'paymentCount', type: 'integer', default: 0 },
          { name: 'closedAt', type: 'datetime', isNullable: true },
          { name: 'closedById', type: 'integer', isNullable: true },
          varchar('closedByName', 100, true),
          money('countedGtq', true),
          money('countedUsd', true),
          money('expectedGtq', true),
          money('expectedUsd', true),
          money('differenceGtq', true),
          money('differenceUsd', true),
          { name: 'closingNote', type: 'text', isNullable: true },
          createdAt,
          updatedAt,
        ],
        uniques: [new TableUnique({ name: 'UQ_till_sessions_openTill', columnNames: ['openTill'] })],
        indices: [new TableIndex({ name: 'IDX_till_sessions_till_openedAt', columnNames: ['till', 'openedAt'] })],
      }),
      true,
    );
    await addNullableColumns(queryRunner, 'restaurant_orders', PAYMENT_COLUMNS);
    await queryRunner.createIndex('restaurant_orders', PAYMENT_SESSION_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('restaurant_orders', PAYMENT_SESSION_INDEX.name!);
    await dropNullableColumns(queryRunner, 'restaurant_orders', PAYMENT_COLUMNS);
    await queryRunner.dropTable('till_sessions', true);
    await queryRunner.dropTable('exchange_rates', true);
  }
}
