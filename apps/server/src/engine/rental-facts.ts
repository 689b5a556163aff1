import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SUBSC_CAT_TYPE } from '@shop/domain/codes/subsc-cat-type';
import type { RentalFacts } from '@shop/domain/rental/rental-transitions';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recordSubscs, subscCats, subscs } from '../db/schema';

export type RentalRow = typeof subscs.$inferSelect;

/** A rental's name in messages, charges and lists: the title saved with its order, or 렌탈. */
export const rentalTitle = (rental: Pick<RentalRow, 'options'> | undefined): string =>
  (rental?.options.title as string | undefined) ?? '렌탈';

/** What the rental state machine needs to know of a rental: its states, what it owes, how far it is billed. */
export async function readRentalFacts(tx: Db, row: RentalRow): Promise<RentalFacts> {
  const [counts] = await tx
    .select({
      unpaid: sql<number>`count(*) filter (where ${recordSubscs.state} = ${RECORD_STATE.UNPAID})::int`,
      billed: sql<number>`count(*) filter (where ${recordSubscs.kind} = 'round')::int`,
    })
    .from(recordSubscs)
    .where(eq(recordSubscs.subscId, row.id));
  const [cat] = row.subscCatId
    ? await tx.select({ type: subscCats.type }).from(subscCats).where(eq(subscCats.id, row.subscCatId))
    : [];
  return {
    state: row.state,
    state_req: row.stateReq,
    unpaidCount: counts?.unpaid ?? 0,
    billedRounds: counts?.billed ?? 0,
    duration: row.duration,
    rentalTake: cat?.type === SUBSC_CAT_TYPE.RENTAL_TAKE,
  };
}

/** The rental under a row lock, for a step that changes it. */
export async function lockRental(tx: Db, id: number): Promise<RentalRow | undefined> {
  const [row] = await tx.select().from(subscs).where(eq(subscs.id, id)).for('update');
  return row;
}

/** Monthly rounds billed so far (paid, unpaid or being charged), the first one included. */
export async function billedRounds(tx: Db, subscId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(recordSubscs)
    .where(and(eq(recordSubscs.subscId, subscId), eq(recordSubscs.kind, 'round')));
  return row?.n ?? 0;
}
