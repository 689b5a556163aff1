import type { CareDetail } from '@shop/domain/api/admin/cares';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, staffAudit } from '../../db/schema';
import {
  customerWithCard,
  DECLINE_CARD,
  type EngineFixture,
  engineTestApp,
  OK_CARD,
  runningRental,
  switchCard,
} from '../../engine/engine-fixture';
import { call } from '../../modules/checkout/checkout-fixture';
import type { TestApp } from '../../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from '../test-staff';

const TO_REPAIR = ['assignVisit', 'startVisit', 'completeVisit', 'takeForRepair', 'startRepair'];

/** An AS request from the queue to the quote the customer pays with the rental's card, and its close. */
describe('AS in the console and the quote the customer pays', () => {
  let t: TestApp;
  let f: EngineFixture;
  let ops: string;
  let customer: Awaited<ReturnType<typeof customerWithCard>>;
  let stranger: Awaited<ReturnType<typeof customerWithCard>>;

  beforeAll(async () => {
    const made = await engineTestApp();
    t = made.t;
    f = made.f!;
    ops = await staffLoginAs(t, 'operations');
    customer = await customerWithCard(t);
    stranger = await customerWithCard(t);
  }, 120_000);
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${ADMIN}${url}`,
      headers: staffBearer(ops),
      ...(payload ? { payload } : {}),
    });

  /** A new customer's running rental with an AS request moved to the repair bench. */
  async function careOnBench(): Promise<{ careId: number; subscId: number }> {
    customer = await customerWithCard(t);
    const subscId = await runningRental(t, f, customer);
    const units = await call(
      t,
      customer,
      'GET',
      `prodOrderers?care_unset=1&orderer_type=subscription&orderer_id=${subscId}`,
    );
    const created = await call(t, customer, 'POST', 'cares', {
      prod_orderers: [units.body.data[0].id],
      contents: ['전원이 켜지지 않아요'],
      spot_id: customer.spot.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const careId = created.body.data[0].id as number;
    for (const name of TO_REPAIR) {
      const res = await admin('POST', `/cares/${careId}/moves/${name}`);
      expect([name, res.statusCode, res.body]).toEqual([name, 200, res.body]);
    }
    return { careId, subscId };
  }

  it('needs a valid quote before the repair is done, and audits every step', async () => {
    const { careId } = await careOnBench();
    const early = await admin('POST', `/cares/${careId}/moves/completeRepair`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('수리 완료 전에 견적을 작성해 주세요.');
    const bad = await admin('PUT', `/cares/${careId}/quote`, { lines: [{ title: '부품', amount: -1 }] });
    expect(bad.statusCode).toBe(400);
    const tooMany = await admin('PUT', `/cares/${careId}/quote`, {
      lines: Array.from({ length: 11 }, (_, i) => ({ title: `항목${i}`, amount: 100 })),
    });
    expect(tooMany.statusCode).toBe(400);
    const quoted = await admin('PUT', `/cares/${careId}/quote`, {
      lines: [
        { title: '부품비', amount: 30000 },
        { title: '수리 공임', amount: 15000 },
      ],
    });
    expect((quoted.json().data as CareDetail).quote?.amount).toBe(45000);
    const done = await admin('POST', `/cares/${careId}/moves/completeRepair`);
    expect((done.json().data as CareDetail).state).toBe(CARE_STATE.CHECK_COMPLETE);
    expect(
      (await admin('PUT', `/cares/${careId}/quote`, { lines: [{ title: '부품비', amount: 1 }] })).statusCode,
    ).toBe(400);
    const audits = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.targetId, String(careId)));
    expect(audits.map((a) => a.action)).toEqual([
      ...TO_REPAIR.map((n) => `care.${n}`),
      'care.quote',
      'care.completeRepair',
    ]);

    // The customer's app shows the quote instead of sample amounts.
    const seen = await call(t, customer, 'GET', `cares/${careId}`);
    expect(seen.body.data.quote).toMatchObject({ amount: 45000, paid_at: null });
    expect(seen.body.data.quote.lines).toHaveLength(2);
  });

  it('charges the quote once with the rental’s card, even for two clicks at once; a stranger gets 404', async () => {
    const { careId } = await careOnBench();
    await admin('PUT', `/cares/${careId}/quote`, { lines: [{ title: '부품비', amount: 27000 }] });
    await admin('POST', `/cares/${careId}/moves/completeRepair`);
    const pay = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v2/customer/cares/${careId}`,
        headers: customer.headers,
        payload: { state: CARE_STATE.CHECK_PAYMENT },
      });
    const strangerPay = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/customer/cares/${careId}`,
      headers: stranger.headers,
      payload: { state: CARE_STATE.CHECK_PAYMENT },
    });
    expect(strangerPay.statusCode).toBe(404);
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const charged = await t.database.db
      .select()
      .from(payments)
      .where(like(payments.pmId, `care-${careId}-%`));
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ cost: 27000, state: PAYMENT_STATE.BILL_SUCCESS });
    const after = (await admin('GET', `/cares/${careId}`)).json().data as CareDetail;
    expect(after.state).toBe(CARE_STATE.CHECK_PAYMENT);
    expect(after.quote?.paid_at).not.toBeNull();
    expect((await pay()).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(payments)
        .where(like(payments.pmId, `care-${careId}-%`)),
    ).toHaveLength(1);
  });

  it('leaves the request unpaid on a declined card, and a changed card pays it', async () => {
    const { careId, subscId } = await careOnBench();
    await admin('PUT', `/cares/${careId}/quote`, { lines: [{ title: '수리 공임', amount: 12000 }] });
    await admin('POST', `/cares/${careId}/moves/completeRepair`);
    await switchCard(t, customer, subscId, DECLINE_CARD);
    const declined = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/customer/cares/${careId}`,
      headers: customer.headers,
      payload: { state: CARE_STATE.CHECK_PAYMENT },
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).toContain('AS 결제 단계로 진행하지 못했습니다.');
    expect(((await admin('GET', `/cares/${careId}`)).json().data as CareDetail).state).toBe(
      CARE_STATE.CHECK_COMPLETE,
    );
    const paid = await t.database.db
      .select()
      .from(payments)
      .where(and(like(payments.pmId, `care-${careId}-%`), eq(payments.state, PAYMENT_STATE.BILL_SUCCESS)));
    expect(paid).toHaveLength(0);

    await switchCard(t, customer, subscId, OK_CARD);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/customer/cares/${careId}`,
      headers: customer.headers,
      payload: { state: CARE_STATE.CHECK_PAYMENT },
    });
    expect(ok.statusCode).toBe(200);
    expect(((await admin('GET', `/cares/${careId}`)).json().data as CareDetail).state).toBe(
      CARE_STATE.CHECK_PAYMENT,
    );
  });
});
