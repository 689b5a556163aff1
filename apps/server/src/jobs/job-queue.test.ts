import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { type LogContext, logContext, runInLogContext } from '../observability/log-context';
import { createTestDatabase } from '../test/test-database';
import { createJobQueue, type JobDefinition } from './job-queue';

const quiet = { error: () => undefined, warn: () => undefined };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('job queue (pg-boss on the shop database)', () => {
  it('runs each sent job once, across two queues sharing the database', async () => {
    const ran: number[] = [];
    const definition = (): JobDefinition<{ n: number }> => ({
      name: 'test.once',
      concurrency: 4,
      handle: async ({ n }) => {
        ran.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    const a = createJobQueue(database, [definition() as JobDefinition<never>], quiet);
    const b = createJobQueue(database, [definition() as JobDefinition<never>], quiet);
    await a.start({ work: false });
    await b.start({ work: false });
    for (let n = 0; n < 30; n += 1) await a.send('test.once', { n });
    const [fromA, fromB] = await Promise.all([a.drain(), b.drain()]);
    expect(fromA + fromB).toBe(30);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(await a.size('test.once')).toBe(0);
    await a.stop();
    await b.stop();
  });

  it('queues the same work once per singleton key on a stately queue', async () => {
    const seen: string[] = [];
    const q = createJobQueue(
      database,
      [
        { name: 'test.stately', policy: 'stately', handle: async (d: { k: string }) => void seen.push(d.k) },
      ] as JobDefinition<never>[],
      quiet,
    );
    await q.start({ work: false });
    await q.send('test.stately', { k: 'a' }, { singletonKey: 'round:1:2' });
    expect(await q.send('test.stately', { k: 'b' }, { singletonKey: 'round:1:2' })).toBeNull();
    await q.send('test.stately', { k: 'c' }, { singletonKey: 'round:1:3' });
    expect(await q.drain()).toBe(2);
    expect(seen.sort()).toEqual(['a', 'c']);
    await q.stop();
  });

  it('keeps a failed job for a later retry instead of losing it', async () => {
    let calls = 0;
    const q = createJobQueue(
      database,
      [
        {
          name: 'test.fails',
          retryLimit: 2,
          retryDelaySeconds: 60,
          handle: async () => {
            calls += 1;
            throw new Error('provider down');
          },
        },
      ] as JobDefinition<never>[],
      quiet,
    );
    await q.start({ work: false });
    await q.send('test.fails', {});
    expect(await q.drain()).toBe(1);
    expect(calls).toBe(1);
    // Waiting for its retry, not gone.
    expect(await q.size('test.fails')).toBe(1);
    await q.stop();
  });

  it('polls and runs jobs by itself when started to work', async () => {
    let ran: (n: number) => void = () => undefined;
    const done = new Promise<number>((resolve) => {
      ran = resolve;
    });
    const q = createJobQueue(
      database,
      [{ name: 'test.poll', handle: async (d: { n: number }) => ran(d.n) }] as JobDefinition<never>[],
      quiet,
    );
    await q.start({ work: true });
    await q.send('test.poll', { n: 7 });
    expect(await done).toBe(7);
    await q.stop();
  });

  it('polls an idle working instance with one read for all its queues, fetching from none of them', async () => {
    const statements: string[] = [];
    const watched: Database = {
      ...database,
      query: (text, values) => {
        statements.push(text);
        return database.query(text, values);
      },
    };
    const names = ['test.idle-a', 'test.idle-b', 'test.idle-c', 'test.idle-d', 'test.idle-e'];
    const q = createJobQueue(
      watched,
      names.map((name) => ({ name, handle: async () => undefined })) as JobDefinition<never>[],
      quiet,
    );
    await q.start({ work: true });
    statements.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await q.stop();
    const fetches = statements.filter((text) => /WITH next/i.test(text));
    const readiness = statements.filter((text) => text.includes('SELECT DISTINCT name'));
    // A fetch per queue a second would be at least ten here.
    expect(fetches).toEqual([]);
    expect(readiness.length).toBeGreaterThanOrEqual(2);
    expect(readiness.length).toBeLessThanOrEqual(4);
  });

  it('runs a queue marked to run at start when an instance starts to work, and not for one that does not', async () => {
    let runs = 0;
    const definition = {
      name: 'test.at-start',
      policy: 'stately',
      runAtStart: true,
      handle: async () => {
        runs += 1;
      },
    };
    // An instance that does not work (the API alone) sends nothing.
    const idle = createJobQueue(database, [definition] as JobDefinition<never>[], quiet);
    await idle.start({ work: false });
    expect(await idle.size('test.at-start')).toBe(0);
    const worker = createJobQueue(database, [definition] as JobDefinition<never>[], quiet);
    await worker.start({ work: true });
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
    await Promise.all([worker.stop(), idle.stop()]);
  });
});

describe('request ids in job logs', () => {
  it('carries the sending request’s id into the job, and into jobs the job sends', async () => {
    const seen: (LogContext | undefined)[] = [];
    let q: ReturnType<typeof createJobQueue>;
    q = createJobQueue(
      database,
      [
        {
          name: 'test.first',
          handle: async () => {
            seen.push(logContext());
            await q.send('test.second', {});
          },
        },
        { name: 'test.second', handle: async () => void seen.push(logContext()) },
      ] as JobDefinition<never>[],
      quiet,
    );
    await q.start({ work: false });
    await runInLogContext({ requestId: 'req-checkout-1' }, () => q.send('test.first', { n: 1 }));
    await q.send('test.second', {});
    await q.drain(['test.first']);
    await q.drain(['test.second']);
    expect(seen[0]).toMatchObject({ requestId: 'req-checkout-1', job: 'test.first' });
    expect(seen[0]?.jobId).toMatch(/^[0-9a-f-]{36}$/);
    // The job sent from the job keeps the request's id; one sent outside any request has none.
    const second = seen.slice(1).map((c) => c?.requestId);
    expect(second.sort()).toEqual(['req-checkout-1', undefined]);
    await q.stop();
  });
});
