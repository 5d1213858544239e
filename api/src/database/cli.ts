import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../config/config.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { backupCommand, restoreCommand } from './backup/backup-cli.js';
import { revertLastMigration, runPendingMigrations } from './migrate.js';
import { openDatabase } from './open-database.js';
import { runSeeds } from './seeds/index.js';
import { seedDemoReviews } from './seeds/reviews.seed.js';
import { seedRoomPhotos } from '../room-photos/seed-room-photos.js';

type Command = (config: AppConfig, args: string[]) => Promise<string>;

/** A command that works on the configured database through TypeORM. */
function withDatabase(work: (dataSource: DataSource) => Promise<string>): Command {
  return async (config) => {
    const dataSource = await openDatabase(config);
    try {
      return await work(dataSource);
    } finally {
      await dataSource.destroy();
    }
  };
}

/**
 * `node dist/database/cli.js migrate|revert|seed|backup|restore [args]` — behind npm run
 * db:migrate, db:revert, db:seed, db:backup and db:restore.
 */
const commands: Record<string, Command> = {
  migrate: withDatabase(async (dataSource) => {
    const applied = await runPendingMigrations(dataSource);
    return applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date';
  }),
  revert: withDatabase(async (dataSource) => {
    await revertLastMigration(dataSource);
    return 'Reverted the last migration';
  }),
  seed: (config, args) =>
    withDatabase(async (dataSource) => {
      await runSeeds(dataSource, { today: retreatToday() });
      // Demo data beyond the catalogue: past stays with their guests' approved reviews, so the
      // demo's ratings are computed like real ones (the tests' catalogue seed sells no night).
      await dataSource.transaction((manager) => seedDemoReviews(manager, { today: retreatToday() }));
      // `seed --no-photos`: the system tests' fresh databases skip the seconds the photos' sizes take.
      const photos = args.includes('--no-photos') ? 0 : await seedRoomPhotos(dataSource, config);
      return `Seeded the catalogue and demo data${photos ? `, and ${photos} room photos` : ''}`;
    })(config, args),
  // Backup and restore open their own connections: SQLite's backup API and a MySQL snapshot.
  backup: backupCommand,
  restore: restoreCommand,
};

async function run(): Promise<void> {
  const [name = '', ...args] = process.argv.slice(2);
  const command = commands[name];
  if (!command) throw new Error(`Unknown command "${name}". Use one of: ${Object.keys(commands).join(', ')}`);
  console.log(await command(loadConfig(), args));
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
