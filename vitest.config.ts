import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (one less than the cores) is one worker on a 2-core machine; the server's files spend
    // much of their time waiting on a database, so two share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      // Pure functions of the web app only (node environment, no DOM).
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], environment: 'node' } },
      // Pure functions of the operator console (node environment, no DOM).
      { test: { name: 'console', root: 'apps/console', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // A folder where the first file to need the demo shop leaves it for the others (test/database-snapshots.ts).
          globalSetup: ['src/test/global-setup.ts'],
          // Files share a worker's loaded modules: importing the server afresh for each of 94 files cost
          // more than half of this suite's time. Every file builds its own app and database, and a test
          // that fakes a timer or spies on an adapter puts it back.
          isolate: false,
          testTimeout: 30_000,
          // A file's set-up may wait for another worker building the run's demo shop, or build one of its own
          // for a config of its own (about 20 s alone, over a minute beside another build on two cores).
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
