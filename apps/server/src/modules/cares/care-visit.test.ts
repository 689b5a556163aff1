import type { CareDetail } from '@shop/domain/api/admin/cares';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careHistories } from '../../db/schema';
import {
  type CareCustomer,
  type CareWorld,
  careTestApp,
  filedCare,
  moveAlong,
  quotedCare,
} from './care-fixture';

/** After paying, the customer confirms the reinstall visit from the allowed days; staff then finish. */
describe('the AS reinstall visit day', () => {
  let w: CareWorld;
  beforeAll(async () => {
    w = await careTestApp();
  }, 120_000);
  afterAll(() => w.t.close());

  const paidCare = async () => {
    const filed = await quotedCare(w, [{ title: '부품비', amount: 8_000 }]);
    const paid = await w.customerCall(filed.customer, 'PATCH', `cares/${filed.careId}`, {
      state: CARE_STATE.CHECK_PAYMENT,
    });
    expect(paid.statusCode).toBe(200);
    return filed;
  };
  const confirm = (c: CareCustomer, careId: number, day?: string) =>
    w.customerCall(c, 'PATCH', `cares/${careId}`, {
      state: CARE_STATE.SET,
      ...(day ? { spot_set_at: day } : {}),
    });
  const read = async (c: CareCustomer, careId: number) =>
    (await w.customerCall(c, 'GET', `cares/${careId}`)).json().data;

  it('dates a new request and its first history row by the shop’s clock, not the machine’s', async () => {
    const { careId, customer } = await filedCare(w);
    const now = w.clock.now().toISOString();
    expect((await read(customer, careId)).created_at).toBe(now);
    const history = await w.t.database.db
      .select({ createdAt: careHistories.createdAt })
      .from(careHistories)
      .where(eq(careHistories.careId, careId));
    expect(history.map((h) => h.createdAt.toISOString())).toEqual([now]);
  });

  it('offers the delivery rule’s weekdays and books the one chosen, which staff then see', async () => {
    const { careId, customer } = await paidCare();
    // The clock stands at Saturday 2026-01-31 in Seoul: three days ahead is Tuesday.
    const before = await read(customer, careId);
    expect(before.visit_dates).toEqual(['2026-02-03', '2026-02-04', '2026-02-05']);
    expect(before.state_message).toBe('결제가 완료되었습니다. 재설치 방문일을 선택해 주세요.');

    for (const day of ['2026-02-02', '2026-02-07', '2026-02-06', '2026-13-01']) {
      const refused = await confirm(customer, careId, day);
      expect(refused.statusCode).toBe(400);
    }
    const outside = await confirm(customer, careId, '2026-02-02');
    expect(outside.json()).toMatchObject({
      message: '방문일을 확정하지 못했습니다.',
      errors: { spot_set_at: ['선택할 수 없는 방문일입니다. 다시 선택해 주세요.'] },
    });
    expect((await read(customer, careId)).state).toBe(CARE_STATE.CHECK_PAYMENT);

    expect((await confirm(customer, careId, '2026-02-04')).json()).toEqual({ data: true });
    const after = await read(customer, careId);
    expect(after).toMatchObject({
      state: CARE_STATE.SET,
      spot_set_at: '2026-02-03T15:00:00.000Z',
      visit_dates: [],
    });
    const staff = (await w.admin('GET', `/cares/${careId}`)).json().data as CareDetail;
    expect(staff).toMatchObject({ label: '방문일 확정', spot_set_at: '2026-02-03T15:00:00.000Z' });
    expect(staff.history.at(-1)?.note).toBe('고객 요청: 재설치 방문일 2026-02-04');
    expect(staff.moves.map((m) => m.name)).toEqual(['assignReinstall']);

    await moveAlong(w, careId, ['assignReinstall', 'shipReinstall', 'completeReinstall', 'close']);
    const closed = (await w.admin('GET', `/cares/${careId}`)).json().data as CareDetail;
    expect(closed).toMatchObject({ state: CARE_STATE.DONE, label: 'AS종료', moves: [] });
    expect((await read(customer, careId)).state_title).toBe('AS종료');
  });

  it('books the first allowed day when the app names none (the documents’ call)', async () => {
    const { careId, customer } = await paidCare();
    expect((await confirm(customer, careId)).statusCode).toBe(200);
    expect((await read(customer, careId)).spot_set_at).toBe('2026-02-02T15:00:00.000Z');
  });

  it('confirms a day only after paying', async () => {
    const { careId, customer } = await quotedCare(w, [{ title: '부품비', amount: 1_000 }]);
    const early = await confirm(customer, careId, '2026-02-04');
    expect([early.statusCode, early.json().message]).toEqual([400, '방문일을 확정하지 못했습니다.']);
    expect((await read(customer, careId)).visit_dates).toEqual([]);
  });
});
