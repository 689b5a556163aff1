import type { RentalDetail } from '@shop/domain/api/admin/rentals';
import { IDEMPOTENCY_MISMATCH_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, refunds, staffAudit } from '../db/schema';
import { customerWithCard, engineTestApp, rent } from '../engine/engine-fixture';
import type { TestApp } from '../test/test-app';
import { KEY_REQUIRED_WRITES, STAFF_WRITE_KEY_REQUIRED_MESSAGE, UNSTORED_WRITES } from './staff-write-keys';
import { ADMIN, staffBearer, staffLoginAs } from './test-staff';

/**
 * Staff writes under an Idempotency-Key (decision 032): a triple click on 환불하기 refunds once, whatever
 * order the three requests arrive in; a key is the staff member's own.
 */
describe('staff writes with an Idempotency-Key', () => {
  let t: TestApp;
  let ops: string;
  let admin: string;
  let rentalId: number;
  let paymentId: number;
  let customerId: number;

  beforeAll(async () => {
    const made = await engineTestApp();
    t = made.t;
    ops = await staffLoginAs(t, 'operations');
    admin = await staffLoginAs(t, 'admin');
    const customer = await customerWithCard(t);
    customerId = customer.user.id;
    rentalId = await rent(t, made.f!, customer);
    paymentId = (await detail()).payments[0]!.id;
  }, 120_000);
  afterAll(() => t.close());

  const detail = async () =>
    (
      await t.app.inject({ method: 'GET', url: `${ADMIN}/rentals/${rentalId}`, headers: staffBearer(ops) })
    ).json().data as RentalDetail;
  const refund = (token: string, key: string | undefined, payload: object, payment = paymentId) =>
    t.app.inject({
      method: 'POST',
      url: `${ADMIN}/payments/${payment}/refunds`,
      headers: { ...staffBearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const refundRows = () => t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  const refundAudits = () =>
    t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'payment.refund'));

  it('refunds once for three clicks with one key, and answers each with the first answer', async () => {
    const body = { amount: 1000, reason: '세 번 누른 환불' };
    const first = await refund(ops, 'refund-click-0001', body);
    const second = await refund(ops, 'refund-click-0001', body);
    const third = await refund(ops, 'refund-click-0001', body);
    expect(first.statusCode).toBe(200);
    expect([second.statusCode, third.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    expect(await refundRows()).toHaveLength(1);
    expect(await refundAudits()).toHaveLength(1);
    expect((await detail()).payments.find((p) => p.id === paymentId)!.refunded).toBe(1000);
  });

  it('refunds once for two requests with one key sent at the same time', async () => {
    const body = { amount: 500, reason: '동시에 보낸 환불' };
    const [a, b] = await Promise.all([
      refund(ops, 'refund-parallel-01', body),
      refund(ops, 'refund-parallel-01', body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(await refundRows()).toHaveLength(2);
    expect((await detail()).payments.find((p) => p.id === paymentId)!.refunded).toBe(1500);
  });

  it('refuses another request under a key already used, in Korean, and refunds nothing', async () => {
    const used = await refund(ops, 'refund-click-0001', { amount: 700, reason: '세 번 누른 환불' });
    expect(used.statusCode).toBe(422);
    expect(used.json().message).toBe(IDEMPOTENCY_MISMATCH_MESSAGE);
    // The same body for another charge is another request too (a charge that is not there: 404 if it ran).
    const elsewhere = await refund(
      ops,
      'refund-click-0001',
      { amount: 1000, reason: '세 번 누른 환불' },
      paymentId + 1_000_000,
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(await refundRows()).toHaveLength(2);
  });

  it('keeps each staff member’s keys apart: another member’s same key is a request of its own', async () => {
    const body = { amount: 1000, reason: '세 번 누른 환불' };
    const theirs = await refund(admin, 'refund-click-0001', body);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.id).not.toBe((await refundRows())[0]!.id);
    expect(await refundRows()).toHaveLength(3);
  });

  it('replays a refusal too: the same over-large refund under its key is refused again, not run again', async () => {
    const left = (await detail()).payments.find((p) => p.id === paymentId)!.refundable;
    const body = { amount: left + 1, reason: '남은 금액 초과' };
    const first = await refund(ops, 'refund-too-much-1', body);
    expect(first.statusCode).toBe(400);
    const again = await refund(ops, 'refund-too-much-1', body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses a refund without a key, in Korean, before anything is written', async () => {
    const res = await refund(ops, undefined, { amount: 100, reason: '키 없는 환불' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STAFF_WRITE_KEY_REQUIRED_MESSAGE);
    expect(await refundRows()).toHaveLength(3);
  });

  it('keys a write that does not require a key, once it carries one', async () => {
    const move = (key?: string) =>
      t.app.inject({
        method: 'POST',
        url: `${ADMIN}/rentals/${rentalId}/moves/assignInstaller`,
        headers: { ...staffBearer(ops), ...(key ? { 'idempotency-key': key } : {}) },
        payload: { worker: '김설치' },
      });
    const first = await move('assign-installer-1');
    expect(first.statusCode).toBe(200);
    // Replayed: without the key, the state machine refuses a second assignment.
    expect((await move('assign-installer-1')).statusCode).toBe(200);
    expect((await move()).statusCode).toBe(400);
  });

  it('stores no answer that holds a one-time link or a customer’s unmasked details', async () => {
    const write = (token: string, url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${ADMIN}${url}`,
        headers: { ...staffBearer(token), 'idempotency-key': 'unstored-write-1' },
        payload,
      });
    const invited = await write(admin, '/staff', {
      email: 'new.member@soridam.kr',
      name: '새 직원',
      role: 'content',
    });
    expect(invited.statusCode).toBe(200);
    const reason = { reason: '배송지 확인 요청' };
    expect((await write(ops, `/customers/${customerId}/reveal`, reason)).statusCode).toBe(200);
    // Each view is audited, the second too.
    expect((await write(ops, `/customers/${customerId}/reveal`, reason)).statusCode).toBe(200);
    const reveals = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'customer.reveal'));
    expect(reveals).toHaveLength(2);
    const stored = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'unstored-write-1'));
    expect(stored).toEqual([]);
  });

  it('names in its lists only routes the admin API has', () => {
    const routes = t.app.adminRoutes.map((r) => `${r.method} ${r.url.slice(ADMIN.length)}`);
    for (const name of [...KEY_REQUIRED_WRITES, ...UNSTORED_WRITES]) expect(routes).toContain(name);
  });
});
