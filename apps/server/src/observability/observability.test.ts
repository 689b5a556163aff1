import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

describe('operations endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { METRICS_TOKEN: 'scrape-token-1234567' } });
  });
  afterAll(() => t.close());

  it('gives every answer its request id, the caller’s own when it sends one', async () => {
    const fresh = await t.app.inject('/livez');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ url: '/livez', headers: { 'x-request-id': 'lb-abc-123' } });
    expect(given.headers['x-request-id']).toBe('lb-abc-123');
  });

  it('answers liveness without and readiness with the database', async () => {
    expect((await t.app.inject('/livez')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready', database: t.database.engine });
  });

  it('counts requests per route in Prometheus format, behind the configured token', async () => {
    await t.app.inject('/api/v2/customer/health');
    await t.app.inject('/api/v2/customer/prods/999999');
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-1234567' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/customer\/health",status="200"\} \d+/,
    );
    expect(res.body).toContain('route="/api/v2/customer/prods/:id"');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });
});
