import { CARE_STATE } from '@shop/domain/codes/care-state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesTo } from '../../test/messages-to';
import { type CareWorld, careTestApp, quotedCare } from './care-fixture';

/** What the customer is told along an AS request: each step they see once, the amount due, the charge, the day. */
describe('AS messages to the customer', () => {
  let w: CareWorld;
  beforeAll(async () => {
    w = await careTestApp();
  }, 120_000);
  afterAll(() => w.t.close());

  const careMessages = async (userId: number) =>
    (await messagesTo(w.t.database.db, userId)).filter((m) => m.kind?.startsWith('care'));

  it('tells each step once, the amount due, the repair charge and the visit day confirmed', async () => {
    const { careId, customer } = await quotedCare(w, [
      { title: '부품비', amount: 85_000 },
      { title: '수리 공임', amount: 15_000 },
    ]);
    const paid = await w.customerCall(customer, 'PATCH', `cares/${careId}`, {
      state: CARE_STATE.CHECK_PAYMENT,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const confirmed = await w.customerCall(customer, 'PATCH', `cares/${careId}`, {
      state: CARE_STATE.SET,
      spot_set_at: '2026-02-04',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const told = await careMessages(customer.user.id);
    // assignVisit, startVisit, completeVisit, takeForRepair (수리중), completeRepair; startRepair is 수리중 again.
    expect(told.map((m) => m.kind)).toEqual([
      'careVisit',
      'careUpdate',
      'careUpdate',
      'careUpdate',
      'careRepaired',
      'carePaid',
      'careVisitConfirmed',
    ]);
    expect(told.filter((m) => m.body?.includes('[수리중]'))).toHaveLength(1);
    for (const m of told) {
      // The product is named once: "… A/S 신청(접수번호 n)", never "… AS 신청 A/S 신청".
      expect(m.body).not.toContain('AS 신청');
      expect(m.body).toContain(`A/S 신청(접수번호 ${careId})`);
      expect(m.button).toMatchObject({ url: `${w.t.config.publicUrl}/customer_v2/cares/${careId}` });
    }
    expect(told[4]!.body).toContain('수리 비용은 100,000원입니다.');
    expect(told[5]!.body).toContain('수리 비용 100,000원이 2026-01-31에 결제되었습니다.');
    expect(told[6]!.body).toContain('재설치 방문일이 2026-02-04로 확정되었습니다.');
  });

  it('words a 0원 quote as a free repair', async () => {
    const { careId, customer } = await quotedCare(w, [{ title: '무상 수리 (보증)', amount: 0 }]);
    const told = await careMessages(customer.user.id);
    expect(told.at(-1)).toMatchObject({ kind: 'careRepairedFree' });
    expect(told.at(-1)!.body).toContain('무상 수리로 결제하실 비용은 없습니다.');
    // Confirming it charges nothing and sends no receipt.
    await w.customerCall(customer, 'PATCH', `cares/${careId}`, { state: CARE_STATE.CHECK_PAYMENT });
    expect((await careMessages(customer.user.id)).map((m) => m.kind)).not.toContain('carePaid');
  });
});
