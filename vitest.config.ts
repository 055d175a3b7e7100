import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A test left focused with .only would run alone and the rest would not count.
    allowOnly: !process.env.CI,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      'apps/api/vitest.config.ts',
    ],
  },
});
