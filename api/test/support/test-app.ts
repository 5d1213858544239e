/**
 * Boots the real application (same createApp as main.ts) on a fresh test database, listening
 * on a free local port, so e2e specs talk HTTP to it and check rows in the same database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { runPendingMigrations } from '../../src/database/migrate.js';
import { runSeeds } from '../../src/database/seeds/index.js';
import { retreatToday } from '../../src/common/time/retreat-clock.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  url: string;
  app: NestFastifyApplication;
  dataSource: DataSource;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Another instance's database: this app shares it (as a second API replica) and leaves it in place on close. */
  sharing?: TestDatabase;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.sharing ?? (await createTestDatabase());
  // Mail the test does not catch and uploaded files stay out of the repository's data/.
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-files-'));
  const config = loadConfig({
    OUTBOX_DIR: path.join(files, 'outbox'),
    RECEIPTS_DIR: path.join(files, 'receipts'),
    ROOM_PHOTOS_DIR: path.join(files, 'room-photos'),
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...database.env,
    ...options.env,
  });
  const dataSource = database.createDataSource();
  await dataSource.initialize();
  await runPendingMigrations(dataSource);
  if (options.seed) await runSeeds(dataSource, { today: retreatToday() });
  const app = await createApp(config, dataSource);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    dataSource,
    database,
    config,
    close: async () => {
      await app.close();
      if (dataSource.isInitialized) await dataSource.destroy();
      if (!options.sharing) await database.drop();
      fs.rmSync(files, { recursive: true, force: true });
    },
  };
}
