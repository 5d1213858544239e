/**
 * Seasonal rates and taxes: each room's rate periods (`room_rate_periods`), the retreat's tax
 * rules (`tax_rules`), and on room bookings the taxes they were sold with (nullable: bookings
 * sold before have none recorded, added in place on both drivers).
 */
import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { addNullableColumns, dropNullableColumns, nullableText } from './nullable-columns.js';

/** The taxes a sale was sold with: the lines (JSON) and their included and added sums. */
export const SOLD_TAX_COLUMNS: TableColumnOptions[] = [
  nullableText('taxes'),
  { name: 'taxIncluded', type: 'decimal', precision: 10, scale: 2, isNullable: true },
  { name: 'taxAdded', type: 'decimal', precision: 10, scale: 2, isNullable: true },
];

export class RatesAndTaxes1763802100000 implements MigrationInterface {
  name = 'RatesAndTaxes1763802100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    const createdAt: TableColumnOptions = {
      name: 'createdAt',
      type: 'datetime',
      ...(isMysql ? { precision: 6 } : {}),
      default: isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')",
    };
    const id: TableColumnOptions = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    };
    await queryRunner.createTable(
      new Table({
        name: 'room_rate_periods',
        columns: [
          id,
          { name: 'roomId', type: 'varchar', length: '40' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'firstNight', type: 'date' },
          { name: 'lastNight', type: 'date' },
          { name: 'nightlyRate', type: 'decimal', precision: 10, scale: 2 },
          { name: 'weekendRate', type: 'decimal', precision: 10, scale: 2, isNullable: true },
          { name: 'minNights', type: 'integer', default: 2 },
          createdAt,
        ],
        foreignKeys: [
          {
            columnNames: ['roomId'],
            referencedTableName: 'rooms',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
      true,
    );
    // Unnamed: TypeORM names it as it names the entity's @Index, so the two agree.
    await queryRunner.createIndex(
      'room_rate_periods',
      new TableIndex({ columnNames: ['roomId', 'firstNight'], isUnique: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'tax_rules',
        columns: [
          id,
          { name: 'name', type: 'varchar', length: '60' },
          { name: 'rate', type: 'decimal', precision: 5, scale: 2 },
          { name: 'appliesTo', type: 'varchar', length: '20' },
          { name: 'included', type: 'boolean', default: 1 },
          { name: 'isActive', type: 'boolean', default: 1 },
          { name: 'displayOrder', type: 'integer', default: 0 },
          createdAt,
        ],
      }),
      true,
    );
    await addNullableColumns(queryRunner, 'room_bookings', SOLD_TAX_COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropNullableColumns(queryRunner, 'room_bookings', SOLD_TAX_COLUMNS);
    await queryRunner.dropTable('tax_rules', true);
    await queryRunner.dropTable('room_rate_periods', true);
  }
}
