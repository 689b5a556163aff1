import { defineConfig } from 'vitest/config';

/**
 * The domain's tests on their own: the mutation run (stryker.config.mjs) uses this. Its instrumented first run
 * is several times slower than a plain one: the state machines' exhaustive walks took over Vitest's default
 * 5 s on a busy 2-core machine and failed the run before a mutant was tried.
 */
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 } });
