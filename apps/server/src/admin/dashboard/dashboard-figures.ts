import { TZDate } from '@date-fns/tz';
import type { Dashboard } from '@shop/domain/api/admin/rentals';
import { seoulDayStart } from '@shop/domain/billing/billing-schedule';
import { careStaffLabel } from '@shop/domain/care/care-staff-labels';
import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { addMonths, format, startOfMonth } from 'date-fns';
import { and, asc, count, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cares, payments, recordSubscs, refunds, subscs } from '../../db/schema';
import { pickupUnderWay } from '../rentals/rental-list';

const SEOUL = 'Asia/Seoul';
const DAY = 86_400_000;
const R = SUBSC_STATE_REQ;

const monthKey = (column: unknown) => sql<string>`to_char(${column} at time zone 'Asia/Seoul', 'YYYY-MM')`;

/** A charge the provider took (not a card registration, not pending or failed), paid from `since` on. */
const chargesPaidSince = (since: Date) =>
  and(
    eq(payments.type, PAYMENT_TYPE.BILL),
    eq(payments.state, PAYMENT_STATE.BILL_SUCCESS),
    gte(payments.paidAt, since),
  );

/** The dashboard's figures at `now`, each one query on the engine's own tables. */
export async function dashboardFigures(db: Db, now: Date): Promise<Dashboard> {
  const today = seoulDayStart(now);
  const tomorrow = new Date(today.getTime() + DAY);
  const monthStart = new Date(startOfMonth(new TZDate(now.getTime(), SEOUL)).getTime());
  const firstMonth = new Date(addMonths(startOfMonth(new TZDate(now.getTime(), SEOUL)), -11).getTime());
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const countRentals = (where: SQL | undefined) => db.select({ n: count() }).from(subscs).where(where);

  const [newOrders, installs, pickups, waiting, dueToday, failed, recovered, careRows, paid, refunded] =
    await Promise.all([
      countRentals(and(gte(subscs.createdAt, today), lt(subscs.createdAt, tomorrow))),
      countRentals(and(eq(subscs.state, SUBSC_STATE.INIT_APPLY), ne(subscs.stateReq, R.INIT_APPLY_ERR_PAY))),
      // Every pickup under way: a termination's, an ended term's return, a collection's.
      countRentals(pickupUnderWay()),
      countRentals(and(eq(subscs.state, SUBSC_STATE.ENABLE), eq(subscs.stateReq, R.CANCEL))),
      countRentals(
        and(eq(subscs.state, SUBSC_STATE.ENABLE), gte(subscs.nextAt, today), lt(subscs.nextAt, tomorrow)),
      ),
      db.select({ n: count() }).from(recordSubscs).where(eq(recordSubscs.state, RECORD_STATE.UNPAID)),
      db
        .select({ n: count() })
        .from(payments)
        .where(and(chargesPaidSince(monthStart), sql`${payments.content}->>'purpose' = 'unpaid'`)),
      db
        .select({ state: cares.state, n: count() })
        .from(cares)
        .groupBy(cares.state)
        .orderBy(asc(cares.state)),
      db
        .select({
          month: monthKey(payments.paidAt),
          amount: sql<number>`coalesce(sum(${payments.cost}), 0)::int`,
        })
        .from(payments)
        .where(chargesPaidSince(firstMonth))
        .groupBy(monthKey(payments.paidAt)),
      db
        .select({
          month: monthKey(refunds.doneAt),
          amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`,
        })
        .from(refunds)
        .where(and(eq(refunds.state, STATE.SUCCESS), gte(refunds.doneAt, firstMonth)))
        .groupBy(monthKey(refunds.doneAt)),
    ]);

  const months = Array.from({ length: 12 }, (_, i) =>
    format(addMonths(new TZDate(firstMonth.getTime(), SEOUL), i), 'yyyy-MM'),
  );
  const revenueByMonth = months.map((month) => ({
    month,
    amount:
      (paid.find((p) => p.month === month)?.amount ?? 0) -
      (refunded.find((r) => r.month === month)?.amount ?? 0),
  }));
  return {
    today: format(new TZDate(now.getTime(), SEOUL), 'yyyy-MM-dd'),
    new_orders: n(newOrders),
    installs_due: n(installs),
    pickups_due: n(pickups),
    terminations_waiting: n(waiting),
    charges_due_today: n(dueToday),
    charges_failed: n(failed),
    charges_recovered_this_month: n(recovered),
    cares_by_state: careRows.map((c) => ({
      state: c.state,
      label: careStaffLabel(c.state),
      count: c.n,
    })),
    revenue_this_month: revenueByMonth.at(-1)?.amount ?? 0,
    revenue_by_month: revenueByMonth,
  };
}
