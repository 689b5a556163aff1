import { type RentalAddOn, rentalAddOnSchema, type Subsc } from '@shop/domain/api/subscs-read';
import { isCareOpen } from '@shop/domain/care/care-transitions';
import { maskCardNumber } from '@shop/domain/checkout/card-mask';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SUBSC_STATE_LABEL, type SubscState } from '@shop/domain/codes/subsc-state';
import { orderNumber } from '@shop/domain/rental/order-number';
import { overdueDays } from '@shop/domain/rental/overdue-interest';
import { rentalListLabel } from '@shop/domain/rental/state-label';
import { stateTooltip } from '@shop/domain/rental/state-tooltip';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { groupBy } from '../../db/group-by';
import { morphPointsAt } from '../../db/morph-ref';
import { cares, recordSubscs, ships, subscCatOpts, subscCats, users } from '../../db/schema';
import { rentalCardLinks } from '../../engine/rental-card';
import type { SubscRow } from './owned-subsc';
import { loadProdOrderers } from './prod-orderers-view';
import { PICKUP_SHIP_TYPES } from './ship-types';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type RecordRow = typeof recordSubscs.$inferSelect;

export const isUnpaid = (r: Pick<RecordRow, 'state'>) => r.state === RECORD_STATE.UNPAID;
/** A monthly round paid (and not given back): what the list's 회차 counts. */
export const isPaidRound = (r: Pick<RecordRow, 'state' | 'kind'>) =>
  r.kind === 'round' && r.state === RECORD_STATE.PAID;

type ShipRow = typeof ships.$inferSelect;

/** A pickup not cancelled: one booked, under way or done (an ended term's return, a collection's, a termination's). */
const isLivePickup = (s: Pick<ShipRow, 'type' | 'state'>) =>
  PICKUP_SHIP_TYPES.includes(s.type) && s.state !== SHIP_STATE.CANCEL;

/** A pickup as the customer's detail shows it: its state, its day and where it is fetched from. */
const pickupBrief = (s: ShipRow) => ({
  id: s.id,
  state: s.state,
  spot_out_at: iso(s.spotOutAt),
  spot_out_user_name: s.spotOutUserName,
  spot_out_tel: s.spotOutTel,
  spot_out: s.spotOut,
  spot_out_desc: s.spotOutDesc,
  spot_out_code: s.spotOutCode,
});

const storedAddOns = z.array(rentalAddOnSchema).catch([]);

/** The paid add-ons the checkout recorded on the rental (checkout-success.ts); none when it recorded none. */
export const addOnsOf = (row: Pick<SubscRow, 'options'>): RentalAddOn[] =>
  storedAddOns.parse(row.options.add_ons ?? []);

