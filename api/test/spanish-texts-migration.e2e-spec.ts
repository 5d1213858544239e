/**
 * The Spanish-texts migration on a database already in use (SQLite, or MariaDB when
 * DATABASE_URL is set): it adds and removes the nullable …Es columns without touching a row,
 * also rows that point at the changed tables (a dish's modifiers, a room's booked nights),
 * which a rebuilt SQLite table would delete or refuse to drop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { SpanishTexts1763800500000 } from '../src/database/migrations/1763800500000-spanish-texts.js';
import { runSeeds } from '../src/database/seeds/index.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let dataSource: DataSource;

const SPANISH_COLUMNS: Record<string, string[]> = {
  rooms: ['nameEs', 'descriptionEs', 'fullDescriptionEs', 'amenitiesEs'],
  events: ['titleEs', 'descriptionEs'],
  event_weekly_templates: ['titleEs', 'descriptionEs'],
  wellness_activities: ['titleEs', 'descriptionEs'],
  menu_categories: ['nameEs', 'descriptionEs'],
  menu_items: ['nameEs', 'descriptionEs'],
};
/** The changed tables and the tables whose rows point at them. */
const COUNTED = [
  ...Object.keys(SPANISH_COLUMNS),
  'menu_modifiers',
  'modifier_options',
  'event_sessions',
  'room_bookings',
  'room_nights',
];

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = database.createDataSource();
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await runSeeds(dataSource, { today: '2026-11-22' });
  const booking = await dataSource.getRepository(RoomBooking).save({
    checkinDate: '2026-12-01',
    checkoutDate: '2026-12-02',
    roomType: 'lakefront_lower',
    guests: 1,
    guestName: 'Existing Guest',
    email: 'existing@example.com',
    phone: '+502 5555 0000',
    totalPrice: '65.00',
    status: 'confirmed',
  });
  await dataSource
    .getRepository(RoomNight)
    .insert({ roomId: 'lakefront_lower', night: '2026-12-01', bookingId: booking.id });
});
afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

async function columnsOf(table: string) {
  const queryRunner = dataSource.createQueryRunner();
  try {
    return (await queryRunner.getTable(table))?.columns ?? [];
  } finally {
    await queryRunner.release();
  }
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const rows: Array<{ n: number | string }> = await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

/** Runs one direction of the migration in a transaction, as `npm run db:migrate` does. */
async function migrate(direction: 'up' | 'down'): Promise<void> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    await queryRunner.startTransaction();
    await new SpanishTexts1763800500000()[direction](queryRunner);
    await queryRunner.commitTransaction();
  } catch (error) {
    await queryRunner.rollbackTransaction();
    throw error;
  } finally {
    await queryRunner.release();
  }
}

describe('SpanishTexts migration', () => {
  it('comes down without the …Es columns and keeps every row, linked rows included', async () => {
    const before = await rowCounts();
    expect(before.menu_modifiers).toBeGreaterThan(0);
    expect(before.room_nights).toBe(1);

    await migrate('down');
    for (const [table, names] of Object.entries(SPANISH_COLUMNS)) {
      const columns = (await columnsOf(table)).map((column) => column.name);
      expect(
        columns.filter((name) => names.includes(name)),
        table,
      ).toEqual([]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('goes up again with nullable columns typed like their English ones, empty on existing rows', async () => {
    const before = await rowCounts();
    await migrate('up');
    for (const [table, names] of Object.entries(SPANISH_COLUMNS)) {
      const columns = await columnsOf(table);
      for (const name of names) {
        const added = columns.find((column) => column.name === name);
        const english = columns.find((column) => column.name === name.slice(0, -2));
        expect(added, `${table}.${name}`).toMatchObject({
          isNullable: true,
          type: english?.type,
          length: english?.length,
        });
      }
      const rows: Array<Record<string, unknown>> = await dataSource.query(`SELECT ${names.join(', ')} FROM ${table}`);
      expect(rows.length, table).toBeGreaterThan(0);
      expect(
        rows.every((row) => Object.values(row).every((value) => value === null)),
        table,
      ).toBe(true);
    }
    expect(await rowCounts()).toEqual(before);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});
