import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Builds the console once for every browser test (see the file for why not dist/).
    globalSetup: ['test/support/buildForTests.ts'],
    // Tests start a server and a browser; their start-up dominates, not the assertions.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
