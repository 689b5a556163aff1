import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
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

const history = (id: number, headers = auth) =>
  t0.app.inject({
    url: `${API}/payments?orderer_id=${id}&orderer_type=subscription&per_page=-1&type=bill`,
    headers,
  });

describe('GET payments (billing history of a rental)', () => {
  it('lists paid and unpaid rounds newest first with the masked card, never the billing key', async () => {
    const res = await history(f.rentals.unpaidDecline);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ per_page: -1, total: 5 });
    expect(body.data.map((p: { state: number }) => p.state)).toEqual([
      PAYMENT_STATE.BILL_FAIL,
      PAYMENT_STATE.BILL_FAIL,
      PAYMENT_STATE.BILL_SUCCESS,
      PAYMENT_STATE.BILL_SUCCESS,
      PAYMENT_STATE.BILL_SUCCESS,
    ]);
    expect(body.data[0]).toMatchObject({
      state_title: '결제 실패',
      cost: 30000,
      pays: { cardCode: '12', cardNumber: '4000-****-****-0002', cardTitle: '삼성', bill_key: null },
      record_subscs: [{ round: 5, paid_at: null }],
    });
    expect(body.data[4].record_subscs[0]).toMatchObject({ round: 1, paid_at: expect.any(String) });
  });

  it('answers 404 for another customer’s rental and 401 without a token', async () => {
    expect((await history(f.rentals.others)).statusCode).toBe(404);
    expect((await t0.app.inject(`${API}/payments?orderer_id=1&orderer_type=subscription`)).statusCode).toBe(
      401,
    );
  });
});
