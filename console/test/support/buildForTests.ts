/**
 * Vitest global setup: builds the console once for the browser tests, with VITE_API_URL
 * empty so it calls `/api/*` on its own origin; each test's preview server forwards those
 * calls to that test's fake API (see preview.ts). The build goes to a temporary folder, so
 * the production `dist/` is left as `npm run build` made it.
 *
 * The site's card remote is loaded straight from the site, cross-origin, as in production:
 * VITE_SITE_URL is baked into the build, so the setup picks a free port for it now and the
 * tests that want the site start it there (siteRemote.ts). Everywhere else nothing listens
 * on it, which is the "site is down" case.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test build of the console is. */
    consoleDist: string;
    /** The site origin the test build loads the guest cards from (VITE_SITE_URL). */
    siteUrl: string;
  }
}

const consoleRoot = fileURLToPath(new URL('../../', import.meta.url));

export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'lakeside-console-test-'));
  const siteUrl = `http://127.0.0.1:${await freePort()}`;
  // Vitest sets NODE_ENV=test, which would give React's development build: test what ships.
  // Under vitest @module-federation/vite also turns itself off unless told not to.
  const testBuildEnv = {
    VITE_API_URL: '',
    VITE_SITE_URL: siteUrl,
    NODE_ENV: 'production',
    MFE_VITE_NO_TEST_ENV_CHECK: 'true',
  };
  const previous = Object.fromEntries(Object.keys(testBuildEnv).map((key) => [key, process.env[key]]));
  Object.assign(process.env, testBuildEnv);
  try {
    await build({ root: consoleRoot, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  project.provide('consoleDist', outDir);
  project.provide('siteUrl', siteUrl);
  return () => rm(outDir, { recursive: true, force: true });
}

/** A port nothing listens on right now: the OS hands out a free one, which is then let go. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
