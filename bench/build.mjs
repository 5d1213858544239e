// Production builds of the two front ends for the bench, each into its own `.bench-dist/`
// so site/dist and console/dist (which the tests use) are never overwritten. The site build
// stays inside site/ so its server entry resolves packages from site/ and the root, exactly
// as dist/ does; the card remote (site/federation/) is left out, as no guest page loads it.
// The console is built against the API address the bench will start.
// Run alone: `node bench/build.mjs` (needs libs/contracts built).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const benchDirs = {
  site: path.join(rootDir, 'site', '.bench-dist'),
  console: path.join(rootDir, 'console', '.bench-dist'),
};
/** Fixed ports, because the console build bakes the API's address in. */
export const ports = {
  api: Number(process.env.BENCH_API_PORT ?? 3960),
  site: Number(process.env.BENCH_SITE_PORT ?? 4960),
  console: Number(process.env.BENCH_CONSOLE_PORT ?? 4961),
};
export const apiUrl = `http://127.0.0.1:${ports.api}`;
export const siteUrl = `http://127.0.0.1:${ports.site}`;
export const consoleUrl = `http://127.0.0.1:${ports.console}`;

const require = createRequire(import.meta.url);
const bin = (pkg, file) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

/** Builds both front ends, or only `only` ('site' | 'console'). */
export function buildFrontEnds(only) {
  const env = { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' };
  const run = (cwd, args, extraEnv = {}) =>
    execFileSync(process.execPath, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] });

  let started = Date.now();
  if (only !== 'console') {
    run(path.join(rootDir, 'site'), [bin('astro', 'bin/astro.mjs'), 'build', '--outDir', benchDirs.site]);
    console.log(`built site into ${path.relative(rootDir, benchDirs.site)} in ${seconds(started)} s`);
  }
  if (only === 'site') return;

  started = Date.now();
  run(
    path.join(rootDir, 'console'),
    [bin('vite', 'bin/vite.js'), 'build', '--outDir', benchDirs.console, '--emptyOutDir', '--logLevel', 'warn'],
    // The previews' card remote is only fetched on edit screens; point it at the bench's site anyway.
    { VITE_API_URL: apiUrl, VITE_SITE_URL: siteUrl },
  );
  console.log(
    `built console into ${path.relative(rootDir, benchDirs.console)} (API ${apiUrl}) in ${seconds(started)} s`,
  );
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

if (process.argv[1] === fileURLToPath(import.meta.url)) buildFrontEnds();
