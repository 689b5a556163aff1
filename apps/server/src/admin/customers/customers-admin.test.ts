import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatorSender } from '../../adapters/messages/simulator-sender';
import { noticeMsgAttempts, staffAudit, subscs } from '../../db/schema';
import { DEMO_CUSTOMER } from '../../db/seed/data/demo-customer';
import { collectDeliveryReports } from '../../notifications/collect-reports';
import { deliverDueMessages } from '../../notifications/deliver-messages';
import { queueMessage } from '../../notifications/queue-messages';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from '../test-staff';

describe('customers in the console', () => {
  let t: TestApp;
  let ops: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ops = await staffLoginAs(t, 'operations');
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url: `${ADMIN}${url}`, headers: staffBearer(ops) });
  const findDemo = async () => (await get('/customers?q=demo%40soridam')).json().data[0];

  it('finds a customer by e-mail, name or mobile digits, with personal data masked', async () => {
    const row = await findDemo();
    expect(row.email).toBe('de**@***idam.kr');
    expect(row.name).toBe('김*리');
    expect(row.mobile).toBe('010****5678');
    const own = await t.database.db.select().from(subscs).where(eq(subscs.userId, row.id));
    expect(own.length).toBeGreaterThan(1);
    expect(row.rentals).toBe(own.length);
    expect((await get('/customers?q=5678')).json().data.map((r: { id: number }) => r.id)).toContain(row.id);
    expect(
      (await get('/customers?q=%EA%B9%80%EC%86%8C%EB%A6%AC')).json().data.map((r: { id: number }) => r.id),
    ).toContain(row.id);
  });

  it('never sends unmasked personal data or billing keys in the detail', async () => {
    const { id } = await findDemo();
    const res = await get(`/customers/${id}`);
    const body = res.body;
    expect(res.json().data.masked).toBe(true);
    expect(body).not.toContain(DEMO_CUSTOMER.email);
    expect(body).not.toContain(DEMO_CUSTOMER.mobile);
    expect(body).not.toContain(DEMO_CUSTOMER.name);
    expect(body).not.toContain('1203호');
    expect(body).not.toMatch(/bill_key|billKey|sim_ok_/);
    const detail = res.json().data;
    expect(detail.spots.length).toBeGreaterThan(0);
    expect(detail.cards.length).toBeGreaterThan(0);
    expect(detail.rentals_list.length).toBeGreaterThan(0);
  });

  it('shows the messages sent to the customer with each try: 알림톡 refused, then the text message', async () => {
    const { id } = await findDemo();
    const simulator = t.app.messages.alimtalk as SimulatorSender;
    simulator.failing.add('alimtalk');
    try {
      await queueMessage(
        t.database.db,
        {
          kind: 'chargeFailed',
          userId: id,
          variables: {
            상품명: '콘솔 확인용 턴테이블',
            금액: '1,000원',
            사유: '한도 초과',
            렌탈번호: '1',
            주문번호: 'SD-000001',
          },
        },
        { config: t.config, now: t.app.clock.now() },
      );
      await deliverDueMessages(t.app);
    } finally {
      simulator.failing.clear();
    }
    const [message] = (await get(`/customers/${id}`)).json().data.messages;
    expect(message).toMatchObject({
      kind: '결제 실패',
      title: '[소리담] 콘솔 확인용 턴테이블 결제 실패 안내',
      channel: '문자',
      state: '발송 완료',
      trail: '알림톡 실패 → 문자 성공',
      send_after: null,
    });
    // The provider's report, a few minutes later, is added to the try it took.
    await t.database.db
      .update(noticeMsgAttempts)
      .set({ createdAt: sql`${noticeMsgAttempts.createdAt} - interval '2 minutes'` })
      .where(eq(noticeMsgAttempts.noticeMsgId, message.id));
    await collectDeliveryReports(t.app);
    const [reported] = (await get(`/customers/${id}`)).json().data.messages;
    expect(reported.trail).toBe('알림톡 실패 → 문자 성공 · 수신 확인');
  });

  it('reveals one customer only with a reason, and the audit log keeps who read it and why', async () => {
    const { id } = await findDemo();
    const none = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/customers/${id}/reveal`,
      headers: staffBearer(ops),
      payload: { reason: '' },
    });
    expect(none.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/customers/${id}/reveal`,
      headers: staffBearer(ops),
      payload: { reason: '설치 일정 전화 안내' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(DEMO_CUSTOMER.email);
    expect(res.json().data.mobile).toBe(DEMO_CUSTOMER.mobile);
    const rows = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'customer.reveal'), eq(staffAudit.targetId, String(id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason).toBe('설치 일정 전화 안내');
  });
});
