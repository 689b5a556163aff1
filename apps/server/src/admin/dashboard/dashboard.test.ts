import type { Dashboard } from '@shop/domain/api/admin/rentals';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, ships, subscs } from '../../db/schema';
import { customerWithCard, engineTestApp, rent } from '../../engine/engine-fixture';
import { SHIP_TYPE_RETURN } from '../../modules/rentals/ship-types';
import type { TestApp } from '../../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from '../test-staff';

describe('dashboard', () => {
  let t: TestApp;
  let token: string;
  let charge: { id: number; cost: number };
  let ids: number[];
  let now: () => Date;
  let customerId: number;

  beforeAll(async () => {
    const made = await engineTestApp();
    t = made.t;
    now = () => made.clock.now();
    token = await staffLoginAs(t, 'operations');
    const customer = await customerWithCard(t);
    ids = [await rent(t, made.f!, customer), await rent(t, made.f!, customer)];
    customerId = customer.user.id;
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

  it('counts every pickup under way as 회수 진행 and lists those rentals under 회수, whatever started it', async () => {
    const [a, b] = ids as [number, number];
    const S = SUBSC_STATE;
    const R = SUBSC_STATE_REQ;
    const at = (id: number, state: number, stateReq: number) =>
      t.database.db.update(subscs).set({ state, stateReq }).where(eq(subscs.id, id));
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${ADMIN}/rentals?group=pickups`,
          headers: staffBearer(token),
        })
      ).json() as { data: { id: number; label: string; pickup_late: boolean }[] };
    expect((await figures()).pickups_due).toBe(0);
    // An ended term's return pickup, just booked by the engine, and a collection's on its way.
    await at(a, S.TERMINATE, R.UNSET);
    await at(b, S.CANCEL_COLLECT, R.UNSET_PROGRESS);
    expect((await figures()).pickups_due).toBe(2);
    const page = await listed();
    expect(page.data.map((r) => r.id).sort()).toEqual([a, b].sort());
    expect(page.data.find((r) => r.id === a)?.label).toBe('회수중');
    // Booked for yesterday and not fetched yet: late; booked for today: still on time.
    const day = 86_400_000;
    const book = (id: number, at: Date) =>
      t.database.db.insert(ships).values({
        userId: customerId,
        shippableType: MORPH_TYPE.SUBSC,
        shippableId: id,
        type: SHIP_TYPE_RETURN,
        state: SHIP_STATE.RESERVATION,
        spotOutAt: at,
      });
    await book(a, new Date(now().getTime() - day));
    await book(b, now());
    const booked = await listed();
    expect(booked.data.map((r) => [r.id, r.pickup_late]).sort()).toEqual(
      [
        [a, true],
        [b, false],
      ].sort(),
    );
    // A termination's pickup counts once staff took it on; the request still waiting is not a pickup yet.
    await at(b, S.ENABLE, R.CANCEL_ASSIGN);
    expect((await figures()).pickups_due).toBe(2);
    await at(b, S.ENABLE, R.CANCEL);
    expect((await figures()).pickups_due).toBe(1);
    // Done: the unit is back and checked.
    await at(a, S.TERMINATE, R.UNSET_COMPLETE);
    expect((await figures()).pickups_due).toBe(0);
    expect((await listed()).data).toEqual([]);
  });
});
