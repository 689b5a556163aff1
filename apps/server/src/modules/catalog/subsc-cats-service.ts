import type { SubscCat } from '@shop/domain/api/catalog';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { SUBSC_CAT_TYPE } from '@shop/domain/codes/subsc-cat-type';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loadAtts } from './att-view';

const TYPE_BY_NAME: Record<string, number> = {
  multi: SUBSC_CAT_TYPE.MULTI,
  rental_take: SUBSC_CAT_TYPE.RENTAL_TAKE,
  '600': SUBSC_CAT_TYPE.MULTI,
  '400': SUBSC_CAT_TYPE.RENTAL_TAKE,
};

/** A category as the one statement below returns it, its duration options (and their fees) as JSON. */
export type CatRow = {
  id: number;
  type: number;
  state: number;
  title: string;
  content: string;
  cost: number;
  options: SubscCat['options'];
  opts: (Omit<SubscCat['subsc_cat_opts'][number], 'prod_subsc_cat_opts'> & {
    fees: NonNullable<SubscCat['subsc_cat_opts'][number]['prod_subsc_cat_opts']> | null;
  })[];
};

/** Which categories to read: by type name, by id (a number, or an SQL expression of the statement it joins). */
export type SubscCatFilter = {
  type?: string | undefined;
  id?: number | SQL;
  forProdId?: number;
  pictures?: boolean;
};

/**
 * The statement that reads the categories (`CatRow`s): their options and, with `forProdId`, that product's fee
 * of each option as JSON. A statement of its own in `listSubscCats`, a subquery of the pricing read.
 */
export function subscCatsQuery(filter: SubscCatFilter): SQL {
  const where: SQL[] = [sql`c.state = ${STATE.ENABLE}`];
  if (filter.type) where.push(sql`c.type = ${TYPE_BY_NAME[filter.type] ?? -1}`);
  if (filter.id !== undefined) where.push(sql`c.id = ${filter.id}`);
  const fees =
    filter.forProdId === undefined
      ? sql`null`
      : sql`(select json_agg(json_build_object(
            'prod_id', f.prod_id, 'cost', p.cost, 'cost_subsc', f.cost_subsc,
            'cost_subsc_duration', f.cost_subsc_duration, 'title', f.title, 'val', f.val) order by f.id)
          from prod_subsc_cat_opts f join prods p on p.id = f.prod_id
          where f.subsc_cat_opt_id = o.id and f.prod_id = ${filter.forProdId}::int)`;
  return sql`
    select c.id, c.type, c.state, c.title, c.content, c.cost, c.options,
      coalesce((
        select json_agg(json_build_object(
            'id', o.id, 'type', o.type, 'selected', o.selected, 'val', o.val, 'cost', o.cost,
            'title', o.title, 'options', o.options, 'fees', ${fees}) order by o.sort, o.val)
        from subsc_cat_opts o where o.subsc_cat_id = c.id), '[]'::json) as opts
    from subsc_cats c
    where ${and(...where)}
    order by c.sort, c.id`;
}

/**
 * Enabled subscription categories with their duration options. With `forProdId`, each option carries that
 * product's fee (`prod_subsc_cat_opts`). With `pictures: false` (pricing) the categories' pictures are not
 * read and come back empty.
 *
 * The categories, their options and the product's fees are one statement (docs/decisions/025: pricing reads
 * them for every line of every checkout, and each statement is a round trip, one at a time on PGlite).
 */
export async function listSubscCats(db: Db, filter: SubscCatFilter): Promise<SubscCat[]> {
  const result = await db.execute(subscCatsQuery(filter));
  const cats = (result as unknown as { rows: CatRow[] }).rows;
  if (cats.length === 0) return [];
  const catAtts =
    filter.pictures === false
      ? new Map<number, never[]>()
      : await loadAtts(
          db,
          MORPH_TYPE.SUBSC_CAT,
          cats.map((c) => c.id),
        );
  return subscCatsOf(cats, filter, catAtts);
}

/** The API's categories from the statement's rows, with their pictures (none for pricing). */
export function subscCatsOf(
  cats: CatRow[],
  filter: Pick<SubscCatFilter, 'forProdId'>,
  catAtts: Map<number, SubscCat['atts']> = new Map(),
): SubscCat[] {
  return cats.map((c) => ({
    id: c.id,
    state: c.state,
    type: c.type,
    title: c.title,
    content: c.content,
    cost: c.cost,
    atts: catAtts.get(c.id) ?? [],
    options: c.options,
    subsc_cat_opts: c.opts.map(({ fees: optFees, ...o }) => ({
      id: o.id,
      type: o.type,
      selected: o.selected,
      val: o.val,
      cost: o.cost,
      title: o.title,
      options: o.options,
      ...(filter.forProdId === undefined ? {} : { prod_subsc_cat_opts: optFees ?? [] }),
    })),
  }));
}
