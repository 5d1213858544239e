import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // One running system (API + site + console) serves every file; see test/support/system.ts.
    globalSetup: ['test/support/system.ts'],
    // The files share that system's database: run them one after another, not side by side,
    // so figures a test reads from the database are not moved by another file mid-test.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
