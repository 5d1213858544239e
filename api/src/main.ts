import 'reflect-metadata';
import { createApp } from './app.js';
import { loadConfig } from './config/config.js';
import { openDatabase } from './database/open-database.js';

/** Boot: config, then the database, then HTTP. Any failure before listening exits with one clear line. */
async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = await openDatabase(config);
  const app = await createApp(config, dataSource);
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(`API failed to start. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
