import { defineConfig } from 'vitest/config';

// Vite's transform reads experimentalDecorators/emitDecoratorMetadata from tsconfig.json,
// so Nest's dependency injection works in tests without another compiler.
export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.e2e-spec.ts'],
    environment: 'node',
    setupFiles: ['reflect-metadata'],
    // e2e files each own a database; two at a time suits the 2-core machines.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
