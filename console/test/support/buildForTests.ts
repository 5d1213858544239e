/**
 * Vitest global setup: builds the console once for the browser tests, with VITE_API_URL
 * empty so it calls `/api/*` on its own origin; each test's preview server forwards those
 * calls to that test's fake API (see preview.ts). The build goes to a temporary folder, so
 * the production `dist/` is left as `npm run build` made it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test build of the console is. */
    consoleDist: string;
  }
}

const consoleRoot = fileURLToPath(new URL('../../', import.meta.url));

export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'lakeside-console-test-'));
  // Vitest sets NODE_ENV=test, which would give React's development build: test what ships.
  const previous = { VITE_API_URL: process.env.VITE_API_URL, NODE_ENV: process.env.NODE_ENV };
  Object.assign(process.env, { VITE_API_URL: '', NODE_ENV: 'production' });
  try {
    await build({ root: consoleRoot, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  project.provide('consoleDist', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
