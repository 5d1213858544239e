/**
 * Each room's housekeeping status (dirty → clean → inspected), one row per room once it is
 * first checked out of or marked; a room without a row is clean. A new table only: schema
 * builder, one file, both drivers.
 */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

export class RoomHousekeeping1763801300000 implements MigrationInterface {
  name = 'RoomHousekeeping1763801300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
    await queryRunner.createTable(
      new Table({
        name: 'room_housekeeping',
        columns: [
          { name: 'roomId', type: 'varchar', length: '40', isPrimary: true },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'updatedById', type: 'integer', isNullable: true },
          { name: 'updatedBy', type: 'varchar', length: '100', isNullable: true },
          {
            name: 'updatedAt',
            type: 'datetime',
            ...(isMysql ? { precision: 6, onUpdate: now } : {}),
            default: now,
          },
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('room_housekeeping', true);
  }
}
