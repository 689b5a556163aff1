import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { recordSubscs } from '../../db/schema';
import { customerWithCard, runningRental } from '../../engine/engine-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call, insertCheckoutFixture } from '../checkout/checkout-fixture';
import { API } from '../users/test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, jobs: 'manual', env: { CLOCK: 'demo' } });
});
afterAll(async () => t.close());

describe('the demo clock (development)', () => {
  it('moves a month forward with the engine running on the way: the next round is charged', async () => {
    const f = await insertCheckoutFixture(t.database.db);
    const c = await customerWithCard(t);
    const id = await runningRental(t, f, c);
    expect((await call(t, null, 'GET', 'dev/clock')).body.data.offset_days).toBe(0);

    const moved = await call(t, null, 'POST', 'dev/clock', { days: 32 });
    expect(moved.status).toBe(200);
    expect(moved.body.data.offset_days).toBe(32);
    expect(moved.body.data.runs).toBeGreaterThanOrEqual(2);
    const rounds = await t.database.db.select().from(recordSubscs).where(eq(recordSubscs.subscId, id));
    expect(rounds.map((r) => [r.round, r.state])).toEqual([
      [1, RECORD_STATE.PAID],
      [2, RECORD_STATE.PAID],
    ]);
    // The customer sees the new round: the rental is on its third.
    expect((await call(t, c, 'GET', `subscs/${id}`)).body.data.list_label).toBe('3회차');
  });

  it('refuses a move backwards or beyond 400 days, and exists only with CLOCK=demo in development', async () => {
    expect((await call(t, null, 'POST', 'dev/clock', { days: 0 })).status).toBe(400);
    expect((await call(t, null, 'POST', 'dev/clock', { days: 401 })).status).toBe(400);
    const plain = await buildTestApp({ seed: false });
    expect((await plain.app.inject({ url: `${API}/dev/clock` })).statusCode).toBe(404);
    await plain.close();
    expect(() => loadConfig({ CLOCK: 'demo', APP_ENV: 'staging', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /CLOCK/,
    );
  });
});
