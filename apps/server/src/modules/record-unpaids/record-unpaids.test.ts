import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { claimUnpaid, RETRY_IN_PROGRESS_MESSAGE, type UnpaidClaim } from '../../engine/unpaid-settlement';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ABANDONED_AFTER_MS, settleAbandonedPayments } from '../payments/abandoned-payments';
import { insertRentalFixture } from '../rentals/rental-fixture';
import { API, bearer, tokenFor } from '../users/test-accounts';

let t0: TestApp;
let f: Awaited<ReturnType<typeof insertRentalFixture>>;
let auth: { authorization: string };

beforeAll(async () => {
  t0 = await buildTestApp({ seed: false });
  f = await insertRentalFixture(t0.database.db, new Date());
  auth = bearer((await tokenFor(t0, f.owner)).access_token);
});
afterAll(async () => t0.close());

const retry = (subsc_id: number, headers = auth) =>
  t0.app.inject({ method: 'POST', url: `${API}/recordPurOrderUnpaids`, headers, payload: { subsc_id } });

describe('POST recordPurOrderUnpaids', () => {
  it('charges the overdue rounds plus the 1 % interest with the rental’s card and marks them paid', async () => {
    const res = await retry(f.rentals.unpaidOk);
    expect(res.statusCode).toBe(201);
    // 29,900 unpaid + 299 interest (1 %, floored).
    expect(res.json().data).toMatchObject({ state: STATE.NORMAL, cost: 30199, subsc_id: f.rentals.unpaidOk });
    const db = t0.database.db;
    const records = await db
      .select()
      .from(t.recordSubscs)
      .where(eq(t.recordSubscs.subscId, f.rentals.unpaidOk));
    expect(records.every((r) => r.state === PUR_ORDER_STATE.BILL_SUCCESS && r.paidAt !== null)).toBe(true);
    const [payment] = await db.select().from(t.payments).where(eq(t.payments.id, res.json().data.payment_id));
    expect(payment).toMatchObject({
      state: PAYMENT_STATE.BILL_SUCCESS,
      cost: 30199,
      interest: 299,
      billKey: f.cards.ok.billKey,
    });
    const [rental] = await db.select().from(t.subscs).where(eq(t.subscs.id, f.rentals.unpaidOk));
    expect(rental!.state).toBe(SUBSC_STATE.ENABLE);
    const detail = (await t0.app.inject({ url: `${API}/subscs/${f.rentals.unpaidOk}`, headers: auth })).json()
      .data;
    expect(detail.record_subscs_unpaid_ctr).toBe(0);
    // Nothing is left to pay.
    expect((await retry(f.rentals.unpaidOk)).statusCode).toBe(400);
  });

  it('answers 400 with the Korean message when the card declines, leaving the rounds unpaid', async () => {
    const res = await retry(f.rentals.unpaidDecline);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('결제를 재시도하지 못했습니다.');
    const db = t0.database.db;
    const records = await db
      .select()
      .from(t.recordSubscs)
      .where(eq(t.recordSubscs.subscId, f.rentals.unpaidDecline));
    expect(records.filter((r) => r.state === PUR_ORDER_STATE.BILL_UNPAID)).toHaveLength(2);
    const [rental] = await db.select().from(t.subscs).where(eq(t.subscs.id, f.rentals.unpaidDecline));
    expect(rental!.options.unpaid_retry_payment_id).toBeUndefined();
    // The failed attempt stays in the billing history.
    const history = (
      await t0.app.inject({
        url: `${API}/payments?orderer_id=${f.rentals.unpaidDecline}&orderer_type=subscription&per_page=-1&type=bill`,
        headers: auth,
      })
    ).json().data;
    expect(history[0]).toMatchObject({ state: PAYMENT_STATE.BILL_FAIL, cost: 60600 });
    expect(history[0].record_subscs.map((r: { round: number }) => r.round)).toEqual([4, 5]);
  });

  it('answers 404 for another customer’s rental', async () => {
    expect((await retry(f.rentals.others)).statusCode).toBe(404);
  });

  it('waits for a retry in progress; one left by a stopped server is settled and the rental freed', async () => {
    const db = t0.database.db;
    const claim = (await db.transaction((tx) =>
      claimUnpaid(t0.app, tx, f.rentals.unpaidDecline, { actor: 'customer', userId: f.owner.id }, new Date()),
    )) as UnpaidClaim;
    const busy = await retry(f.rentals.unpaidDecline);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(RETRY_IN_PROGRESS_MESSAGE);

    await db
      .update(t.payments)
      .set({ createdAt: new Date(Date.now() - ABANDONED_AFTER_MS - 60_000) })
      .where(eq(t.payments.id, claim.charge.paymentId));
    expect(await settleAbandonedPayments(t0.app)).toBe(1);

    const [payment] = await db.select().from(t.payments).where(eq(t.payments.id, claim.charge.paymentId));
    expect(payment!.state).toBe(PAYMENT_STATE.BILL_FAIL);
    const [order] = await db.select().from(t.purOrders).where(eq(t.purOrders.id, claim.orderId));
    expect(order!.state).toBe(PUR_ORDER_STATE.BILL_UNPAID_CANCEL);
    const [rental] = await db.select().from(t.subscs).where(eq(t.subscs.id, f.rentals.unpaidDecline));
    expect(rental!.options.unpaid_retry_payment_id).toBeUndefined();
    // The customer can try again (this card declines, so the answer is the decline, not "in progress").
    expect((await retry(f.rentals.unpaidDecline)).json().message).toBe('결제를 재시도하지 못했습니다.');
  });
});
