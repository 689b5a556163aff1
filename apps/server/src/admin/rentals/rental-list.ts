import type { RentalListQuery, RentalRowView } from '@shop/domain/api/admin/rentals';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { CANCEL_IN_PROGRESS_REQS } from '@shop/domain/rental/gates';
import { orderNumber, parseOrderNumber } from '@shop/domain/rental/order-number';
import { isPickupLate, isPickupUnderWay, PICKUP_UNDER_WAY } from '@shop/domain/rental/pickup-under-way';
import { rentalStaffLabel } from '@shop/domain/rental/state-label';
import { maskName } from '@shop/domain/validation/masking';
import { and, count, desc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { recordSubscs, ships, subscCounts, subscs, users } from '../../db/schema';
import { nameOrEmailContains } from '../../db/search';
import { rentalTitle } from '../../engine/rental-facts';
import { isOpenShip, isPickupShip } from '../../modules/rentals/ship-conditions';

type SubscRow = typeof subscs.$inferSelect;

const S = SUBSC_STATE;

/**
 * Rentals whose units are being fetched, whatever started the pickup (a termination, the end of the term,
 * collection): the domain's states of a pickup under way, as a condition on the rental row (`t`, the rentals
 * or their kept counts). The dashboard's 회수 진행 counts these, the list's 회수 group lists them.
 */
export function pickupUnderWay(t: typeof subscs | typeof subscCounts = subscs): SQL | undefined {
  return or(...PICKUP_UNDER_WAY.map((p) => and(eq(t.state, p.state), inArray(t.stateReq, [...p.reqs]))));
}

/**
 * The console's groups of rentals, each a condition on the rental row: on its state and request state
 * (`t`, the rentals or their kept counts), but for `unpaid`, which asks for its records.
 */
function groupCondition(
  group: RentalListQuery['group'],
  t: typeof subscs | typeof subscCounts = subscs,
): SQL | undefined {
  switch (group) {
    case 'applied':
      return eq(t.state, S.INIT_APPLY);
    case 'renting':
      return and(inArray(t.state, [S.ENABLE, S.PAUSE]), notInArray(t.stateReq, [...CANCEL_IN_PROGRESS_REQS]));
    case 'terminating':
      return and(eq(t.state, S.ENABLE), inArray(t.stateReq, [...CANCEL_IN_PROGRESS_REQS]));
    case 'pickups':
      return pickupUnderWay(t);
    case 'unpaid':
      return sql`exists (select 1 from ${recordSubscs} where ${recordSubscs.subscId} = ${subscs.id} and ${recordSubscs.state} = ${RECORD_STATE.UNPAID})`;
    case 'cancelled':
      return inArray(t.state, [S.CANCEL, S.CANCEL_LOSS, S.CANCEL_COLLECT]);
    case 'ended':
      return inArray(t.state, [S.TERMINATE, S.INIT_CANCEL, S.INIT_FAIL, S.INIT_REJECT, S.ABNORMAL]);
    default:
      return undefined;
  }
}

/**
 * How many rentals the list holds: without a search and for a group of states, the sum of the kept counts
 * (subsc_counts, migration 0012: a few rows, where counting the rentals read them all); for the unpaid group
 * without a search, the rentals named by unpaid records (a partial index of those few, migration 0013: the
 * `exists` over every rental took up to a second at a million); counted otherwise.
 */
async function rentalTotal(db: Db, query: RentalListQuery, where: SQL | undefined): Promise<number> {
  if (!query.q && query.group === 'unpaid') {
    const [unpaid] = await db
      .select({ n: sql<number>`count(distinct ${recordSubscs.subscId})::int` })
      .from(recordSubscs)
      .where(eq(recordSubscs.state, RECORD_STATE.UNPAID));
    return unpaid?.n ?? 0;
  }
  if (!query.q) {
    const [kept] = await db
      .select({ n: sql<number>`coalesce(sum(${subscCounts.n}), 0)::int` })
      .from(subscCounts)
      .where(groupCondition(query.group, subscCounts));
    return kept?.n ?? 0;
  }
  const [counted] = await db
    .select({ n: count() })
    .from(subscs)
    .innerJoin(users, eq(users.id, subscs.userId))
    .where(where);
  return counted?.n ?? 0;
}

export function rentalSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (/^\d{1,9}$/.test(q)) return eq(subscs.id, Number(q));
  // The order number the customer reads out (or an invoice number of it) names the rental too.
  const byNumber = parseOrderNumber(q);
  if (byNumber !== null) return eq(subscs.id, byNumber);
  return nameOrEmailContains(q);
}

