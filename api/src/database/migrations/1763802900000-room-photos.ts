/**
 * Room photos (issue 16): `room_photos`, one row per photo staff upload, its files named by the
 * original's content hash. A new table only; the rooms' typed-in `images` URLs stay as they are.
 */
import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

type Column = TableColumnOptions;

const int = (name: string): Column => ({ name, type: 'integer' });
const varchar = (name: string, length: number, isNullable = false): Column => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});

export class RoomPhotos1763802900000 implements MigrationInterface {
  name = 'RoomPhotos1763802900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
    const precision = isMysql ? { precision: 6 } : {};
    await queryRunner.createTable(
      new Table({
        name: 'room_photos',
        columns: [
          { ...int('id'), isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          varchar('roomId', 40),
          varchar('fileKey', 64),
          varchar('originalType', 8),
          varchar('fileName', 255),
          int('bytes'),
          // simple-json is TEXT on both drivers; no default, as MySQL 8 forbids literal defaults on TEXT.
          { name: 'sizes', type: 'text' },
          varchar('alt', 200),
          varchar('altEs', 200, true),
          { ...int('position'), default: 0 },
          { name: 'createdAt', type: 'datetime', ...precision, default: now },
        ],
        indices: [{ columnNames: ['fileKey'], isUnique: true }, { columnNames: ['roomId', 'position'] }],
        foreignKeys: [
          {
            columnNames: ['roomId'],
            referencedTableName: 'rooms',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('room_photos');
  }
}
