/**
 * Migrations on a database already in use (SQLite, or MariaDB when DATABASE_URL is set): the
 * ones that change existing tables (kitchen routing and till, booking notes, Spanish texts)
 * come down and go up again without losing a row — also rows that point at the changed
 * tables (a booking's room nights, a dish's modifiers, an order's lines), which SQLite's table
 * rebuild would delete or refuse if foreign keys were enforced meanwhile (see migrate.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { revertLastMigration, runPendingMigrations } from '../src/database/migrate.js';
import { runSeeds } from '../src/database/seeds/index.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The migrations from the first one that changes existing tables to the newest (MultiInstance
 * only adds tables; ScaleIndexes adds and drops indexes of tables with rows).
 */
const ALTERING_MIGRATIONS = [
  'RestaurantRoutingAndTill',
  'RoomBookingNotes',
  'SpanishTexts',
  'SpanishLocations',
  'MultiInstance',
  'ScaleIndexes',
  'BookingLifecycle',
  'SharedResources',
  'GuestCancellations',
  'RoomStays',
  'RoomHousekeeping',
  'CalendarSequence',
  'RefundCaptures',
  'SessionHolds',
  'SessionStays',
  'ChannelCalendars',
  'RatesAndTaxes',
  'OrderLineTaxes',
  'SessionTaxes',
  'StockByRecipe',
  'TillSessions',
  'StaffTime',
  'Ledger',
  'Invoices',
  'GuestReviews',
  'RoomPhotos',
  'OrderIdempotency',
  'RoomPhotoUrls',
  'LoyaltyAtTheTill',
  'FolioCharges',
  'StaffLanguage',
  'DashboardDays',
];
const COUNTED = [
  'rooms',
  'room_bookings',
  'room_nights',
  'menu_categories',
  'menu_items',
  'menu_modifiers',
  'modifier_options',
  'events',
  'event_sessions',
  'event_weekly_templates',
  'wellness_activities',
  'restaurant_orders',
  'kitchen_stations',
];

let database: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  ({ database, dataSource } = await createMigratedDatabase());
  await runSeeds(dataSource, { today: '2026-11-22' });
  const booking = await dataSource.getRepository(RoomBooking).save({
    checkinDate: '2026-12-01',
    checkoutDate: '2026-12-03',
    roomType: 'lakefront_lower',
    guests: 1,
    guestName: 'Existing Guest',
    email: 'existing@example.com',
    phone: '+502 5555 0000',
    totalPrice: '130.00',
    status: 'confirmed',
  });
  await dataSource.getRepository(RoomNight).insert([
    { roomId: 'lakefront_lower', night: '2026-12-01', bookingId: booking.id },
    { roomId: 'lakefront_lower', night: '2026-12-02', bookingId: booking.id },
  ]);
});
afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

async function columnNames(table: string): Promise<string[]> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    return ((await queryRunner.getTable(table))?.columns ?? []).map((column) => column.name);
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

describe('migrations on a database in use', () => {
  it('revert the table-changing migrations and apply them again, every row kept', async () => {
    const before = await rowCounts();
    expect(before.room_nights).toBe(2);
    expect(before.menu_modifiers).toBeGreaterThan(0);
    expect(dataSource.migrations.slice(-ALTERING_MIGRATIONS.length).map((m) => m.name?.replace(/\d+$/, ''))).toEqual(
      ALTERING_MIGRATIONS,
    );

    for (const _ of ALTERING_MIGRATIONS) await revertLastMigration(dataSource);
    expect(await rowCounts()).toEqual(before);
    expect(await columnNames('rooms')).not.toContain('nameEs');
    expect(await columnNames('events')).not.toContain('locationEs');
    expect(await columnNames('room_bookings')).not.toContain('notes');
    expect(await columnNames('room_bookings')).not.toContain('reference');
    expect(await columnNames('event_weekly_templates')).not.toContain('sharedResource');

    const applied = await runPendingMigrations(dataSource);
    expect(applied.map((migration) => migration.name.replace(/\d+$/, ''))).toEqual(ALTERING_MIGRATIONS);
    expect(await rowCounts()).toEqual(before);
    // Bookings made before the migration get a reference on the way up.
    const unreferenced = await dataSource.query<{ n: number }[]>(
      'SELECT COUNT(*) AS n FROM room_bookings WHERE reference IS NULL',
    );
    expect(Number(unreferenced[0]?.n)).toBe(0);
    // The seeded weekly 'Sauna Session' becomes the sauna's communal session on the way up.
    const sauna = await dataSource.query<{ sharedResource: string | null }[]>(
      "SELECT sharedResource FROM event_weekly_templates WHERE title = 'Sauna Session'",
    );
    expect(sauna).toEqual([{ sharedResource: 'sauna' }]);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});
