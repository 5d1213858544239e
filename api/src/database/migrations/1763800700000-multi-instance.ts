/**
 * What several API instances on one database share (docs/decisions/0006-multiple-api-instances.md): cache
 * versions, rate-limit counters, job leases and the simulated provider's payment orders.
 * Schema builder: one file, both drivers.
 */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

const varchar = (name: string, length: number, extra: { isPrimary?: boolean; isNullable?: boolean } = {}) => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});

export class MultiInstance1763800700000 implements MigrationInterface {
  name = 'MultiInstance1763800700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'cache_versions',
        columns: [varchar('tableName', 64, { isPrimary: true }), { name: 'version', type: 'integer', default: 0 }],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'rate_limit_counters',
        columns: [
          varchar('counterKey', 128, { isPrimary: true }),
          { name: 'hits', type: 'integer' },
          { name: 'expiresAt', type: 'bigint' },
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'job_leases',
        columns: [
          varchar('name', 64, { isPrimary: true }),
          varchar('holder', 64, { isNullable: true }),
          { name: 'leaseUntil', type: 'datetime', isNullable: true },
          { name: 'lastRunAt', type: 'datetime', isNullable: true },
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'simulated_payment_orders',
        columns: [
          varchar('id', 64, { isPrimary: true }),
          varchar('requestId', 191),
          { name: 'amount', type: 'decimal', precision: 10, scale: 2 },
          varchar('currency', 3),
          { name: 'capturedAt', type: 'datetime', isNullable: true },
          {
            name: 'createdAt',
            type: 'datetime',
            ...(isMysql ? { precision: 6 } : {}),
            default: isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')",
          },
        ],
        indices: [{ columnNames: ['requestId'], isUnique: true }],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['simulated_payment_orders', 'job_leases', 'rate_limit_counters', 'cache_versions']) {
      await queryRunner.dropTable(table, true);
    }
  }
}
