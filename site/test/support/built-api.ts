/**
 * The real API as production runs it (`api/dist`, NODE_ENV=production) on a fresh, migrated
 * SQLite file, for the tests that judge what the API itself sends — its security headers —
 * rather than what the site makes of its replies (the fake API's job).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unusedUrl } from './fake-api';

const apiDir = fileURLToPath(new URL('../../../api/', import.meta.url));

export interface BuiltApi {
  url: string;
  stop(): Promise<void>;
}

export async function startBuiltApi(): Promise<BuiltApi> {
  if (!existsSync(join(apiDir, 'dist/main.js'))) {
    throw new Error('api/dist is missing: run `npx nx run @lakeside/api:build`');
  }
  const url = await unusedUrl();
  const dataDir = mkdtempSync(join(tmpdir(), 'lakeside-api-'));
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: new URL(url).port,
    LOG_LEVEL: 'warn',
    SQLITE_PATH: join(dataDir, 'lakeside.sqlite'),
    OUTBOX_DIR: join(dataDir, 'outbox'),
    RECEIPTS_DIR: join(dataDir, 'receipts'),
  };
  // The project's Node (this process's): the API's native SQLite driver is built for it.
  execFileSync(process.execPath, ['dist/database/cli.js', 'migrate'], { cwd: apiDir, env, stdio: 'ignore' });
  const child = spawn(process.execPath, ['dist/main.js'], { cwd: apiDir, env, stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${url}/api/health`).then((reply) => reply.status, () => 0)) !== 200) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error('the built API did not answer /api/health within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}
