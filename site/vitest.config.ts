import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'site',
          include: ['test/**/*.test.ts'],
          exclude: ['test/components/**'],
          environment: 'node',
          // Tests start real servers and a browser; their start-up dominates, not the assertions.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Component tests render islands through Astro's container: they need Astro's Vite setup.
      './vitest.components.config.ts',
    ],
  },
});
