import type { Dashboard } from '@shop/domain/api/admin/rentals';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { customerWithCard, engineTestApp, rent } from '../../engine/engine-fixture';
import type { TestApp } from '../../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from '../test-staff';

describe('dashboard', () => {
  let t: TestApp;
  let token: string;
  let charge: { id: number; cost: number };

  beforeAll(async () => {
    const made = await engineTestApp();
    t = made.t;
    token = await staffLoginAs(t, 'operations');
    const customer = await customerWithCard(t);
    await rent(t, made.f!, customer);
    await rent(t, made.f!, customer);
    const [row] = await t.database.db
      .select({ id: payments.id, cost: payments.cost })
      .from(payments)
      .where(and(eq(payments.userId, customer.user.id), eq(payments.type, PAYMENT_TYPE.BILL)));
    charge = row!;
  }, 120_000);
  afterAll(() => t.close());

  const figures = async () =>
    (await t.app.inject({ method: 'GET', url: `${ADMIN}/dashboard`, headers: staffBearer(token) })).json()
      .data as Dashboard;

  it("counts today's orders as new and waiting for installation, and their first instalments as revenue", async () => {
    const d = await figures();
    expect(d.today).toBe('2026-01-31');
    expect(d.new_orders).toBe(2);
    expect(d.installs_due).toBe(2);
    expect(d.revenue_by_month).toHaveLength(12);
    expect(d.revenue_by_month.at(-1)).toEqual({ month: '2026-01', amount: d.revenue_this_month });
    expect(d.revenue_this_month).toBeGreaterThanOrEqual(charge.cost);
  });

  it('takes a settled refund off the month’s revenue', async () => {
    const before = (await figures()).revenue_this_month;
    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/payments/${charge.id}/refunds`,
      headers: { ...staffBearer(token), 'idempotency-key': 'dashboard-refund-1' },
      payload: { amount: 1500, reason: '프로모션 환급' },
    });
    expect(res.json().data.state).toBe('settled');
    expect((await figures()).revenue_this_month).toBe(before - 1500);
  });
});
