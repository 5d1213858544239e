import { defineConfig } from 'vitest/config';

/** Plain unit tests in Node: the contracts have no DOM and no server. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
