/**
 * npm run db:backup / db:restore: a backup taken while bookings are being made holds one moment of the
 * database and every uploaded file; restored into a fresh database it has every row and file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, type BackupConfig } from '../src/database/backup/create-backup.js';
import { MANIFEST_FILE } from '../src/database/backup/manifest.js';
import { restoreBackup } from '../src/database/backup/restore-backup.js';
import { DAY_TRIGGER_NAMES, listDayTriggersSql } from '../src/dashboard/stored-days/day-triggers.js';
import { startBookingStorm } from './support/booking-storm.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { CONSOLE_ORIGIN, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let source: TestApp;
let manager: StaffApiClient;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-backup-'));
const targets: { database: TestDatabase; dataSource?: DataSource }[] = [];

/** The smallest valid PNG, with a tail that makes each receipt's bytes its own. */
const receipt = (index: number) =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
    Buffer.from(`receipt ${index}`),
  ]);

beforeAll(async () => {
  source = await startTestApp({ seed: true, env: UNLIMITED_WRITES });
  manager = await signInAs(source, 'manager');
  for (let index = 1; index <= 3; index += 1) {
    const created = await manager.send<{ id: number }>('POST', '/api/expenses', {
      expenseDate: '2026-11-20',
      vendorName: `Vendor ${index}`,
      amount: 10 * index,
      currency: 'Q',
      description: 'Supplies',
      category: 'maintenance',
      paymentMethod: 'cash',
    });
    const { id } = created.body;
    const form = new FormData();
    form.append('receipt', new Blob([receipt(index)], { type: 'image/png' }), `receipt-${index}.png`);
    const uploaded = await fetch(`${source.url}/api/expenses/${id}/receipt`, {
      method: 'POST',
      headers: { cookie: manager.cookie, origin: CONSOLE_ORIGIN },
      body: form,
    });
    if (!uploaded.ok) throw new Error(`receipt upload: ${uploaded.status}`);
  }
});

