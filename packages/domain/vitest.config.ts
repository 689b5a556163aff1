import { defineConfig } from 'vitest/config';

/** The domain's tests on their own: the mutation run (stryker.config.mjs) uses this. */
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
