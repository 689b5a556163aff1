import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { fuzzWriteRoutes } from './fuzz-routes';
import { demoHeaders } from './fuzz-sign-in';
import { malformedPayload, plausible, seeded } from './malformed-bodies';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(() => t.close());

describe('malformed bodies on every write route (npm run fuzz sends 10,000+)', () => {
  it('builds the same bodies for the same seed, and plausible ones a schema accepts', () => {
    const schema = {
      type: 'object',
      properties: { name: { type: 'string', minLength: 2 }, n: { type: 'integer', minimum: 3 } },
    };
    expect(plausible(schema)).toEqual({ name: 'aa', n: 3 });
    const bodies = (seed: number) => {
      const rng = seeded(seed);
      return Array.from({ length: 20 }, () => malformedPayload(schema, rng).body);
    };
    expect(bodies(7)).toEqual(bodies(7));
    expect(new Set(bodies(7)).size).toBeGreaterThan(10);
  });

  it('answers none of them with a 5xx', async () => {
    const report = await fuzzWriteRoutes(t.app, {
      perRoute: 4,
      seed: 20261124,
      headersFor: (staff) => demoHeaders(t.app, staff),
    });
    expect(report.routes).toBeGreaterThan(60);
    expect(report.errors).toEqual([]);
    // The bodies are refused, not waved through.
    expect((report.byStatus[400] ?? 0) + (report.byStatus[422] ?? 0)).toBeGreaterThan(report.sent / 2);
  }, 300_000);
});