/** Paid rounds and unpaid records per rental: what the customer-visible label needs. */
export async function recordCounts(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { paid: number; unpaid: number }>();
  const rows = await db
    .select({
      subscId: recordSubscs.subscId,
      paid: sql<number>`count(*) filter (where ${recordSubscs.kind} = 'round' and ${recordSubscs.state} = ${RECORD_STATE.PAID})::int`,
      unpaid: sql<number>`count(*) filter (where ${recordSubscs.state} = ${RECORD_STATE.UNPAID})::int`,
    })
    .from(recordSubscs)
    .where(inArray(recordSubscs.subscId, ids))
    .groupBy(recordSubscs.subscId);
  return new Map(rows.map((r) => [r.subscId, { paid: r.paid, unpaid: r.unpaid }]));
}

export function rentalRowView(
  row: SubscRow,
  customerName: string,
  counts: { paid: number; unpaid: number } = { paid: 0, unpaid: 0 },
): RentalRowView {
  return {
    id: row.id,
    order_number: orderNumber(row.id),
    title: rentalTitle(row),
    customer_id: row.userId,
    // Masked like every list of customers; the customer's page reveals it with a reason.
    customer_name: maskName(customerName),
    state: row.state,
    state_req: row.stateReq,
    label: rentalStaffLabel({
      state: row.state,
      state_req: row.stateReq,
      start_at: row.startAt,
      unpaidCount: counts.unpaid,
      paidCount: counts.paid,
      months: row.duration,
    }),
    cost: row.cost,
    duration: row.duration,
    unpaid_count: counts.unpaid,
    start_at: row.startAt?.toISOString() ?? null,
    stop_at: row.stopAt?.toISOString() ?? null,
    next_at: row.nextAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Of these rentals, the ones whose pickup is under way past its booked day: the open pickup's day, read for
 * the rentals in a pickup state only.
 */
async function latePickups(db: Db, rows: SubscRow[], now: Date): Promise<Set<number>> {
  const fetching = rows.filter((r) => isPickupUnderWay({ state: r.state, state_req: r.stateReq }));
  if (fetching.length === 0) return new Set();
  const open = await db
    .select({ subscId: ships.shippableId, at: ships.spotOutAt })
    .from(ships)
    .where(
      and(
        morphPointsAt(
          ships,
          'shippable',
          MORPH_TYPE.SUBSC,
          fetching.map((r) => r.id),
        ),
        isPickupShip(),
        isOpenShip(),
      ),
    );
  return new Set(open.filter((s) => isPickupLate(s.at, now)).map((s) => s.subscId));
}

/** One page of rentals, newest first, in a group and matching the search. */
export async function listRentals(db: Db, query: RentalListQuery, now: Date) {
  const where = and(groupCondition(query.group), rentalSearch(query.q));
  const [rows, total] = await Promise.all([
    db
      .select({ subsc: subscs, name: users.name })
      .from(subscs)
      .innerJoin(users, eq(users.id, subscs.userId))
      .where(where)
      .orderBy(desc(subscs.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    rentalTotal(db, query, where),
  ]);
  const [counts, late] = await Promise.all([
    recordCounts(
      db,
      rows.map((r) => r.subsc.id),
    ),
    latePickups(
      db,
      rows.map((r) => r.subsc),
      now,
    ),
  ]);
  return {
    rows: rows.map(({ subsc, name }) => ({
      ...rentalRowView(subsc, name, counts.get(subsc.id)),
      pickup_late: late.has(subsc.id),
    })),
    total,
  };
}
