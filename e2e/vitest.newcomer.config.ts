import { defineConfig } from 'vitest/config';

/**
 * The newcomer's path (newcomer/*.test.ts): a clean clone, `npm install`, `npm start` and
 * `npm run dev`, each checked in Chromium. Apart from the system tests because it starts its
 * own product from the clone rather than the built apps of test/support/system.ts.
 */
export default defineConfig({
  test: {
    include: ['newcomer/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    // Installing and building a fresh clone takes minutes on a 2-core machine.
    hookTimeout: 900_000,
  },
});
