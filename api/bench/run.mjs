// `npm run bench`: throughput and p99 of the API with autocannon (50 connections) on SQLite
// and on MariaDB, beside a bare node:http server answering the same JSON. Prints figures;
// never fails on timing. BENCH_SECONDS (default 10) sets each run's length; BENCH_MYSQL_URL
// (default the local MariaDB) names the server database, created fresh for the run.
import autocannon from 'autocannon';
import { fork, spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const routes = ['/api/health', '/api/rooms'];
const mysqlServer = process.env.BENCH_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306/test';

const results = [];

async function measure(label, url) {
  await autocannon({ url, connections, duration: 2 }); // warm-up: JIT, pools, caches
  const r = await autocannon({ url, connections, duration: seconds });
  const row = { label, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
  results.push(row);
  console.log(
    `${label.padEnd(34)} ${String(row.rps).padStart(7)} req/s   p99 ${String(row.p99).padStart(4)} ms   errors ${row.errors}`,
  );
  return row;
}

function waitForPort(port) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const attempt = () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => (r.ok ? resolve() : retry()),
        () => retry(),
      );
    const retry = () =>
      Date.now() - started > 30_000 ? reject(new Error(`port ${port} never became healthy`)) : setTimeout(attempt, 200);
    attempt();
  });
}

async function benchApi(kind, env) {
  const cli = (command) =>
    execFileSync(process.execPath, ['dist/database/cli.js', command], { cwd: apiDir, env, stdio: 'pipe' });
  cli('migrate');
  cli('seed');
  const port = 3900 + results.length;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForPort(port);
    const bodies = {};
    for (const route of routes) {
      bodies[route] = await (await fetch(`http://127.0.0.1:${port}${route}`)).text();
      await measure(`api ${kind} GET ${route}`, `http://127.0.0.1:${port}${route}`);
    }
    return bodies;
  } finally {
    child.kill();
  }
}

async function benchBare(bodies) {
  const port = 3990;
  const child = fork(path.join(apiDir, 'bench', 'bare-server.mjs'), {
    env: { ...process.env, PORT: String(port), BARE_BODIES: JSON.stringify(bodies) },
  });
  await new Promise((resolve) => child.once('message', resolve));
  try {
    for (const route of routes) await measure(`bare node:http GET ${route}`, `http://127.0.0.1:${port}${route}`);
  } finally {
    child.kill();
  }
}

async function freshMysqlDatabase() {
  const name = `lakeside_bench_${process.pid}`;
  try {
    const admin = await createConnection({ uri: mysqlServer, connectTimeout: 3000 });
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
  } catch (error) {
    console.log(`MariaDB/MySQL at ${mysqlServer} unavailable (${error.message}); skipping its runs.`);
    return undefined;
  }
  const url = new URL(mysqlServer);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = await createConnection({ uri: mysqlServer });
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

console.log(`Node ${process.version}, ${os.cpus().length} cores, ${connections} connections, ${seconds} s per run\n`);
const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-bench-'));
const baseEnv = { PATH: process.env.PATH ?? '' };
const bodies = await benchApi('sqlite', { ...baseEnv, SQLITE_PATH: path.join(sqliteDir, 'bench.sqlite') });
fs.rmSync(sqliteDir, { recursive: true, force: true });

const mysql = await freshMysqlDatabase();
if (mysql) {
  try {
    await benchApi('mariadb', { ...baseEnv, DATABASE_URL: mysql.url });
  } finally {
    await mysql.drop();
  }
}
await benchBare(bodies);

const bare = Object.fromEntries(
  results.filter((r) => r.label.startsWith('bare')).map((r) => [r.label.split(' ').at(-1), r.rps]),
);
console.log("\nShare of the bare server's throughput:");
for (const row of results.filter((r) => r.label.startsWith('api'))) {
  const route = row.label.split(' ').at(-1);
  console.log(`  ${row.label.padEnd(34)} ${(row.rps / bare[route]).toFixed(2)}`);
}
