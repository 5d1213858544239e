/**
 * The owner's dashboard's stored days (docs/decisions/0020-dashboard-stored-days.md):
 * `dashboard_days`, one row of figures per finished retreat day, and the triggers that mark a
 * day stale in the same transaction as any change to a record it was computed from.
 */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createDayTriggers, dropDayTriggers } from '../../dashboard/stored-days/day-triggers.js';

export class DashboardDays1763900300000 implements MigrationInterface {
  name = 'DashboardDays1763900300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = queryRunner.connection.driver.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
    await queryRunner.createTable(
      new Table({
        name: 'dashboard_days',
        columns: [
          { name: 'day', type: 'date', isPrimary: true },
          { name: 'stale', type: 'boolean', default: 0 },
          { name: 'version', type: 'integer' },
          { name: 'figures', type: 'text' },
          { name: 'computedAt', type: 'datetime' },
        ],
      }),
      true,
    );
    for (const statement of createDayTriggers(dialect)) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of dropDayTriggers()) await queryRunner.query(statement);
    await queryRunner.dropTable('dashboard_days', true);
  }
}
