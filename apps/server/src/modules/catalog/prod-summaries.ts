import type { Att, ProdSummary } from '@shop/domain/api/catalog';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { cheapestTerm, type TermFee } from '@shop/domain/pricing/card-price';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupBy } from '../../db/group-by';
import {
  atts,
  corps,
  discounts,
  prodCats,
  prodOpts,
  prodSubscCatOpts,
  prods,
  subscCatOpts,
} from '../../db/schema';
import { groupAttRows, loadAtts } from './att-view';
import { runningProdDiscounts } from './running-discounts';
import { inOwnCategory, joinTermAndProd } from './term-fees';

/** The columns of a product row that a summary needs, joined with its maker and category. */
export const prodSummaryColumns = {
  id: prods.id,
  title: prods.title,
  typeConn: prods.typeConn,
  typeStock: prods.typeStock,
  state: prods.state,
  stateProvide: prods.stateProvide,
  prodCatId: prods.prodCatId,
  prodCatTitle: prodCats.title,
  corpMakerId: prods.corpMakerId,
  corpMakerTitle: corps.title,
  cost: prods.cost,
  subscCatId: prods.subscCatId,
};

/** Products as a summary reads them (`prodSummaryColumns`, maker and category joined); the caller adds `.where`. */
export const selectProdSummaries = (db: Db) =>
  db
    .select(prodSummaryColumns)
    .from(prods)
    .leftJoin(corps, eq(corps.id, prods.corpMakerId))
    .leftJoin(prodCats, eq(prodCats.id, prods.prodCatId));

export type ProdSummaryRow = {
  id: number;
  title: string;
  typeConn: number;
  typeStock: number;
  state: number;
  stateProvide: number;
  prodCatId: number | null;
  prodCatTitle: string | null;
  corpMakerId: number | null;
  corpMakerTitle: string | null;
  cost: number;
  subscCatId: number | null;
};

const noAtts = async () => new Map<number, Att[]>();

/** What a summary adds to its product row: options, running discounts, fees and pictures. */
export type SummaryParts = {
  prodAtts: Map<number, Att[]>;
  optAtts: Map<number, Att[]>;
  optRows: { id: number; prodId: number; type: number; title: string; val: string | null; cost: number }[];
  discountRows: {
    id: number;
    discountableId: number;
    title: string;
    typeVal: 'COST' | 'RATE';
    val: number;
  }[];
  /** Each product's monthly fee at each duration of its default subscription category (or the one asked for). */
  feeRows: { prodId: number; monthly: number; months: number }[];
};

/**
 * Loads everything a list shows about the given products, in a fixed number of queries; with `pictures:
 * false` (pricing) the products' and colours' pictures are not read and come back empty. With `subscCatId`
 * (a subscription category's list) each card is priced by its fees in that category, as the product's page
 * opened from it is, instead of its own category's.
 */
export async function buildProdSummaries(
  db: Db,
  rows: ProdSummaryRow[],
  { pictures = true, subscCatId }: { pictures?: boolean; subscCatId?: number | undefined } = {},
): Promise<ProdSummary[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [prodAtts, optRows, optAtts, discountRows, feeRows] = await Promise.all([
    pictures ? loadAtts(db, MORPH_TYPE.PROD, ids) : noAtts(),
    db
      .select()
      .from(prodOpts)
      .where(inArray(prodOpts.prodId, ids))
      .orderBy(asc(prodOpts.prodId), asc(prodOpts.type), asc(prodOpts.sort), asc(prodOpts.id)),
    pictures ? loadAttsOfOptions(db, ids) : noAtts(),
    db
      .select()
      .from(discounts)
      .where(runningProdDiscounts(ids))
      .orderBy(asc(discounts.discountableId), asc(discounts.sort), asc(discounts.id)),
    joinTermAndProd(
      db
        .select({
          prodId: prodSubscCatOpts.prodId,
          monthly: prodSubscCatOpts.costSubsc,
          months: subscCatOpts.val,
        })
        .from(prodSubscCatOpts)
        .$dynamic(),
    ).where(
      and(
        inArray(prodSubscCatOpts.prodId, ids),
        subscCatId === undefined ? inOwnCategory : eq(subscCatOpts.subscCatId, subscCatId),
      ),
    ),
  ]);
  return assembleSummaries(rows, { prodAtts, optRows, optAtts, discountRows, feeRows });
}

/**
 * The summaries of product rows from their parts, however these were read: options ordered by product,
 * type, sort and id; discounts by product, sort and id.
 */
export function assembleSummaries(
  rows: ProdSummaryRow[],
  { prodAtts, optRows, optAtts, discountRows, feeRows }: SummaryParts,
): ProdSummary[] {
  const optsByProd = groupBy(optRows, (o) => o.prodId);
  const discountsByProd = groupBy(discountRows, (d) => d.discountableId);
  // The card's price: the lowest fee and the term it belongs to (the domain's rule).
  const feeByProd = new Map<number, TermFee | null>(
    [...groupBy(feeRows, (f) => f.prodId)].map(([prodId, fees]) => [prodId, cheapestTerm(fees)]),
  );

  return rows.map((r) => {
    const opts = optsByProd.get(r.id) ?? [];
    const firstOfType = new Set<number>();
    const prodDiscounts = discountsByProd.get(r.id) ?? [];
    return {
      id: r.id,
      title: r.title,
      type_conn: r.typeConn,
      type_stock: r.typeStock,
      state: r.state,
      state_provide: r.stateProvide,
      prod_cat_id: r.prodCatId,
      prod_cat_title: r.prodCatTitle,
      corp_maker_id: r.corpMakerId,
      corp_maker: r.corpMakerId && r.corpMakerTitle ? { id: r.corpMakerId, title: r.corpMakerTitle } : null,
      cost: r.cost,
      cost_subsc: feeByProd.get(r.id)?.monthly ?? null,
      cost_subsc_months: feeByProd.get(r.id)?.months ?? null,
      subsc_cat_id: r.subscCatId,
      atts: prodAtts.get(r.id) ?? [],
      prod_opts: opts.map((o) => {
        // The first option of each type is the one selected by default.
        const selected = !firstOfType.has(o.type);
        firstOfType.add(o.type);
        return {
          id: o.id,
          type: o.type,
          title: o.title,
          val: o.val,
          cost: o.cost,
          selected,
          atts: optAtts.get(o.id) ?? [],
        };
      }),
      discounts: prodDiscounts.map((d) => ({ id: d.id, title: d.title, type_val: d.typeVal, val: d.val })),
      discount_ctr: prodDiscounts.length,
    };
  });
}

/** Pictures of each colour, keyed by option id, in one query. */
async function loadAttsOfOptions(db: Db, prodIds: number[]): Promise<Map<number, Att[]>> {
  const rows = await db
    .select()
    .from(atts)
    .where(
      and(
        eq(atts.attachableType, MORPH_TYPE.PROD_OPT),
        inArray(
          atts.attachableId,
          db
            .select({ id: prodOpts.id })
            .from(prodOpts)
            .where(and(inArray(prodOpts.prodId, prodIds), eq(prodOpts.type, PROD_OPT_TYPE.COLOR))),
        ),
      ),
    )
    .orderBy(asc(atts.attachableId), asc(atts.sort), asc(atts.id));
  return groupAttRows(rows);
}
