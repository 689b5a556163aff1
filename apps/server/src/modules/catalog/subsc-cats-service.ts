import type { SubscCat } from '@shop/domain/api/catalog';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { SUBSC_CAT_TYPE } from '@shop/domain/codes/subsc-cat-type';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { groupBy } from '../../db/group-by';
import { prodSubscCatOpts, prods, subscCatOpts, subscCats } from '../../db/schema';
import { loadAtts } from './att-view';

const TYPE_BY_NAME: Record<string, number> = {
  multi: SUBSC_CAT_TYPE.MULTI,
  rental_take: SUBSC_CAT_TYPE.RENTAL_TAKE,
  '600': SUBSC_CAT_TYPE.MULTI,
  '400': SUBSC_CAT_TYPE.RENTAL_TAKE,
};

/**
 * Enabled subscription categories with their duration options. With `forProdId`, each option carries that
 * product's fee (`prod_subsc_cat_opts`). With `pictures: false` (pricing) the categories' pictures are not
 * read and come back empty.
 */
export async function listSubscCats(
  db: Db,
  filter: { type?: string | undefined; id?: number; forProdId?: number; pictures?: boolean },
): Promise<SubscCat[]> {
  const where: SQL[] = [eq(subscCats.state, STATE.ENABLE)];
  if (filter.type) where.push(eq(subscCats.type, TYPE_BY_NAME[filter.type] ?? -1));
  if (filter.id !== undefined) where.push(eq(subscCats.id, filter.id));
  const cats = await rowsInDisplayOrder(db, subscCats, and(...where));
  if (cats.length === 0) return [];
  const catIds = cats.map((c) => c.id);
  const [opts, catAtts] = await Promise.all([
    db
      .select()
      .from(subscCatOpts)
      .where(inArray(subscCatOpts.subscCatId, catIds))
      .orderBy(asc(subscCatOpts.sort), asc(subscCatOpts.val)),
    filter.pictures === false ? new Map<number, never[]>() : loadAtts(db, MORPH_TYPE.SUBSC_CAT, catIds),
  ]);
  const fees =
    filter.forProdId === undefined || opts.length === 0
      ? []
      : await db
          .select({ fee: prodSubscCatOpts, prodCost: prods.cost })
          .from(prodSubscCatOpts)
          .innerJoin(prods, eq(prods.id, prodSubscCatOpts.prodId))
          .where(
            and(
              eq(prodSubscCatOpts.prodId, filter.forProdId),
              inArray(
                prodSubscCatOpts.subscCatOptId,
                opts.map((o) => o.id),
              ),
            ),
          );
  const feesByOpt = groupBy(fees, (f) => f.fee.subscCatOptId);
  const optsByCat = groupBy(opts, (o) => o.subscCatId);

  return cats.map((c) => ({
    id: c.id,
    state: c.state,
    type: c.type,
    title: c.title,
    content: c.content,
    cost: c.cost,
    atts: catAtts.get(c.id) ?? [],
    options: c.options,
    subsc_cat_opts: (optsByCat.get(c.id) ?? []).map((o) => ({
      id: o.id,
      type: o.type,
      selected: o.selected,
      val: o.val,
      cost: o.cost,
      title: o.title,
      options: o.options,
      ...(filter.forProdId === undefined
        ? {}
        : {
            prod_subsc_cat_opts: (feesByOpt.get(o.id) ?? []).map(({ fee, prodCost }) => ({
              prod_id: fee.prodId,
              cost: prodCost,
              cost_subsc: fee.costSubsc,
              cost_subsc_duration: fee.costSubscDuration,
              title: fee.title,
              val: fee.val,
            })),
          }),
    })),
  }));
}
