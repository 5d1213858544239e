import 'reflect-metadata';
import { loadConfig } from '../config/config.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { revertLastMigration, runPendingMigrations } from './migrate.js';
import { openDatabase } from './open-database.js';
import { runSeeds } from './seeds/index.js';

/** `node dist/database/cli.js migrate|revert|seed` — behind npm run db:migrate, db:revert, db:seed. */
const commands: Record<string, (dataSource: Awaited<ReturnType<typeof openDatabase>>) => Promise<string>> = {
  migrate: async (dataSource) => {
    const applied = await runPendingMigrations(dataSource);
    return applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date';
  },
  revert: async (dataSource) => {
    await revertLastMigration(dataSource);
    return 'Reverted the last migration';
  },
  seed: async (dataSource) => {
    await runSeeds(dataSource, { today: retreatToday() });
    return 'Seeded the catalogue and demo data';
  },
};

async function run(): Promise<void> {
  const name = process.argv[2] ?? '';
  const command = commands[name];
  if (!command) throw new Error(`Unknown command "${name}". Use one of: ${Object.keys(commands).join(', ')}`);
  const dataSource = await openDatabase(loadConfig());
  try {
    console.log(await command(dataSource));
  } finally {
    await dataSource.destroy();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
