import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { metrics } from '../observability/metrics';
import { OVERLOADED_MESSAGE, RETRY_AFTER_SECONDS, registerAdmission } from './admission';
import { registerErrorHandling } from './error-handler';

let app: FastifyInstance;
afterEach(() => app?.close());

/** A server whose one API route answers only when the test lets it, behind a 2-wide gate with 1 seat. */
async function gatedServer(waitMs: number) {
  const gates: (() => void)[] = [];
  app = Fastify();
  registerErrorHandling(app);
  registerAdmission(app, { concurrency: 2, queue: 1, waitMs });
  app.get('/api/v2/customer/slow', () => new Promise<string>((resolve) => gates.push(() => resolve('ok'))));
  app.get('/livez', async () => 'live');
  await app.ready();
  const open = async (count: number) => {
    await expect.poll(() => gates.length).toBe(count);
    for (const gate of gates.splice(0)) gate();
  };
  /** Lets every handler that started answer (their callers may be gone). */
  const openAll = () => {
    for (const gate of gates.splice(0)) gate();
  };
  return { open, openAll };
}

const shed = async () =>
  (await metrics.getSingleMetric('http_requests_shed_total')!.get()).values.reduce((n, v) => n + v.value, 0);

describe('the bounded queue in front of the database', () => {
  it('works on two, lets one wait its turn, and answers the rest 503 with Retry-After at once', async () => {
    const { open } = await gatedServer(10_000);
    const before = await shed();
    const running = [app.inject('/api/v2/customer/slow'), app.inject('/api/v2/customer/slow')];
    const queued = app.inject('/api/v2/customer/slow');
    await new Promise((r) => setTimeout(r, 20));
    const refused = await app.inject('/api/v2/customer/slow');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.json().message).toBe(OVERLOADED_MESSAGE);
    // Health is never held behind the queue.
    expect((await app.inject('/livez')).statusCode).toBe(200);

    await open(2);
    expect((await Promise.all(running)).map((r) => r.statusCode)).toEqual([200, 200]);
    await open(1);
    const turn = await queued;
    expect(turn.statusCode).toBe(200);
    expect(turn.headers['retry-after']).toBeUndefined();
    expect((await shed()) - before).toBe(1);
  });

  it('refuses one that waited longer than the wait, and the gate is whole again after', async () => {
    const { open } = await gatedServer(50);
    const running = [app.inject('/api/v2/customer/slow'), app.inject('/api/v2/customer/slow')];
    await new Promise((r) => setTimeout(r, 20));
    const late = await app.inject('/api/v2/customer/slow');
    expect(late.statusCode).toBe(503);
    await open(2);
    await Promise.all(running);
    // Every seat came back: two run at once again without waiting.
    const again = [app.inject('/api/v2/customer/slow'), app.inject('/api/v2/customer/slow')];
    await open(2);
    expect((await Promise.all(again)).map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it('gives the seat back when a caller hangs up, running or waiting', async () => {
    const { open, openAll } = await gatedServer(10_000);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const hangUp = () => {
      const req = httpRequest(`${address}/api/v2/customer/slow`);
      req.on('error', () => undefined);
      req.end();
      return () => req.destroy();
    };
    // Two running and one waiting, then all three callers leave.
    const callers = [hangUp(), hangUp(), hangUp()];
    await new Promise((r) => setTimeout(r, 100));
    for (const leave of callers) leave();
    await new Promise((r) => setTimeout(r, 100));
    openAll();
    await new Promise((r) => setTimeout(r, 100));
    openAll();
    // No seat leaked: two run at once again, and a third waits instead of being refused.
    const again = [0, 1, 2].map(() => fetch(`${address}/api/v2/customer/slow`));
    await open(2);
    await open(1);
    expect((await Promise.all(again)).map((r) => r.status)).toEqual([200, 200, 200]);
  });
});
