// Shared pieces of the benchmarks: starting the built API on a fresh database, autocannon runs
// with a warm-up, and one printed line per figure. Nothing here fails on timing.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = 50;
const mysqlServer = process.env.BENCH_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306/test';

/** One autocannon run after a 2-second warm-up (JIT, pools, caches); prints and returns the figures. */
export async function measure(label, options) {
  const request = typeof options === 'string' ? { url: options } : options;
  await autocannon({ ...request, connections, duration: 2 });
  const r = await autocannon({ ...request, connections, duration: seconds });
  const row = {
    label,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
  console.log(
    `${label.padEnd(44)} ${String(row.rps).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms   non-2xx/errors ${row.errors}`,
  );
  return row;
}

/** Runs one of the API's built command-line tools (dist/…) with `env`. */
export function runBuilt(script, args, env) {
  execFileSync(process.execPath, [script, ...args], { cwd: apiDir, env, stdio: 'pipe' });
}

async function waitForHealth(url) {
  const started = Date.now();
  // Boot can take minutes where jobs catch up on history (BENCH_BOOT_SECONDS, 30 by default).
  while (Date.now() - started < Number(process.env.BENCH_BOOT_SECONDS ?? 30) * 1000) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never became healthy`);
}

let nextPort = 3900;

/**
 * Migrates and seeds a database, starts dist/main.js on it, and returns its URL, its env and a stop().
 * `env.PORT` pins the port (the front-end bench builds the console against a known API URL);
 * `prepare(env)` runs between the seed and the start, so what it writes is there from the first request.
 */
export async function startApi(env, { prepare } = {}) {
  const fullEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // The booking storm is many writes from one address; the limit is not what is measured.
    PUBLIC_WRITES_PER_MINUTE: '1000000',
    ...env,
  };
  for (const command of ['migrate', 'seed']) runBuilt('dist/database/cli.js', [command], fullEnv);
  await prepare?.(fullEnv);
  const port = env.PORT ?? nextPort++;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: { ...fullEnv, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return { url, env: fullEnv, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill())) };
}

/** A fresh, empty SQLite file in a temporary folder; drop() removes the folder. */
export function sqliteDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-bench-'));
  return {
    kind: 'sqlite',
    // The seed draws one photo per room into ROOM_PHOTOS_DIR: the run's own, not the repo's data/.
    env: { SQLITE_PATH: path.join(dir, 'bench.sqlite'), ROOM_PHOTOS_DIR: path.join(dir, 'room-photos') },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The databases of one run: a temporary SQLite file, and a fresh database on the local MariaDB if
 * it answers. BENCH_DATABASES=sqlite or =mariadb runs one of them only.
 */
export async function databases() {
  const only = process.env.BENCH_DATABASES;
  const list = only === 'mariadb' ? [] : [sqliteDatabase()];
  if (only === 'sqlite') return list;
  const name = `lakeside_bench_${process.pid}`;
  try {
    const admin = await createConnection({ uri: mysqlServer, connectTimeout: 3000 });
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    const url = new URL(mysqlServer);
    url.pathname = `/${name}`;
    const photos = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-bench-photos-'));
    list.push({
      kind: 'mariadb',
      env: { DATABASE_URL: url.toString(), ROOM_PHOTOS_DIR: photos },
      drop: async () => {
        fs.rmSync(photos, { recursive: true, force: true });
        const connection = await createConnection({ uri: mysqlServer });
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await connection.end();
      },
    });
  } catch (error) {
    console.log(`MariaDB at ${mysqlServer} unavailable (${error.message}); its runs are skipped.`);
  }
  return list;
}

/** 'yyyy-MM-dd' n days after today at the retreat (UTC-6). */
export function retreatDate(daysAhead) {
  const now = new Date(Date.now() - 6 * 3600_000 + daysAhead * 86_400_000);
  return now.toISOString().slice(0, 10);
}
