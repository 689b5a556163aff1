import type { ProdDetail } from '@shop/domain/api/catalog';
import { STATE } from '@shop/domain/codes/generic-state';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { assembleDetail, PRODUCT_NOT_FOUND } from './prod-detail-service';
import { assembleSummaries, type ProdSummaryRow, type SummaryParts } from './prod-summaries';
import { runningProdDiscounts } from './running-discounts';
import { type StockCountRow, stockCountsOf } from './stock-counts';
import { type CatRow, subscCatsOf, subscCatsQuery } from './subsc-cats-service';

/** The pricing read's one row: each part of the detail as JSON, in the shapes the detail's own reads give. */
type PricingRow = {
  product: ProdSummaryRow | null;
  conns: { prodConnId: number; type: number }[];
  parts: ProdSummaryRow[];
  opts: SummaryParts['optRows'];
  discounts: SummaryParts['discountRows'];
  fees: SummaryParts['feeRows'];
  stock: StockCountRow[];
  /** The line's subscription category (the one named, else the product's), as `listSubscCats` reads it. */
  subsc_cats: CatRow[];
};

/** A product row as `prodSummaryColumns` reads it, built as JSON from `prods p` joined with `corps c`, `prod_cats pc`. */
const summaryJson = sql.raw(`json_build_object(
  'id', p.id, 'title', p.title, 'typeConn', p.type_conn, 'typeStock', p.type_stock, 'state', p.state,
  'stateProvide', p.state_provide, 'prodCatId', p.prod_cat_id, 'prodCatTitle', pc.title,
  'corpMakerId', p.corp_maker_id, 'corpMakerTitle', c.title, 'cost', p.cost, 'subscCatId', p.subsc_cat_id)`);
const summaryFrom = sql.raw(
  'prods p left join corps c on c.id = p.corp_maker_id left join prod_cats pc on pc.id = p.prod_cat_id',
);

/**
 * The product as pricing and ordering read it (docs/decisions/025-checkout-throughput.md): what
 * `getProdDetail` answers, without what only the page shows (pictures, the HTML content, manuals, tags),
 * which come back empty. Pricing reads it for every line of every checkout, so the product, its parts and
 * add-ons, their options, running discounts, fees and stock, and the line's subscription category with its
 * options and this product's fees, are one statement (the detail takes eight in three rounds).
 */
export async function getProdForPricing(db: Db, id: number, subscCatId?: number): Promise<ProdDetail> {
  // The category the line names (a cart line does), else the product's own.
  const catId =
    subscCatId === undefined
      ? sql`(select subsc_cat_id from prods where id = ${id}::int)`
      : sql`${subscCatId}::int`;
  const result = await db.execute(sql`
    with conns as (select prod_conn_id, type, sort, id from prod_conns where prod_id = ${id}::int),
      ids as (select ${id}::int as id union select prod_conn_id from conns)
    select
      (select ${summaryJson} from ${summaryFrom} where p.id = ${id}::int and p.state = ${STATE.ENABLE}) as product,
      coalesce((select json_agg(json_build_object('prodConnId', prod_conn_id, 'type', type) order by type, sort, id)
        from conns), '[]') as conns,
      coalesce((select json_agg(${summaryJson}) from ${summaryFrom}
        where p.id in (select prod_conn_id from conns)), '[]') as parts,
      coalesce((select json_agg(json_build_object(
          'id', o.id, 'prodId', o.prod_id, 'type', o.type, 'title', o.title, 'val', o.val, 'cost', o.cost)
          order by o.prod_id, o.type, o.sort, o.id)
        from prod_opts o where o.prod_id in (select id from ids)), '[]') as opts,
      coalesce((select json_agg(json_build_object(
          'id', id, 'discountableId', discountable_id, 'title', title, 'typeVal', type_val, 'val', val)
          order by discountable_id, sort, id)
        from discounts where ${runningProdDiscounts(sql`(select id from ids)`)}), '[]') as discounts,
      coalesce((select json_agg(json_build_object('prodId', f.prod_id, 'monthly', f.cost_subsc, 'months', o.val))
        from prod_subsc_cat_opts f
          join subsc_cat_opts o on o.id = f.subsc_cat_opt_id
          join prods p on p.id = f.prod_id
        where f.prod_id in (select id from ids) and o.subsc_cat_id = p.subsc_cat_id), '[]') as fees,
      coalesce((select json_agg(json_build_object(
          'prodId', prod_id, 'prodOptId', prod_opt_id, 'total', total, 'held', held) order by prod_id, prod_opt_id)
        from (select prod_id, prod_opt_id, count(*) as total, count(prod_orderer_id) as held
          from prod_stocks where prod_id in (select id from ids) and state = ${STOCK_STATE.ENABLE}
          group by prod_id, prod_opt_id) s), '[]') as stock,
      coalesce((select json_agg(cat) from (${subscCatsQuery({ id: catId, forProdId: id })}) cat), '[]')
        as subsc_cats`);
  const row = (result as unknown as { rows: PricingRow[] }).rows[0];
  if (!row?.product) throw notFound(PRODUCT_NOT_FOUND);
  const subscCats = subscCatsOf(row.subsc_cats, { forProdId: id });
  const noAtts = new Map();
  const [summary, ...parts] = assembleSummaries([row.product, ...row.parts], {
    prodAtts: noAtts,
    optAtts: noAtts,
    optRows: row.opts,
    discountRows: row.discounts,
    feeRows: row.fees,
  });
  return assembleDetail({
    summary: summary!,
    parts,
    conns: row.conns,
    stock: stockCountsOf(row.stock),
    subscCats,
    content: null,
    docs: [],
    tags: [],
  });
}
