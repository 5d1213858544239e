/**
 * What a booking needs after it is sold: a reference the guest can read out, the hash of the
 * token in its manage link, the free-cancellation deadline and policy version it was sold
 * under, and its payments (captures and refunds, with the provider's ids) in booking_payments.
 * When the arrival reminder went out is kept too (sent once, whichever instance sends it).
 * Existing bookings get a reference here; their deadline is left empty (they were sold before
 * the policy was recorded, and staff handle them as before).
 */
import { randomBytes } from 'node:crypto';
import { newBookingReference, type BookingKind } from '@lakeside/contracts';
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addNullableColumns, dropNullableColumns, nullableVarchar } from './nullable-columns.js';

const BOOKING_TABLES: Record<BookingKind, string> = {
  room: 'room_bookings',
  sauna: 'sauna_bookings',
  event: 'event_bookings',
};

const COLUMNS = [
  nullableVarchar('reference', 12),
  nullableVarchar('manageTokenHash', 64),
  { name: 'freeCancellationUntil', type: 'datetime', isNullable: true },
  nullableVarchar('policyVersion', 10),
  { name: 'reminderSentAt', type: 'datetime', isNullable: true },
];

export class BookingLifecycle1763800900000 implements MigrationInterface {
  name = 'BookingLifecycle1763800900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [kind, table] of Object.entries(BOOKING_TABLES) as [BookingKind, string][]) {
      await addNullableColumns(queryRunner, table, COLUMNS);
      await giveReferences(queryRunner, kind, table);
      // Unnamed: TypeORM names it as it names the entity's @Index, so the two agree.
      await queryRunner.createIndex(table, new TableIndex({ columnNames: ['reference'], isUnique: true }));
    }
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
    const timestamp = (name: string, changes = false) => ({
      name,
      type: 'datetime',
      ...(isMysql ? { precision: 6 } : {}),
      default: now,
      ...(isMysql && changes ? { onUpdate: now } : {}),
    });
    await queryRunner.createTable(
      new Table({
        name: 'booking_payments',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'bookingKind', type: 'varchar', length: '10' },
          { name: 'bookingId', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'providerReference', type: 'varchar', length: '100', isNullable: true },
          { name: 'amount', type: 'decimal', precision: 10, scale: 2 },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'requestId', type: 'varchar', length: '191' },
          { name: 'failureReason', type: 'varchar', length: '255', isNullable: true },
          timestamp('createdAt'),
          timestamp('updatedAt', true),
        ],
        indices: [
          { name: 'IDX_booking_payments_booking', columnNames: ['bookingKind', 'bookingId'] },
          { name: 'IDX_booking_payments_requestId', columnNames: ['requestId'], isUnique: true },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('booking_payments', true);
    for (const table of Object.values(BOOKING_TABLES).reverse()) {
      const index = (await queryRunner.getTable(table))?.indices.find((candidate) =>
        candidate.columnNames.includes('reference'),
      );
      if (index) await queryRunner.dropIndex(table, index);
      await dropNullableColumns(queryRunner, table, COLUMNS);
    }
  }
}

async function giveReferences(queryRunner: QueryRunner, kind: BookingKind, table: string): Promise<void> {
  const rows = (await queryRunner.query(`SELECT id FROM ${table} WHERE reference IS NULL`)) as { id: number }[];
  for (const { id } of rows) {
    await queryRunner.query(`UPDATE ${table} SET reference = ? WHERE id = ?`, [
      newBookingReference(kind, randomBytes),
      id,
    ]);
  }
}
