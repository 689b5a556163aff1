// Mutation testing of the domain's rules (`npm run test:mutation`): every rule changed one way at a time
// must make a test fail. CI fails below `thresholds.break`. The script runs it in America/Los_Angeles, where
// a date rule that slips from Seoul's zone to the host's shows (in UTC many such changes look the same).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'packages/domain/vitest.config.ts', dir: 'packages/domain' },
  // The sandbox needs the domain and the root's TypeScript settings only.
  ignorePatterns: [
    '/apps',
    '/e2e',
    '/scripts',
    '/docs',
    '/reports',
    '/.data',
    '/.ci',
    '/*.md',
    '/.stryker-tmp*',
  ],
  checkers: [],
  mutate: [
    'packages/domain/src/**/*.ts',
    '!packages/domain/src/**/*.test.ts',
    // The request and response schemas are the API contract: a changed bound there is caught by the server's
    // route tests and the OpenAPI walk (field-limits.test.ts), which run against the real server, not here.
    '!packages/domain/src/api/**',
  ],
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/domain.html' },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  // Every mutant is killed or marked equivalent in the source with its reason: anything less fails.
  thresholds: { high: 100, low: 100, break: 100 },
  // Results of unchanged code and tests are reused from this committed file, so CI runs only what a change
  // touched (a full run takes about 4 minutes on 2 cores; `npm run test:mutation -- --force` runs every mutant).
  // Commit the file again after a run that changed the domain.
  incremental: true,
  incrementalFile: 'packages/domain/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
