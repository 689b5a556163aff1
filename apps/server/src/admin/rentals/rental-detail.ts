import type { RentalDetail } from '@shop/domain/api/admin/rentals';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { availableMoves } from '@shop/domain/machine/transition';
import { RENTAL_TRANSITIONS } from '@shop/domain/rental/rental-transitions';
import { assignedWorker, DANGEROUS_RENTAL_MOVES, rentalMoveForm } from '@shop/domain/staff/rental-move-input';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { prodOrderers, prodStocks, prods, subscCats, subscHistories, subscs, users } from '../../db/schema';
import { readRentalFacts } from '../../engine/rental-facts';
import { RENTAL_NOT_FOUND } from '../../engine/rental-operations';
import { notFound } from '../../http/errors';
import { orderRefundOf } from '../../modules/rentals/cancel-estimate';
import { addOnsOf } from '../../modules/rentals/subsc-view';
import { recordCounts, rentalRowView } from './rental-list';
import { rentalPayments, rentalPaymentView } from './rental-payments';
import { rentalTimeline } from './rental-timeline';

/**
 * The units picked for the rental at checkout, by the holder's own record of its unit: a unit released at the
 * end (returned, lost, cancelled) keeps its serial number here, marked no longer held, and its state (which by
 * then belongs to the warehouse or the next rental) is left out.
 */
async function rentalUnits(db: Db, subscId: number) {
  const rows = await db
    .select({
      holderId: prodOrderers.id,
      prodTitle: prods.title,
      sn: prodStocks.sn,
      state: prodStocks.state,
      heldBy: prodStocks.prodOrdererId,
    })
    .from(prodOrderers)
    .innerJoin(prods, eq(prods.id, prodOrderers.prodId))
    .leftJoin(prodStocks, eq(prodStocks.id, prodOrderers.prodStockId))
    .where(morphPointsAt(prodOrderers, 'orderer', MORPH_TYPE.SUBSC, subscId))
    .orderBy(prodOrderers.id);
  return rows.map((r) => {
    const held = r.sn !== null && r.heldBy === r.holderId;
    return { prod_title: r.prodTitle, sn: r.sn, state: held ? r.state : null, held };
  });
}

/** The installer named by the order's latest 설치 기사 배정 (its history row), if any. */
async function assignedInstaller(db: Db, subscId: number): Promise<string | null> {
  const { label, next } = RENTAL_TRANSITIONS.assignInstaller;
  const assigned = next();
  const [row] = await db
    .select({ note: subscHistories.note })
    .from(subscHistories)
    .where(
      and(
        eq(subscHistories.subscId, subscId),
        eq(subscHistories.state, assigned.state),
        eq(subscHistories.stateReq, assigned.state_req),
      ),
    )
    .orderBy(desc(subscHistories.id))
    .limit(1);
  return row ? assignedWorker(row.note, label) : null;
}

/** One rental as staff see it: its facts, units, payments, timeline and the moves allowed now. */
export async function rentalDetail(db: Db, id: number): Promise<RentalDetail> {
  const [found] = await db
    .select({ subsc: subscs, name: users.name })
    .from(subscs)
    .innerJoin(users, eq(users.id, subscs.userId))
    .where(eq(subscs.id, id));
  if (!found) throw notFound(RENTAL_NOT_FOUND);
  const { subsc } = found;
  const [counts, units, paymentRows, facts, cat, refund, installer] = await Promise.all([
    recordCounts(db, [subsc.id]),
    rentalUnits(db, subsc.id),
    rentalPayments(db, subsc.id),
    readRentalFacts(db, subsc),
    subsc.subscCatId
      ? db
          .select({ title: subscCats.title })
          .from(subscCats)
          .where(inArray(subscCats.id, [subsc.subscCatId]))
      : Promise.resolve([]),
    orderRefundOf(db, subsc.id),
    assignedInstaller(db, subsc.id),
  ]);
  const moves = availableMoves(RENTAL_TRANSITIONS, facts, 'staff').map((name) => ({
    name,
    label: RENTAL_TRANSITIONS[name].label,
    form: rentalMoveForm(name),
    danger: DANGEROUS_RENTAL_MOVES.includes(name),
  }));
  return {
    ...rentalRowView(subsc, found.name, counts.get(subsc.id)),
    cat_title: cat[0]?.title ?? null,
    units,
    add_ons: addOnsOf(subsc),
    payments: paymentRows.map(rentalPaymentView),
    order_end_refund: refund.amount,
    installer,
    timeline: await rentalTimeline(db, subsc, paymentRows),
    moves,
  };
}
