import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type Ledger = {
  /** Successful charges, in won. */
  charged: number;
  /** Refunds the provider confirmed. */
  refunded: number;
  /** Rounds and penalties paid (and not given back). */
  paidRecords: number;
  /** Overdue interest the successful charges included, but for charges given back whole. */
  interest: number;
  /** Money given back on charges whose records all stay paid (a staff refund of part of a charge). */
  goodwill: number;
  /** charged − refunded = paid records + interest − goodwill. */
  balanced: boolean;
  /** Records with more than one charge that went through at the provider (the simulator's books). */
  doubleCharges: number;
};

const n = (value: unknown) => Number(value ?? 0);

/** The rows of a raw statement, whichever engine runs it. */
async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/**
 * The books, from the database: what was charged and refunded against what is recorded as paid. A
 * charge recorded twice, a round marked paid without its money or money taken for nothing all unbalance it.
 */
export async function readLedger(db: Db): Promise<Ledger> {
  const [money] = await rows(
    db,
    sql`
      select
        (select coalesce(sum(cost), 0) from payments where type = ${PAYMENT_TYPE.BILL} and state = ${PAYMENT_STATE.BILL_SUCCESS}) as charged,
        (select coalesce(sum(p.interest), 0) from payments p where p.type = ${PAYMENT_TYPE.BILL} and p.state = ${PAYMENT_STATE.BILL_SUCCESS}
          and (select coalesce(sum(f.amount), 0) from refunds f where f.payment_id = p.id and f.state = ${STATE.SUCCESS}) < p.cost) as interest,
        (select coalesce(sum(amount), 0) from refunds where state = ${STATE.SUCCESS}) as refunded,
        (select coalesce(sum(f.amount), 0) from refunds f where f.state = ${STATE.SUCCESS} and not exists (
          select 1 from payment_records pr join record_subscs r on r.id = pr.record_subsc_id
          where pr.payment_id = f.payment_id and r.state = ${RECORD_STATE.REFUNDED})) as goodwill,
        (select coalesce(sum(cost), 0) from record_subscs where state = ${RECORD_STATE.PAID}) as paid_records
    `,
  );
  const [doubles] = await rows(
    db,
    sql`
      select count(*) as n from (
        select pr.record_subsc_id
        from payment_records pr
        join payments p on p.id = pr.payment_id
        join sim_pg_charges c on c.payment_id = p.pm_id
        where c.status in ('paid', 'partial_cancelled')
        group by pr.record_subsc_id
        having count(*) > 1
      ) d
    `,
  );
  const charged = n(money?.charged);
  const refunded = n(money?.refunded);
  const paidRecords = n(money?.paid_records);
  const interest = n(money?.interest);
  const goodwill = n(money?.goodwill);
  return {
    charged,
    refunded,
    paidRecords,
    interest,
    goodwill,
    balanced: charged - refunded === paidRecords + interest - goodwill,
    doubleCharges: n(doubles?.n),
  };
}
