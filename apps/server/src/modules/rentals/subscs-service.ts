import type { Subsc, SubscDetail } from '@shop/domain/api/subscs-read';
import { RECORD_STATE_LABEL, type RecordState } from '@shop/domain/codes/record-state';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SUBSC_CAT_TYPE } from '@shop/domain/codes/subsc-cat-type';
import { and, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPage } from '../../db/read-page';
import { recordSubscs, ships, subscCats, subscs } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Pagination } from '../../http/pagination';
import { cancelEstimate, orderRefundOf } from './cancel-estimate';
import { findOwnSubsc, SUBSC_NOT_FOUND } from './owned-subsc';
import { isPickupShip, shipsOfRental } from './ship-conditions';
import { subscViews } from './subsc-view';

const isMulti = (type: string | undefined) => type === 'multi' || type === String(SUBSC_CAT_TYPE.MULTI);

async function isMultiCat(db: Db, subscCatId: number | null): Promise<boolean> {
  if (subscCatId === null) return false;
  const [cat] = await db.select({ type: subscCats.type }).from(subscCats).where(eq(subscCats.id, subscCatId));
  return cat?.type === SUBSC_CAT_TYPE.MULTI;
}

/** Rentals of the wanted kind: exchange subscriptions for `multi`, the ordinary rentals otherwise. */
function kindFilter(subscCatType: string | undefined): SQL | undefined {
  const multiCats = sql`(select ${subscCats.id} from ${subscCats} where ${subscCats.type} = ${SUBSC_CAT_TYPE.MULTI})`;
  if (isMulti(subscCatType)) return sql`${subscs.subscCatId} in ${multiCats}`;
  return or(isNull(subscs.subscCatId), sql`${subscs.subscCatId} not in ${multiCats}`);
}

/** GET subscs: the caller's rentals, newest first. */
export async function listSubscs(
  db: Db,
  userId: number,
  query: { state?: string | undefined; subsc_cat_type?: string | undefined },
  pagination: Pagination,
  now: Date,
): Promise<{ rows: Subsc[]; total: number }> {
  const states = query.state?.split(',').map(Number);
  const where = and(
    eq(subscs.userId, userId),
    states ? inArray(subscs.state, states) : undefined,
    kindFilter(query.subsc_cat_type),
  );
  const { rows, total } = await readPage(
    db.select().from(subscs).where(where).orderBy(desc(subscs.createdAt), desc(subscs.id)).$dynamic(),
    db.select({ n: count() }).from(subscs).where(where),
    pagination,
  );
  return { rows: await subscViews(db, rows, now), total };
}

/** GET subscs/{id}: one of the caller's rentals; the wizards' flags add the cancel figures. */
export async function getSubsc(
  db: Db,
  userId: number,
  id: number,
  query: {
    flag?: 'cancel' | 'init-cancel' | undefined;
    spot_out_at?: string | undefined;
    subsc_cat_type?: string | undefined;
  },
  now: Date,
): Promise<SubscDetail> {
  const row = await findOwnSubsc(db, userId, id);
  // The exchange-subscription detail asks with subsc_cat_type=multi: an ordinary rental is not one.
  if (isMulti(query.subsc_cat_type) && !(await isMultiCat(db, row.subscCatId)))
    throw notFound(SUBSC_NOT_FOUND);
  const [view] = await subscViews(db, [row], now);
  const [pickup] = await db
    .select()
    .from(ships)
    .where(and(shipsOfRental(id), isPickupShip(), ne(ships.state, SHIP_STATE.CANCEL)))
    .orderBy(desc(ships.id))
    .limit(1);
  const refund = query.flag === 'init-cancel' ? await orderRefundOf(db, id) : undefined;
  const [loss] = await db
    .select({ cost: recordSubscs.cost, state: recordSubscs.state })
    .from(recordSubscs)
    .where(and(eq(recordSubscs.subscId, id), eq(recordSubscs.kind, 'loss')))
    .limit(1);
  return {
    ...view!,
    ships_cancel: pickup
      ? {
          id: pickup.id,
          state: pickup.state,
          spot_out_at: pickup.spotOutAt?.toISOString() ?? null,
          spot_out_user_name: pickup.spotOutUserName,
          spot_out_tel: pickup.spotOutTel,
          spot_out: pickup.spotOut,
          spot_out_desc: pickup.spotOutDesc,
          spot_out_code: pickup.spotOutCode,
        }
      : null,
    cancel_estimate: query.flag
      ? cancelEstimate(row, view!, query.flag, query.spot_out_at, now, refund)
      : null,
    cancel: (row.options.cancel as Record<string, unknown> | undefined) ?? null,
    loss_charge: loss ? { ...loss, state_title: RECORD_STATE_LABEL[loss.state as RecordState] ?? '' } : null,
  };
}
