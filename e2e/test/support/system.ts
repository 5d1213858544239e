/**
 * Vitest global setup: the whole product as production runs it, on this machine, once for
 * every test file — a fresh embedded database migrated and seeded, three staff accounts (one
 * per role), the built API, the built guest site forwarding /api to it, and a production
 * build of the console on its own origin calling the API across origins (CORS, Origin check
 * and the session cookie as in production).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import type { StaffRole } from '@lakeside/contracts';
import { SHOTS_DIR } from './browser';
import { appEnvironment, freePort, startProcess, waitUntilAnswering, type RunningProcess } from './processes';

export interface StaffLogin {
  username: string;
  password: string;
  role: StaffRole;
}

export interface SystemUnderTest {
  apiUrl: string;
  siteUrl: string;
  consoleUrl: string;
  /** The API's database file, for tests that compare a screen with the rows behind it. */
  sqlitePath: string;
  /** Where the API keeps the mail it sends (no SMTP_URL here): one .eml file a message. */
  outboxDir: string;
  staff: Record<StaffRole, StaffLogin>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    system: SystemUnderTest;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = join(root, 'api');
const siteDir = join(root, 'site');
const consoleDir = join(root, 'console');

export default async function setup(project: TestProject) {
  for (const built of [join(apiDir, 'dist/main.js'), join(siteDir, 'dist/server/entry.mjs')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const workDir = await mkdtemp(join(tmpdir(), 'lakeside-system-'));
  const [apiPort, sitePort, consolePort] = await Promise.all([freePort(), freePort(), freePort()]);
  const urls = {
    api: `http://127.0.0.1:${apiPort}`,
    site: `http://127.0.0.1:${sitePort}`,
    console: `http://127.0.0.1:${consolePort}`,
  };
  const sqlitePath = join(workDir, 'lakeside.sqlite');
  const outboxDir = join(workDir, 'outbox');
  const apiEnv = {
    // Development: production's Secure cookie would need HTTPS, which this machine cannot serve.
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    SQLITE_PATH: sqlitePath,
    OUTBOX_DIR: outboxDir,
    RECEIPTS_DIR: join(workDir, 'receipts'),
    ROOM_PHOTOS_DIR: join(workDir, 'room-photos'),
    SITE_ORIGIN: urls.site,
    CONSOLE_ORIGIN: urls.console,
    // Every guest write of the run comes from one address; the limit itself is tested in the API suite.
    PUBLIC_WRITES_PER_MINUTE: '10000',
    // A checked-out stay is asked for its review within seconds, not the production quarter hour.
    REVIEW_REQUEST_INTERVAL_MS: '2000',
  };

  const cli = (script: string, args: string[]) =>
    execFileSync(process.execPath, [script, ...args], { cwd: apiDir, env: appEnvironment(apiEnv), encoding: 'utf8' });
  cli('dist/database/cli.js', ['migrate']);
  // Without the demo's room photos: making their sizes takes seconds per test file, and the
  // pages' photos are the site's browser tests' and the API's photo tests' to check.
  cli('dist/database/cli.js', ['seed', '--no-photos']);
  const staff = {} as Record<StaffRole, StaffLogin>;
  for (const [role, username, name] of [
    ['admin', 'ana', 'Ana López'],
    ['manager', 'marco', 'Marco Pérez'],
    ['staff', 'sofia', 'Sofía Xoc'],
  ] as const) {
    const password = randomBytes(12).toString('base64url');
    // --password=<value>: a base64url password may start with '-', which parseArgs would read as an option.
    cli('dist/auth/staff-cli.js', ['--username', username, '--role', role, `--password=${password}`, '--name', name]);
    staff[role] = { username, password, role };
  }

  const processes: RunningProcess[] = [];
  const consoleOut = join(workDir, 'console');
  let consoleServer: Awaited<ReturnType<typeof preview>> | undefined;
  const stopAll = async () => {
    await Promise.all([...processes.map((running) => running.stop()), consoleServer?.close()]);
    if (!process.env.KEEP_SYSTEM) await rm(workDir, { recursive: true, force: true });
  };
  try {
    const api = startProcess('api', ['dist/main.js'], { cwd: apiDir, env: apiEnv });
    processes.push(api);
    const site = startProcess('site', ['dist/server/entry.mjs'], {
      cwd: siteDir,
      env: { HOST: '127.0.0.1', PORT: String(sitePort), API_URL: urls.api, CONSOLE_URL: urls.console },
    });
    processes.push(site);
    await buildConsole(consoleOut, { VITE_API_URL: urls.api, VITE_SITE_URL: urls.site });
    consoleServer = await preview({
      root: consoleDir,
      logLevel: 'warn',
      build: { outDir: consoleOut },
      preview: { host: '127.0.0.1', port: consolePort, strictPort: true, open: false },
    });
    await Promise.all([
      waitUntilAnswering(api, `${urls.api}/api/health`),
      waitUntilAnswering(site, `${urls.site}/privacy`),
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  await mkdir(SHOTS_DIR, { recursive: true });
  project.provide('system', {
    apiUrl: urls.api,
    siteUrl: urls.site,
    consoleUrl: urls.console,
    sqlitePath,
    outboxDir,
    staff,
  });
  return stopAll;
}

/** The console as `npm run build` makes it, told where the API and the site live. */
async function buildConsole(outDir: string, env: Record<string, string>): Promise<void> {
  // Vitest sets NODE_ENV=test, which would give React's development build: test what ships.
  // Under vitest @module-federation/vite also turns itself off unless told not to.
  const buildEnv = { ...env, NODE_ENV: 'production', MFE_VITE_NO_TEST_ENV_CHECK: 'true' };
  const saved = { ...process.env };
  Object.assign(process.env, buildEnv);
  try {
    await build({ root: consoleDir, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const name of Object.keys(buildEnv)) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}
