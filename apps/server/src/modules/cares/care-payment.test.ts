import type { CareDetail } from '@shop/domain/api/admin/cares';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { careHistories, payments } from '../../db/schema';
import { DECLINE_CARD, OK_CARD, switchCard } from '../../engine/engine-fixture';
import { ABANDONED_AFTER_MS, settleAbandonedPayments } from '../payments/abandoned-payments';
import { claimCareCharge } from './care-charge';
import { type CareCustomer, type CareWorld, careTestApp, filedCare, quotedCare } from './care-fixture';

/** The customer pays the repair quote in the app: the rental's card is charged like the engine charges. */
describe('paying the AS quote', () => {
  let w: CareWorld;
  beforeAll(async () => {
    w = await careTestApp();
  }, 120_000);
  afterAll(() => w.t.close());

  const pay = (c: CareCustomer, careId: number) =>
    w.customerCall(c, 'PATCH', `cares/${careId}`, { state: CARE_STATE.CHECK_PAYMENT });
  const charges = (careId: number) =>
    w.t.database.db
      .select()
      .from(payments)
      .where(like(payments.pmId, `care-${careId}-%`))
      .orderBy(payments.id);
  const staffView = async (careId: number) =>
    (await w.admin('GET', `/cares/${careId}`)).json().data as CareDetail;

  it('charges the total once with the rental’s card, even for two clicks at once', async () => {
    const { careId, customer, subscId } = await quotedCare(w, [
      { title: '부품비', amount: 20_000 },
      { title: '수리 공임', amount: 7_000 },
    ]);
    const provider = vi.spyOn(w.t.app.payments, 'chargeWithBillingKey');
    const answers = await Promise.all([pay(customer, careId), pay(customer, careId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(provider).toHaveBeenCalledTimes(1);
    expect(provider.mock.calls[0]![0]).toMatchObject({ paymentId: `care-${careId}-1`, amount: 27_000 });
    provider.mockRestore();

    const [charge, ...more] = await charges(careId);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({
      cost: 27_000,
      state: PAYMENT_STATE.BILL_SUCCESS,
      userId: customer.user.id,
    });
    const care = await staffView(careId);
    expect(care).toMatchObject({ state: CARE_STATE.CHECK_PAYMENT, label: '결제완료 · 방문일 확정 대기' });
    expect(care.quote?.paid_at).not.toBeNull();
    expect(care.payments).toEqual([expect.objectContaining({ cost: 27_000, state_label: '결제 완료' })]);
    expect(care.history.at(-1)?.note).toBe('AS 비용 결제 27,000원');

    // A click after it went through answers as the first one did and charges nothing.
    expect((await pay(customer, careId)).statusCode).toBe(200);
    expect(await charges(careId)).toHaveLength(1);

    // The charge shows in the rental's billing history, where the customer sees every payment.
    const bills = await w.customerCall(
      customer,
      'GET',
      `payments?orderer_id=${subscId}&orderer_type=subscription&type=bill&per_page=-1`,
    );
    expect(bills.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: `AS 수리비 (AS #${careId})`,
          cost: 27_000,
          state_title: '결제 완료',
        }),
      ]),
    );
  });

  it('leaves the request unpaid on a declined card, says why, and a changed card pays it', async () => {
    const { careId, customer, subscId } = await quotedCare(w, [{ title: '수리 공임', amount: 12_000 }]);
    await switchCard(w.t, customer, subscId, DECLINE_CARD);
    const declined = await pay(customer, careId);
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).toMatch(
      /^AS 결제 단계로 진행하지 못했습니다\. 카드 결제가 승인되지 않았습니다 \(.+\)/,
    );
    expect((await staffView(careId)).state).toBe(CARE_STATE.CHECK_COMPLETE);
    const paid = await w.t.database.db
      .select()
      .from(payments)
      .where(and(like(payments.pmId, `care-${careId}-%`), eq(payments.state, PAYMENT_STATE.BILL_SUCCESS)));
    expect(paid).toEqual([]);
    expect((await staffView(careId)).payments.map((p) => p.state_label)).toEqual(['결제 실패']);
    const seen = (await w.customerCall(customer, 'GET', `cares/${careId}`)).json().data;
    expect(seen).toMatchObject({ state: CARE_STATE.CHECK_COMPLETE, quote: { paid_at: null } });

    await switchCard(w.t, customer, subscId, OK_CARD);
    expect((await pay(customer, careId)).statusCode).toBe(200);
    expect((await charges(careId)).map((p) => [p.pmId, p.state])).toEqual([
      [`care-${careId}-1`, PAYMENT_STATE.BILL_FAIL],
      [`care-${careId}-2`, PAYMENT_STATE.BILL_SUCCESS],
    ]);
    expect((await staffView(careId)).state).toBe(CARE_STATE.CHECK_PAYMENT);
  });

  it('lets no other customer see or pay the request', async () => {
    const { careId } = await quotedCare(w, [{ title: '부품비', amount: 5_000 }]);
    const { customer: stranger } = await filedCare(w);
    expect((await w.customerCall(stranger, 'GET', `cares/${careId}`)).statusCode).toBe(404);
    expect((await pay(stranger, careId)).statusCode).toBe(404);
    expect(await charges(careId)).toEqual([]);
    expect((await staffView(careId)).state).toBe(CARE_STATE.CHECK_COMPLETE);
  });

  it('moves a 0원 quote without a charge', async () => {
    const { careId, customer } = await quotedCare(w, [{ title: '무상 수리', amount: 0 }]);
    const provider = vi.spyOn(w.t.app.payments, 'chargeWithBillingKey');
    expect((await pay(customer, careId)).json()).toEqual({ data: true });
    expect(provider).not.toHaveBeenCalled();
    provider.mockRestore();
    expect(await charges(careId)).toEqual([]);
    const care = await staffView(careId);
    expect(care.state).toBe(CARE_STATE.CHECK_PAYMENT);
    expect(care.history.at(-1)?.note).toBe('무상 수리');
  });

  it('answers 409 while a charge runs, and a charge a stopped server left is settled by the sweep', async () => {
    const { careId, customer } = await quotedCare(w, [{ title: '부품비', amount: 9_000 }]);
    // The server stopped after the claim: the pending payment is written, the provider never asked.
    const claim = await claimCareCharge(
      w.t.database.db,
      w.t.app.payments.provider,
      customer.user.id,
      careId,
      w.clock.now(),
    );
    expect(claim).not.toBeNull();
    const busy = await pay(customer, careId);
    expect([busy.statusCode, busy.json().message]).toEqual([
      409,
      'AS 비용을 결제하고 있습니다. 잠시 후 다시 확인해 주세요.',
    ]);

    w.clock.advance(ABANDONED_AFTER_MS + 60_000);
    expect(await settleAbandonedPayments(w.t.app)).toBe(1);
    const [charge] = await charges(careId);
    expect(charge).toMatchObject({ id: claim!.paymentId, state: PAYMENT_STATE.BILL_SUCCESS, cost: 9_000 });
    const care = await staffView(careId);
    expect(care.state).toBe(CARE_STATE.CHECK_PAYMENT);
    expect(care.quote?.paid_at).not.toBeNull();
    const history = await w.t.database.db
      .select()
      .from(careHistories)
      .where(eq(careHistories.careId, careId));
    expect(history.filter((h) => h.state === CARE_STATE.CHECK_PAYMENT)).toHaveLength(1);
    // Nothing more to settle, and the customer's click now answers as paid.
    expect(await settleAbandonedPayments(w.t.app)).toBe(0);
    expect((await pay(customer, careId)).statusCode).toBe(200);
    expect(await charges(careId)).toHaveLength(1);
  });

  it('records a purchase order of the request, paid, against its rental', async () => {
    const { careId, customer } = await quotedCare(w, [{ title: '부품비', amount: 3_000 }]);
    await pay(customer, careId);
    const orders = await w.t.database.db.query.purOrders.findMany({
      where: (o, { and: all, eq: is }) =>
        all(is(o.orderableType, MORPH_TYPE.CARE), is(o.orderableId, careId)),
    });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ cost: 3_000, state: 640, ordererType: MORPH_TYPE.SUBSC });
  });
});
