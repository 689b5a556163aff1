import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, staffUsers } from '../db/schema';
import { seedDemoStaff } from '../db/seed/seed-staff';
import { createCustomer } from '../modules/users/test-accounts';
import { buildTestApp, type TestApp } from '../test/test-app';
import { registerErrorHandling } from './error-handler';
import { HttpError } from './errors';
import { claimStaleAfterMs, idempotent, requestHash, sendIdempotent } from './idempotency';

/** A claim left without an answer by a server that stopped (issue 11 finding 11). */
describe('idempotency claims', () => {
  let t: TestApp;
  let userId: number;
  let staleAfterMs: number;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    userId = (await createCustomer(t.database.db)).id;
    staleAfterMs = claimStaleAfterMs(t.config);
  });
  afterAll(() => t.close());

  const claim = (key: string, ageMs: number) =>
    t.database.db.insert(idempotencyKeys).values({
      userId,
      route: 'payments',
      key,
      requestHash: requestHash({ a: 1 }),
      createdAt: new Date(Date.now() - ageMs),
    });

  it('answers 409 while a claim may still belong to a running request', async () => {
    await claim('fresh-claim-1', 1000);
    let runs = 0;
    const attempt = idempotent(
      t.database.db,
      { userId, route: 'payments', key: 'fresh-claim-1', body: { a: 1 }, waitMs: 100, staleAfterMs },
      async () => {
        runs += 1;
        return { status: 201, body: { ok: true } };
      },
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 409 });
    expect(runs).toBe(0);
  });

  it('takes over a stale claim, runs once and stores the answer for the next retry', async () => {
    await claim('stale-claim-1', staleAfterMs + 1000);
    let runs = 0;
    const run = async () => {
      runs += 1;
      return { status: 201, body: { id: 7 } };
    };
    const input = { userId, route: 'payments', key: 'stale-claim-1', body: { a: 1 }, staleAfterMs };
    const [a, b] = await Promise.all([
      idempotent(t.database.db, input, run),
      idempotent(t.database.db, input, run),
    ]);
    expect(a).toEqual({ status: 201, body: { id: 7 } });
    expect(b).toEqual({ status: 201, body: { id: 7 } });
    expect(runs).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'stale-claim-1'));
    expect(row!.statusCode).toBe(201);
  });

  it('still refuses another body under a stale key', async () => {
    await claim('stale-claim-2', staleAfterMs + 1000);
    const attempt = idempotent(
      t.database.db,
      { userId, route: 'payments', key: 'stale-claim-2', body: { a: 2 }, staleAfterMs },
      async () => ({
        status: 201,
        body: {},
      }),
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 422 });
  });

  it('sends a refusal again with its extra fields when the same key is retried', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.decorate('db', t.database.db);
    app.decorate('config', t.config);
    app.decorateRequest('userId', null);
    let runs = 0;
    app.post('/refuse', async (request, reply) => {
      request.userId = userId;
      return sendIdempotent(request, reply, 'test/refuse', async () => {
        runs += 1;
        throw new HttpError(
          400,
          '이미 가입된 이메일입니다.',
          { email: ['이미 가입된 이메일입니다.'] },
          { user_id: 7 },
        );
      });
    });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/refuse',
        headers: { 'idempotency-key': 'extra-refusal-1' },
        payload: { a: 1 },
      });
    const first = await send();
    const again = await send();
    expect(first.json()).toEqual({
      message: '이미 가입된 이메일입니다.',
      errors: { email: ['이미 가입된 이메일입니다.'] },
      user_id: 7,
    });
    expect(again.json()).toEqual(first.json());
    expect(runs).toBe(1);
    await app.close();
  });

  it('keeps a key to one owner: a customer or a staff member, not both, not neither', async () => {
    await seedDemoStaff(t.database.db);
    const [staff] = await t.database.db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
    const staffId = staff!.id;
    const row = (owner: { userId?: number | null; staffId?: number | null }, key: string) =>
      t.database.db.insert(idempotencyKeys).values({ ...owner, route: 'payments', key, requestHash: 'h' });
    await expect(row({ userId: null, staffId: null }, 'no-owner-1')).rejects.toThrow();
    await expect(row({ userId, staffId }, 'two-owners-1')).rejects.toThrow();
    await row({ staffId }, 'staff-owner-1');
    // The same key of a customer is theirs alone.
    await row({ userId }, 'staff-owner-1');
  });
});
