import type { CareDetail, CareRow } from '@shop/domain/api/admin/cares';
import type { RentalDetail } from '@shop/domain/api/admin/rentals';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careHistories, prodStocks, staffAudit } from '../../db/schema';
import {
  type CareWorld,
  careTestApp,
  filedCare,
  moveAlong,
  TO_BENCH,
  uploadPng,
} from '../../modules/cares/care-fixture';
import { messagesTo } from '../../test/messages-to';

/** The console's AS queue, a request's screen and the staff moves of the AS machine. */
describe('AS in the console: queue, detail and moves', () => {
  let w: CareWorld;
  beforeAll(async () => {
    w = await careTestApp();
  }, 120_000);
  afterAll(() => w.t.close());

  const queue = async (query: string) => {
    const res = await w.admin('GET', `/cares?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: CareRow[]; meta: { total: number; current_page: number } };
  };
  const detail = async (id: number) => (await w.admin('GET', `/cares/${id}`)).json().data as CareDetail;

  it('lists requests by tab, state and customer search, with paging and masked names', async () => {
    const first = await filedCare(w);
    const second = await filedCare(w);
    const waiting = await queue('');
    expect(waiting.data.map((r) => r.id)).toEqual(expect.arrayContaining([first.careId, second.careId]));
    // The staff tab reads as a queue: oldest first.
    expect(waiting.data.map((r) => r.id).indexOf(first.careId)).toBeLessThan(
      waiting.data.map((r) => r.id).indexOf(second.careId),
    );
    const row = waiting.data.find((r) => r.id === first.careId)!;
    expect(row).toMatchObject({ state: CARE_STATE.UNSET, label: 'AS요청', rental_id: first.subscId });
    expect(row.customer_name).toContain('*');
    expect(row.customer_name).not.toBe(first.customer.user.name);

    const byEmail = await queue(`group=all&q=${encodeURIComponent(first.customer.user.email!)}`);
    expect(byEmail.data.map((r) => r.id)).toEqual([first.careId]);
    expect((await queue(`group=all&q=%23${second.careId}`)).data.map((r) => r.id)).toEqual([second.careId]);
    expect((await queue('group=all&q=없는고객')).meta.total).toBe(0);
    const paged = await queue('group=all&per_page=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.current_page).toBe(2);
    expect((await queue(`group=closed&state=${CARE_STATE.UNSET}`)).meta.total).toBe(0);
    expect((await w.admin('GET', '/cares?group=nope')).statusCode).toBe(400);
    expect((await w.admin('GET', `/cares?q=${'가'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('shows the request with its product, masked address, files, quote and the moves allowed now', async () => {
    const { careId, customer } = await filedCare(w);
    const png = await uploadPng(w, customer, careId);
    const care = await detail(careId);
    expect(care).toMatchObject({
      content: '전원이 켜지지 않아요',
      quote: null,
      quote_editable: false,
      payments: [],
      moves: [
        { name: 'withdraw', label: 'AS 접수 취소' },
        { name: 'assignVisit', label: '방문 기사 배정' },
      ],
    });
    expect(care.prod_title).toBeTruthy();
    expect(care.sn).toBeTruthy();
    expect(care.spot).toMatchObject({ addr: customer.spot.addr, addr_desc: '***' });
    expect(care.spot!.tel).toContain('****');
    expect(care.atts).toHaveLength(1);
    expect(care.atts[0]).toMatchObject({ name: '증상.png', mime: 'image/png' });
    const file = await w.admin('GET', care.atts[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect((await w.admin('GET', `/cares/${careId}/atts/999999`)).statusCode).toBe(404);
    expect((await w.admin('GET', '/cares/999999')).statusCode).toBe(404);

    // The rental's unit released (its rental ended): the request still names the serial number it was about.
    await w.t.database.db.update(prodStocks).set({ prodOrdererId: null }).where(eq(prodStocks.sn, care.sn!));
    expect((await detail(careId)).sn).toBe(care.sn);
  });

  it('moves along the machine with a history and an audit row each, and books the first visit', async () => {
    const { careId, customer, subscId } = await filedCare(w);
    const res = await w.admin('POST', `/cares/${careId}/moves/assignVisit`, {
      worker: '김기사',
      note: '오전 방문',
    });
    const care = res.json().data as CareDetail;
    expect(care.label).toBe('배정중');
    // The clock stands at 2026-01-31 10:00 in Seoul: the visit is three days ahead.
    expect(care.spot_set_at).toBe('2026-02-02T15:00:00.000Z');
    expect(care.history.at(-1)?.note).toBe(
      '방문 기사 배정 · 방문 예정일 2026-02-03 · 기사 김기사 · 오전 방문',
    );
    const seen = await w.customerCall(customer, 'GET', `cares/${careId}`);
    expect(seen.json().data).toMatchObject({
      state_title: '배정중',
      spot_set_at: '2026-02-02T15:00:00.000Z',
    });
    // The customer is told the visit day, with a button to the request.
    const told = (await messagesTo(w.t.database.db, customer.user.id)).at(-1);
    expect(told).toMatchObject({
      kind: 'careVisit',
      button: { name: 'A/S 확인하기', url: `${w.t.config.publicUrl}/customer_v2/cares/${careId}` },
    });
    expect(told!.body).toContain(`접수번호 ${careId})의 기사 방문 예정일은 2026-02-03입니다`);
    // The rental's timeline in the console shows it too: the message names the request.
    const rental = (await w.admin('GET', `/rentals/${subscId}`)).json().data as RentalDetail;
    expect(rental.timeline.filter((e) => e.kind === 'message').map((e) => e.title)).toContain(
      told!.title.title,
    );
    const [audit] = await w.t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.targetId, String(careId)));
    expect(audit).toMatchObject({
      action: 'care.assignVisit',
      targetType: 'care',
      before: { state: CARE_STATE.UNSET },
      after: { state: CARE_STATE.UNSET_ASSIGN, spot_set_at: '2026-02-03', note: '기사 김기사 · 오전 방문' },
    });
  });

  it('never books the first visit on a weekend: three days after a Wednesday is the next Monday', async () => {
    const { careId, customer } = await filedCare(w);
    const start = w.clock.now();
    // Wednesday 2027-12-01 in Seoul: three days ahead is Saturday the 4th.
    w.clock.set(new Date('2027-12-01T10:00:00+09:00'));
    try {
      const care = (await w.admin('POST', `/cares/${careId}/moves/assignVisit`, { worker: '김기사' })).json()
        .data as CareDetail;
      expect(care.spot_set_at).toBe('2027-12-05T15:00:00.000Z');
      expect(care.history.at(-1)?.note).toBe('방문 기사 배정 · 방문 예정일 2027-12-06 · 기사 김기사');
      const told = (await messagesTo(w.t.database.db, customer.user.id)).at(-1);
      expect(told!.body).toContain('기사 방문 예정일은 2027-12-06입니다');
    } finally {
      w.clock.set(start);
    }
  });

  it('refuses a move from the wrong state, a customer’s move, and a bad note, writing nothing', async () => {
    const { careId } = await filedCare(w);
    const rows = async () => ({
      history: (await w.t.database.db.select().from(careHistories).where(eq(careHistories.careId, careId)))
        .length,
      audit: (
        await w.t.database.db
          .select()
          .from(staffAudit)
          .where(eq(staffAudit.targetId, String(careId)))
      ).length,
    });
    const before = await rows();
    const early = await w.admin('POST', `/cares/${careId}/moves/startRepair`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('변경할 수 없는 AS 상태입니다.');
    const closeEarly = await w.admin('POST', `/cares/${careId}/moves/close`);
    expect(closeEarly.json().message).toBe('변경할 수 없는 AS 상태입니다.');
    const customersMove = await w.admin('POST', `/cares/${careId}/moves/pay`);
    expect(customersMove.statusCode).toBe(400);
    expect(customersMove.json().message).toBe('이 단계는 진행할 수 없습니다.');
    expect((await w.admin('POST', `/cares/${careId}/moves/teleport`)).statusCode).toBe(400);
    const longNote = await w.admin('POST', `/cares/${careId}/moves/assignVisit`, {
      worker: '김기사',
      note: '가'.repeat(201),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().errors.note).toEqual(['메모는 200자 이내로 입력해 주세요.']);
    // A visit is assigned to someone: without a name it is refused.
    const unnamed = await w.admin('POST', `/cares/${careId}/moves/assignVisit`, { note: '배정' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.worker).toEqual(['배정할 기사 이름을 입력해 주세요.']);
    expect((await w.admin('POST', '/cares/999999/moves/assignVisit', { worker: '김기사' })).statusCode).toBe(
      404,
    );
    expect(await rows()).toEqual(before);
    expect((await detail(careId)).state).toBe(CARE_STATE.UNSET);
  });

  it('withdraws an untouched request for the customer, and moves a visit-fixed one straight to closed', async () => {
    const withdrawn = await filedCare(w);
    await moveAlong(w, withdrawn.careId, ['withdraw']);
    expect((await detail(withdrawn.careId)).label).toBe('철회');
    expect((await queue('group=closed')).data.map((r) => r.id)).toContain(withdrawn.careId);

    const fixed = await filedCare(w);
    await moveAlong(w, fixed.careId, TO_BENCH.slice(0, 3));
    expect((await detail(fixed.careId)).moves.map((m) => m.name)).toEqual(['takeForRepair', 'close']);
    await moveAlong(w, fixed.careId, ['close']);
    expect((await detail(fixed.careId)).label).toBe('AS종료');
  });
});