afterAll(async () => {
  for (const target of targets) {
    if (target.dataSource?.isInitialized) await target.dataSource.destroy();
    await target.database.drop();
  }
  await source.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** An empty database and an empty receipts folder to restore into. */
async function freshTarget(): Promise<{ config: BackupConfig; open(): Promise<DataSource> }> {
  const entry: (typeof targets)[number] = { database: await createTestDatabase() };
  targets.push(entry);
  const config = {
    ...entry.database.env,
    RECEIPTS_DIR: fs.mkdtempSync(path.join(work, 'receipts-')),
    ROOM_PHOTOS_DIR: fs.mkdtempSync(path.join(work, 'room-photos-')),
  };
  return {
    config,
    open: async () => {
      entry.dataSource ??= await entry.database.createDataSource().initialize();
      return entry.dataSource;
    },
  };
}

/** A table's rows in a stable order, as the app's own data source reads them. */
async function tableRows(dataSource: DataSource, table: string): Promise<unknown[]> {
  const rows: unknown[] = await dataSource.query(`SELECT * FROM ${dataSource.driver.escape(table)}`);
  return rows.map((row) => JSON.stringify(row)).sort();
}

function filesIn(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(folder)) files[name] = fs.readFileSync(path.join(folder, name)).toString('base64');
  return files;
}

describe('database backups', () => {
  it('taken while bookings are made, restore that moment whole: every booking confirmed before it, with its nights', async () => {
    const storm = startBookingStorm(manager, 12);
    await storm.reach(8);
    const confirmedBefore = [...storm.confirmed];
    const { folder, manifest } = await createBackup(source.config, { to: path.join(work, 'busy') });
    const confirmedAfter = storm.confirmed.length;
    await storm.done;
    // Bookings went on being made after the backup: it was taken in the middle of the storm.
    expect(storm.confirmed.length).toBeGreaterThan(confirmedAfter);

    const target = await freshTarget();
    await restoreBackup(target.config, folder);
    const restored = await target.open();
    const bookings: { id: number; status: string; nights: number | string }[] = await restored.query(
      'SELECT b.id, b.status, (SELECT COUNT(*) FROM room_nights n WHERE n.bookingId = b.id) AS nights FROM room_bookings b',
    );
    expect(bookings).toHaveLength(manifest.tables.room_bookings ?? -1);
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    for (const id of confirmedBefore) expect(byId.get(id)?.status).toBe('confirmed');
    // A booking is written with its nights and its audit entry in one transaction, and the dump
    // reads audit_log long before room_bookings: one snapshot never splits them.
    for (const booking of bookings) expect(Number(booking.nights)).toBe(2);
    const audited: { recordId: string }[] = await restored.query(
      "SELECT recordId FROM audit_log WHERE resource = 'room-bookings' AND action = 'create'",
    );
    const made = new Set(storm.confirmed);
    expect(
      audited
        .map((row) => Number(row.recordId))
        .filter((id) => made.has(id))
        .sort(),
    ).toEqual(
      bookings
        .map((booking) => booking.id)
        .filter((id) => made.has(id))
        .sort(),
    );
    expect(filesIn(target.config.RECEIPTS_DIR)).toEqual(filesIn(source.config.RECEIPTS_DIR));
  });

  it('of a quiet database restore every row of every table and every file', async () => {
    const { folder, manifest } = await createBackup(source.config, { to: path.join(work, 'quiet') });
    expect(manifest).toMatchObject({
      driver: source.database.kind === 'sqlite' ? 'sqlite' : expect.stringMatching(/^(mysql|mariadb)$/),
    });
    expect(manifest.tables.migrations).toBeGreaterThan(0);
    expect(manifest.files.receipts).toMatchObject({ count: 3 });

    const target = await freshTarget();
    const result = await restoreBackup(target.config, folder);
    expect(result.migrationsBehind).toBe(0);
    const restored = await target.open();
    for (const table of Object.keys(manifest.tables))
      expect(await tableRows(restored, table), table).toEqual(await tableRows(source.dataSource, table));
    // And its triggers: the dashboard's stored days are only right while they mark changes.
    const dialect = source.database.kind === 'sqlite' ? 'sqlite' : 'mysql';
    const triggers = async (dataSource: DataSource) =>
      (await dataSource.query<{ name: string }[]>(listDayTriggersSql(dialect))).map((row) => row.name).sort();
    expect(await triggers(restored)).toEqual([...DAY_TRIGGER_NAMES].sort());
    const receipts: { receiptUrl: string }[] = await restored.query(
      'SELECT receiptUrl FROM expenses WHERE receiptUrl IS NOT NULL',
    );
    expect(receipts.map((row) => path.basename(row.receiptUrl)).sort()).toEqual(
      Object.keys(filesIn(target.config.RECEIPTS_DIR)).sort(),
    );
    expect(filesIn(target.config.RECEIPTS_DIR)).toEqual(filesIn(source.config.RECEIPTS_DIR));

    // A second restore into the same, now full, database is refused unless forced.
    await expect(restoreBackup(target.config, folder)).rejects.toThrow(/not empty.*--force/);
    await restored.destroy();
    await expect(restoreBackup(target.config, folder, { force: true })).resolves.toMatchObject({ migrationsBehind: 0 });
  });

  it('refuse a backup whose schema this code does not know', async () => {
    const folder = path.join(work, 'quiet');
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as Record<string, unknown>;
    const future = path.join(work, 'future');
    fs.cpSync(folder, future, { recursive: true });
    fs.writeFileSync(
      path.join(future, MANIFEST_FILE),
      JSON.stringify({ ...manifest, migration: 'Future9999999999999' }),
    );
    const target = await freshTarget();
    await expect(restoreBackup(target.config, future)).rejects.toThrow(/Future9999999999999.*does not know/);
  });
});