/** Everything the list and the detail show of many rentals, read in a few queries. */
/** `now` is the server's clock: the overdue days are counted from it, never from the customer's device. */
export async function subscViews(db: Db, rows: SubscRow[], now: Date): Promise<Subsc[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const catIds = [...new Set(rows.map((r) => r.subscCatId).filter((id): id is number => id !== null))];
  const [records, shipRows, careRows, cardRows, catRows, optRows, owner, products] = await Promise.all([
    db.select().from(recordSubscs).where(inArray(recordSubscs.subscId, ids)).orderBy(asc(recordSubscs.round)),
    db
      .select()
      .from(ships)
      .where(morphPointsAt(ships, 'shippable', MORPH_TYPE.SUBSC, ids))
      .orderBy(desc(ships.id)),
    db
      .select({ id: cares.id, state: cares.state, title: cares.title, subscId: cares.careableId })
      .from(cares)
      .where(morphPointsAt(cares, 'careable', MORPH_TYPE.SUBSC, ids))
      .orderBy(asc(cares.id)),
    rentalCardLinks(db, ids),
    catIds.length ? db.select().from(subscCats).where(inArray(subscCats.id, catIds)) : [],
    catIds.length ? rowsInDisplayOrder(db, subscCatOpts, inArray(subscCatOpts.subscCatId, catIds)) : [],
    db.select({ name: users.name }).from(users).where(eq(users.id, rows[0]!.userId)),
    loadProdOrderers(db, ids),
  ]);
  const recordsBy = groupBy(records, (r) => r.subscId);
  const shipsBy = groupBy(shipRows, (s) => s.shippableId);
  const caresBy = groupBy(careRows, (c) => c.subscId);
  const optsBy = groupBy(optRows, (o) => o.subscCatId);

  return rows.map((row) => {
    const own = recordsBy.get(row.id) ?? [];
    const unpaid = own.filter(isUnpaid);
    const paidCount = own.filter(isPaidRound).length;
    const delivery = (shipsBy.get(row.id) ?? []).find((s) => !PICKUP_SHIP_TYPES.includes(s.type)) ?? null;
    // Newest first: the pickup the customer waits for (or the last one done).
    const pickup = (shipsBy.get(row.id) ?? []).find(isLivePickup) ?? null;
    const card = cardRows.get(row.id);
    const cat = catRows.find((c) => c.id === row.subscCatId);
    const prodList = products.get(row.id) ?? [];
    const states = { state: row.state, state_req: row.stateReq, start_at: row.startAt };
    return {
      id: row.id,
      order_number: orderNumber(row.id),
      title: (row.options.title as string | undefined) ?? prodList[0]?.prod.title ?? '',
      state: row.state,
      state_req: row.stateReq,
      state_title: SUBSC_STATE_LABEL[row.state as SubscState] ?? '',
      list_label: rentalListLabel({ ...states, unpaidCount: unpaid.length, paidCount, months: row.duration }),
      tooltip: stateTooltip({ ...states, unpaidCount: unpaid.length }),
      start_at: iso(row.startAt),
      stop_at: iso(row.stopAt),
      created_at: row.createdAt.toISOString(),
      next_at: iso(row.nextAt),
      duration: row.duration,
      costDuration: row.costDuration,
      costSubscBill: row.cost,
      ctr_change: Number(row.options.ctr_change ?? 0),
      user: { name: owner[0]?.name ?? '' },
      ships_last: delivery && {
        id: delivery.id,
        type: delivery.type,
        state: delivery.state,
        spot_set_user_name: delivery.spotSetUserName,
        spot_set_tel: delivery.spotSetTel,
        spot_set: delivery.spotSet,
        spot_set_desc: delivery.spotSetDesc,
        spot_set_code: delivery.spotSetCode,
        spot_set_at: iso(delivery.spotSetAt),
      },
      ships_pickup: pickup && pickupBrief(pickup),
      cares_enable: (caresBy.get(row.id) ?? [])
        .filter((c) => isCareOpen(c.state))
        .map(({ id, state, title }) => ({ id, state, title })),
      record_subscs_unpaid: unpaid.map((r) => ({
        id: r.id,
        kind: r.kind,
        round: r.round,
        cost: r.cost,
        due_at: r.dueAt.toISOString(),
        content: r.content.map((c) => ({ cost: c.cost, created_at: c.created_at })),
      })),
      record_subscs_unpaid_ctr: unpaid.length,
      record_subscs_unpaid_days: overdueDays(unpaid, now),
      record_subscs_ctr: paidCount,
      payment_orderer_avail: card
        ? {
            id: card.link.id,
            state: card.link.state,
            payment: {
              id: card.payment.id,
              pays: {
                cardCode: card.payment.cardCode,
                cardNumber: maskCardNumber(card.payment.cardNumber ?? ''),
                cardTitle: cardIssuerTitle(card.payment.cardCode),
              },
            },
          }
        : null,
      subsc_cat: cat
        ? {
            id: cat.id,
            type: cat.type,
            title: cat.title,
            subsc_cat_opts: (optsBy.get(cat.id) ?? []).map((o) => ({
              id: o.id,
              val: o.val,
              title: o.title,
              cost: o.cost,
              options: { ctr_change: o.options.ctr_change ?? 0 },
            })),
          }
        : null,
      prod_orderers: prodList,
      add_ons: addOnsOf(row),
    };
  });
}
