import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type MonthFigures = {
  month: string;
  due: number;
  paid: number;
  failed: number;
  recovered: number;
  paused: number;
  collection: number;
  ended: number;
  taken_over: number;
  revenue_won: number;
};

async function one(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows[0] ?? {};
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * One month of the business, read from the database between `from` and `to` (clock time): rounds that
 * fell due and how their first charge went, unpaid records paid later, where rentals stand at the end,
 * what ended, and the money kept (successful charges less refunds).
 */
export async function monthFigures(db: Db, label: string, from: Date, to: Date): Promise<MonthFigures> {
  const rounds = await one(
    db,
    sql`
      select
        count(*) as due,
        count(*) filter (where first_state = ${PAYMENT_STATE.BILL_SUCCESS}) as paid,
        count(*) filter (where first_state is distinct from ${PAYMENT_STATE.BILL_SUCCESS}) as failed
      from (
        select r.id, (
          select p.state from payment_records pr join payments p on p.id = pr.payment_id
          where pr.record_subsc_id = r.id order by p.id limit 1
        ) as first_state
        from record_subscs r
        where r.kind = 'round' and r.due_at >= ${from} and r.due_at < ${to}
      ) x`,
  );
  const recovered = await one(
    db,
    sql`
      select count(*) as n from record_subscs r
      join payments p on p.id = r.payment_id
      where r.state = ${RECORD_STATE.PAID} and r.paid_at >= ${from} and r.paid_at < ${to}
        and p.content->>'purpose' = 'unpaid'`,
  );
  const standing = await one(
    db,
    sql`
      select
        count(*) filter (where state = ${SUBSC_STATE.PAUSE}) as paused,
        count(*) filter (where state = ${SUBSC_STATE.CANCEL_COLLECT}) as collection
      from subscs`,
  );
  const ended = await one(
    db,
    sql`
      select
        count(*) filter (where state in (${SUBSC_STATE.CANCEL}, ${SUBSC_STATE.CANCEL_LOSS}, ${SUBSC_STATE.INIT_CANCEL})
          or (state = ${SUBSC_STATE.TERMINATE} and state_req = ${SUBSC_STATE_REQ.UNSET})) as ended,
        count(*) filter (where state = ${SUBSC_STATE.TERMINATE} and state_req = ${SUBSC_STATE_REQ.TERMINATE}) as taken_over
      from subsc_histories where created_at >= ${from} and created_at < ${to}`,
  );
  const money = await one(
    db,
    sql`
      select
        (select coalesce(sum(cost), 0) from payments
          where type = ${PAYMENT_TYPE.BILL} and state = ${PAYMENT_STATE.BILL_SUCCESS} and paid_at >= ${from} and paid_at < ${to})
        - (select coalesce(sum(amount), 0) from refunds
          where state = ${STATE.SUCCESS} and done_at >= ${from} and done_at < ${to}) as revenue`,
  );
  return {
    month: label,
    due: n(rounds.due),
    paid: n(rounds.paid),
    failed: n(rounds.failed),
    recovered: n(recovered.n),
    paused: n(standing.paused),
    collection: n(standing.collection),
    ended: n(ended.ended),
    taken_over: n(ended.taken_over),
    revenue_won: n(money.revenue),
  };
}

/** The whole run's totals, with the ledger's answer. */
export async function runTotals(db: Db) {
  return one(
    db,
    sql`
      select
        (select count(*) from record_subscs where kind = 'round') as rounds_due,
        (select count(*) from record_subscs where kind = 'round' and state = ${RECORD_STATE.PAID}) as rounds_paid,
        (select count(*) from record_subscs where kind = 'round' and state = ${RECORD_STATE.UNPAID}) as rounds_unpaid,
        (select count(*) from payments where type = ${PAYMENT_TYPE.BILL}) as charges,
        (select count(*) from subscs where state = ${SUBSC_STATE.PAUSE}) as paused,
        (select count(*) from subscs where state = ${SUBSC_STATE.CANCEL_COLLECT}) as collection,
        (select count(*) from subscs where state in (${SUBSC_STATE.CANCEL}, ${SUBSC_STATE.CANCEL_LOSS}, ${SUBSC_STATE.INIT_CANCEL})
          or (state = ${SUBSC_STATE.TERMINATE} and state_req <> ${SUBSC_STATE_REQ.TERMINATE})) as ended,
        (select count(*) from subscs where state = ${SUBSC_STATE.TERMINATE} and state_req = ${SUBSC_STATE_REQ.TERMINATE}) as taken_over`,
  ).then((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, n(v)])));
}
