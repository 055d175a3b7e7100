import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One file per core, where Vitest's default leaves one core free: many files here spend
    // their time waiting on a server process or PostgreSQL rather than computing, and every
    // file has its own database and ports.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
