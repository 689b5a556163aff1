import { randomUUID } from 'node:crypto';
import type { CareDetail } from '@shop/domain/api/admin/cares';
import type { RentalDetail } from '@shop/domain/api/admin/rentals';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { STATE } from '@shop/domain/codes/generic-state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, staffBearer } from '../../admin/test-staff';
import { refunds } from '../../db/schema';
import { type CareWorld, careTestApp, quotedCare } from './care-fixture';

/** A paid AS repair charge is where staff look for the customer's payments, refundable there, and read so. */
describe('refunding an AS repair charge', () => {
  let w: CareWorld;
  beforeAll(async () => {
    w = await careTestApp();
  }, 120_000);
  afterAll(() => w.t.close());

  const staffCare = async (careId: number) =>
    (await w.admin('GET', `/cares/${careId}`)).json().data as CareDetail;
  const refund = async (paymentId: number, amount: number) => {
    // The console's refund dialog, as it sends it: a fresh Idempotency-Key with each refund.
    const res = await w.t.app.inject({
      method: 'POST',
      url: `${ADMIN}/payments/${paymentId}/refunds`,
      headers: { ...staffBearer(w.ops), 'idempotency-key': randomUUID() },
      payload: { amount, reason: 'AS 비용 일부 환불' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('settled');
  };

  it('lists the charge with the rental’s payments and the request’s, and reads what was refunded', async () => {
    const { careId, customer, subscId } = await quotedCare(w, [{ title: '부품비', amount: 100_000 }]);
    const paid = await w.customerCall(customer, 'PATCH', `cares/${careId}`, {
      state: CARE_STATE.CHECK_PAYMENT,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const [charge] = (await staffCare(careId)).payments;
    expect(charge).toMatchObject({
      cost: 100_000,
      refunded: 0,
      refundable: 100_000,
      state_label: '결제 완료',
    });
    const rental = (await w.admin('GET', `/rentals/${subscId}`)).json().data as RentalDetail;
    expect(rental.payments.find((p) => p.id === charge!.id)).toMatchObject({
      title: `AS 수리비 (AS #${careId})`,
      cost: 100_000,
      refundable: 100_000,
    });

    await refund(charge!.id, 15_000);
    const part = await staffCare(careId);
    expect(part.payments[0]).toMatchObject({
      refunded: 15_000,
      refundable: 85_000,
      state_label: '부분 환불',
    });
    expect(part.quote).toMatchObject({ amount: 100_000, refunded: 15_000 });
    const seen = (await w.customerCall(customer, 'GET', `cares/${careId}`)).json().data;
    expect(seen.quote).toMatchObject({ amount: 100_000, refunded: 15_000 });
    const after = (await w.admin('GET', `/rentals/${subscId}`)).json().data as RentalDetail;
    expect(after.payments.find((p) => p.id === charge!.id)).toMatchObject({
      refunded: 15_000,
      refundable: 85_000,
    });

    await refund(charge!.id, 85_000);
    expect((await staffCare(careId)).payments[0]).toMatchObject({ refundable: 0, state_label: '전액 환불' });
    expect((await w.customerCall(customer, 'GET', `cares/${careId}`)).json().data.quote.refunded).toBe(
      100_000,
    );
  });

  it('tells a refund the card company has not confirmed yet apart, and keeps it from being refunded again', async () => {
    const { careId, customer } = await quotedCare(w, [{ title: '부품비', amount: 100_000 }]);
    const paid = await w.customerCall(customer, 'PATCH', `cares/${careId}`, {
      state: CARE_STATE.CHECK_PAYMENT,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [charge] = (await staffCare(careId)).payments;
    await refund(charge!.id, 15_000);
    // A second refund the card company has not answered: it waits for the engine's next try.
    await w.t.database.db.insert(refunds).values({
      paymentId: charge!.id,
      userId: customer.user.id,
      amount: 5_000,
      reason: 'AS 비용 일부 환불',
      state: STATE.PENDING,
      nextTryAt: w.clock.now(),
    });
    const staff = await staffCare(careId);
    expect(staff.payments[0]).toMatchObject({
      refunded: 15_000,
      refunding: 5_000,
      refundable: 80_000,
      state_label: '환불 진행중',
    });
    expect(staff.quote).toMatchObject({ refunded: 15_000, refunding: 5_000 });
    const seen = (await w.customerCall(customer, 'GET', `cares/${careId}`)).json().data;
    expect(seen.quote).toMatchObject({ amount: 100_000, refunded: 15_000, refunding: 5_000 });
  });

  it('words a 0원 quote as a free repair in the customer’s state messages', async () => {
    const { careId, customer } = await quotedCare(w, [{ title: '무상 수리 (보증)', amount: 0 }]);
    const before = (await w.customerCall(customer, 'GET', `cares/${careId}`)).json().data;
    expect(before.state_message).toBe(
      '수리가 완료되었습니다. 무상 수리로 결제하실 비용은 없습니다. 확인 후 배송 받으실 날짜를 선택해 주세요.',
    );
    await w.customerCall(customer, 'PATCH', `cares/${careId}`, { state: CARE_STATE.CHECK_PAYMENT });
    const after = (await w.customerCall(customer, 'GET', `cares/${careId}`)).json().data;
    expect(after.state_message).toBe('무상 수리가 확인되었습니다. 재설치 방문일을 선택해 주세요.');
    expect(after.quote).toMatchObject({ amount: 0, refunded: 0 });
    expect((await staffCare(careId)).payments).toEqual([]);
  });
});
