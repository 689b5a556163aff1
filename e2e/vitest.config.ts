import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/no-native-dialogs.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for what a person would wait for (a page to open, a list to refresh): vitest's 1 s
    // default failed a navigation on a loaded 2-core machine (rentals journey, once in five runs).
    expect: { poll: { timeout: 10_000 } },
    // One server, one browser per file; files run one after another to keep a 2-core machine steady.
    fileParallelism: false,
  },
});
