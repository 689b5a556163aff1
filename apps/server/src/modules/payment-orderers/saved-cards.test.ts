import { CARD_IN_USE_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSubscs, subscs } from '../../db/schema';
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

describe('saved cards (/payments/billAuthBillKey)', () => {
  it('list under a card only the rentals it still pays, and let it go once they ended with nothing owed', async () => {
    const db = t.database.db;
    const c = await customerWithCard(t);
    const id = await rent(t, f, c);
    const paying = async () =>
      (await call(t, c, 'GET', 'paymentOrderers?type=bill_auth')).body.data[0].payment_orderers.map(
        (l: { orderer_id: number }) => l.orderer_id,
      ) as number[];
    const setRound1 = (state: number) =>
      db
        .update(recordSubscs)
        .set({ state })
        .where(and(eq(recordSubscs.subscId, id), eq(recordSubscs.round, 1)));

    expect(await paying()).toEqual([id]);
    expect((await call(t, c, 'DELETE', `paymentOrderers/${c.cardId}`)).body.message).toBe(
      CARD_IN_USE_MESSAGE,
    );

    // Ended, with a round still unpaid: the card is still what the retry charges.
    await db.update(subscs).set({ state: SUBSC_STATE.CANCEL }).where(eq(subscs.id, id));
    await setRound1(RECORD_STATE.UNPAID);
    expect(await paying()).toEqual([id]);
    expect((await call(t, c, 'DELETE', `paymentOrderers/${c.cardId}`)).status).toBe(400);

    // Ended and paid up: the card pays nothing any more.
    await setRound1(RECORD_STATE.PAID);
    expect(await paying()).toEqual([]);
    // The rental's own screen still names the card it was paid with.
    const links = (await call(t, c, 'GET', 'paymentOrderers')).body.data as { orderer_id: number }[];
    expect(links.map((l) => l.orderer_id)).toEqual([id]);
    expect((await call(t, c, 'DELETE', `paymentOrderers/${c.cardId}`)).status).toBe(200);
  });
});
