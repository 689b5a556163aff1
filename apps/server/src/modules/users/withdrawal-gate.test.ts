import { WITHDRAW_RENTALS_MESSAGE } from '@shop/domain/account/withdrawal';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscs, users } from '../../db/schema';
import { customerWithCard, type EngineFixture, engineTestApp, rent } from '../../engine/engine-fixture';
import type { TestApp } from '../../test/test-app';
import { call } from '../checkout/checkout-fixture';

let t: TestApp;
let f: EngineFixture;

beforeAll(async () => {
  const app = await engineTestApp();
  t = app.t;
  f = app.f!;
});
afterAll(async () => {
  await t.close();
});

describe('withdrawal with a rental', () => {
  it('is refused while the rental runs, changing nothing, and allowed once it ended', async () => {
    const db = t.database.db;
    const c = await customerWithCard(t);
    const id = await rent(t, f, c);
    const withdraw = () => call(t, c, 'PUT', `users/${c.user.id}`, { state: -500 });
    const state = async () => (await db.select().from(users).where(eq(users.id, c.user.id)))[0]!;

    const before = await state();
    const refused = await withdraw();
    expect(refused).toMatchObject({ status: 400, body: { message: WITHDRAW_RENTALS_MESSAGE } });
    expect(await state()).toEqual(before);

    await db.update(subscs).set({ state: SUBSC_STATE.CANCEL }).where(eq(subscs.id, id));
    expect((await withdraw()).status).toBe(200);
    expect((await state()).state).toBe(-500);
  });
});
