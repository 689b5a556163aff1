import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/no-native-dialogs.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser per file; files run one after another to keep a 2-core machine steady.
    fileParallelism: false,
  },
});
