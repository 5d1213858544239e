/**
 * Guest reviews (issue 16): `reviews` (one per room booking, by a unique key; staff approve or
 * hide them) and `review_requests` (the mail asking for one, one per booking, its link's token
 * hashed). The rooms' typed-in `rating` and `reviewCount` go: the site computes both from the
 * approved reviews. The typed numbers had no review behind them, so nothing carries over.
 */
import {
  Table,
  TableColumn,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';
import { dropNullableColumns } from './nullable-columns.js';

type Column = TableColumnOptions;

const int = (name: string, isNullable = false): Column => ({ name, type: 'integer', isNullable });
const id = (): Column => ({ ...int('id'), isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const varchar = (name: string, length: number, isNullable = false): Column => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});
const fk = (column: string, table: string, onDelete: 'RESTRICT' | 'CASCADE') => ({
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete,
  onUpdate: 'NO ACTION',
});

/** The rooms' columns as the guest schema made them (for the way down). */
const TYPED_RATING_COLUMNS: Column[] = [
  { name: 'rating', type: 'decimal', precision: 2, scale: 1, default: 0 },
  { name: 'reviewCount', type: 'integer', default: 0 },
];

export class GuestReviews1763802800000 implements MigrationInterface {
  name = 'GuestReviews1763802800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
    const precision = isMysql ? { precision: 6 } : {};
    const createdAt: Column = { name: 'createdAt', type: 'datetime', ...precision, default: now };
    const datetime = (name: string, isNullable: boolean): Column => ({
      name,
      type: 'datetime',
      ...precision,
      isNullable,
    });

    await queryRunner.createTable(
      new Table({
        name: 'reviews',
        columns: [
          id(),
          int('roomBookingId'),
          varchar('roomId', 40),
          int('rating'),
          { name: 'text', type: 'text', isNullable: true },
          varchar('firstName', 100),
          varchar('language', 2),
          { ...varchar('status', 20), default: "'pending'" },
          datetime('moderatedAt', true),
          varchar('moderatedBy', 100, true),
          createdAt,
        ],
        uniques: [new TableUnique({ columnNames: ['roomBookingId'] })],
        indices: [new TableIndex({ name: 'IDX_reviews_roomId_status', columnNames: ['roomId', 'status'] })],
        foreignKeys: [fk('roomBookingId', 'room_bookings', 'CASCADE'), fk('roomId', 'rooms', 'RESTRICT')],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'review_requests',
        columns: [id(), int('roomBookingId'), varchar('tokenHash', 64), datetime('expiresAt', false), createdAt],
        uniques: [new TableUnique({ columnNames: ['roomBookingId'] })],
        foreignKeys: [fk('roomBookingId', 'room_bookings', 'CASCADE')],
      }),
      true,
    );
    // SQLite drops them in place (they are in no index or key); MariaDB alters the table.
    await dropNullableColumns(queryRunner, 'rooms', TYPED_RATING_COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(
      'rooms',
      TYPED_RATING_COLUMNS.map((column) => new TableColumn(column)),
    );
    await queryRunner.dropTable('review_requests', true, true, true);
    await queryRunner.dropTable('reviews', true, true, true);
  }
}
