import { defineConfig } from 'vitest/config';

/**
 * Journeys that spend their time waiting on a clock, not a browser (a server killed mid-payment waits out
 * the minute after which its payment counts as abandoned): a project of their own, which runs beside the
 * others instead of holding the line for two idle minutes.
 */
const WAITING = ['journeys/killed-mid-payment.test.ts'];

const journey = {
  setupFiles: ['support/no-native-dialogs.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A poll waits for what a person would wait for (a page to open, a list to refresh): vitest's 1 s
  // default failed a navigation on a loaded 2-core machine (rentals journey, once in five runs).
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    // Once for the run (the seeded template and the shared server), whichever projects run.
    globalSetup: ['support/global-setup.ts'],
    projects: [
      {
        test: {
          ...journey,
          name: 'e2e',
          include: ['journeys/**/*.test.ts'],
          exclude: WAITING,
          // One server, one browser per file; files run one after another to keep a 2-core machine steady.
          fileParallelism: false,
        },
      },
      { test: { ...journey, name: 'e2e-waiting', include: WAITING } },
    ],
  },
});
