import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Tests start a server and a browser; their start-up dominates, not the assertions.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
