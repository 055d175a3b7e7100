import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A test left focused with .only would run alone and the rest would not count.
    allowOnly: !process.env.CI,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        // The web app's pure modules (the catalogues, formats, form messages), in Node.
        resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      'apps/api/vitest.config.ts',
    ],
  },
});
