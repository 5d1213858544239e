/**
 * Channel calendar sync (issue 16): other channels' feeds per room, the blocks their events
 * and staff make, conflicts with our bookings, each room's export token — and room_nights learns
 * to belong to a block (blockId) instead of a booking, under the same unique key (roomId, night).
 *
 * room_nights has no children, so SQLite's rebuild of it (to make bookingId nullable and add the
 * foreign key) loses nothing; on the way down the blocked nights go with their blocks.
 */
import {
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';

type Column = TableColumnOptions;

const int = (name: string, isNullable = false): Column => ({ name, type: 'integer', isNullable });
const id = (): Column => ({ ...int('id'), isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const varchar = (name: string, length: number, isNullable = false): Column => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});
const date = (name: string): Column => ({ name, type: 'date' });
const datetime = (name: string): Column => ({ name, type: 'datetime', isNullable: true });
const fk = (column: string, table: string, onDelete: 'RESTRICT' | 'CASCADE', referenced = 'id') => ({
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: [referenced],
  onDelete,
  onUpdate: 'NO ACTION',
});

export class ChannelCalendars1763802000000 implements MigrationInterface {
  name = 'ChannelCalendars1763802000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
    const precision = isMysql ? { precision: 6 } : {};
    const createdAt: Column = { name: 'createdAt', type: 'datetime', ...precision, default: now };
    const updatedAt: Column = { ...createdAt, name: 'updatedAt', ...(isMysql ? { onUpdate: now } : {}) };

    await queryRunner.createTable(
      new Table({
        name: 'channel_feeds',
        columns: [
          id(),
          varchar('roomId', 40),
          varchar('name', 60),
          varchar('url', 1000),
          varchar('etag', 200, true),
          varchar('lastModified', 100, true),
          datetime('lastSyncedAt'),
          varchar('lastError', 300, true),
          { ...int('eventCount'), default: 0 },
          createdAt,
        ],
        indices: [{ columnNames: ['roomId'] }],
        foreignKeys: [fk('roomId', 'rooms', 'RESTRICT')],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'room_blocks',
        columns: [
          id(),
          varchar('roomId', 40),
          date('checkinDate'),
          date('checkoutDate'),
          varchar('source', 10),
          int('feedId', true),
          varchar('uid', 255, true),
          varchar('reason', 20, true),
          varchar('note', 200, true),
          varchar('createdBy', 100, true),
          createdAt,
          updatedAt,
        ],
        indices: [{ columnNames: ['feedId', 'uid'], isUnique: true }, { columnNames: ['roomId', 'checkoutDate'] }],
        foreignKeys: [fk('roomId', 'rooms', 'RESTRICT'), fk('feedId', 'channel_feeds', 'CASCADE')],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'channel_conflicts',
        columns: [
          id(),
          int('feedId'),
          varchar('roomId', 40),
          varchar('uid', 255),
          date('checkinDate'),
          date('checkoutDate'),
          varchar('summary', 200, true),
          int('bookingId'),
          datetime('mailedAt'),
          datetime('resolvedAt'),
          createdAt,
        ],
        indices: [{ columnNames: ['feedId', 'uid', 'bookingId'], isUnique: true }, { columnNames: ['resolvedAt'] }],
        foreignKeys: [fk('feedId', 'channel_feeds', 'CASCADE'), fk('bookingId', 'room_bookings', 'CASCADE')],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'room_calendars',
        columns: [
          { ...varchar('roomId', 40), isPrimary: true },
          varchar('token', 64),
          varchar('contentHash', 64, true),
          datetime('changedAt'),
        ],
        indices: [{ columnNames: ['token'], isUnique: true }],
        foreignKeys: [fk('roomId', 'rooms', 'CASCADE')],
      }),
      true,
    );

    await setBookingIdNullable(queryRunner, true);
    await queryRunner.addColumn('room_nights', new TableColumn(int('blockId', true)));
    await queryRunner.createIndex('room_nights', new TableIndex({ columnNames: ['blockId'] }));
    await queryRunner.createForeignKey('room_nights', new TableForeignKey(fk('blockId', 'room_blocks', 'CASCADE')));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM room_nights WHERE blockId IS NOT NULL');
    const nights = await queryRunner.getTable('room_nights');
    const blockKey = nights?.foreignKeys.find((key) => key.columnNames.includes('blockId'));
    if (blockKey) await queryRunner.dropForeignKey('room_nights', blockKey);
    const blockIndex = nights?.indices.find((index) => index.columnNames.join() === 'blockId');
    if (blockIndex) await queryRunner.dropIndex('room_nights', blockIndex);
    await queryRunner.dropColumn('room_nights', 'blockId');
    await setBookingIdNullable(queryRunner, false);
    for (const table of ['room_calendars', 'channel_conflicts', 'room_blocks', 'channel_feeds']) {
      await queryRunner.dropTable(table, true);
    }
  }
}

/** The same column as the database has it (int on MySQL, integer on SQLite), nullable or not. */
async function setBookingIdNullable(queryRunner: QueryRunner, isNullable: boolean): Promise<void> {
  const table = await queryRunner.getTable('room_nights');
  const column = table?.findColumnByName('bookingId');
  if (!table || !column) throw new Error('room_nights.bookingId is missing');
  const changed = column.clone();
  changed.isNullable = isNullable;
  await queryRunner.changeColumn(table, column, changed);
}
