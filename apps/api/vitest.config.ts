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
    // A worker runs its files one after another in one module graph instead of loading the
    // server's modules, PGlite's WebAssembly among them, again for each file: the PGlite suite
    // took 473 s here with a graph per file, 301 s with one per worker. The files share no
    // state through it: each builds its own app, database and ports, and the server's
    // modules keep nothing at module level but the password estimator they load once.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
