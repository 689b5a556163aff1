import type { ProdCat } from '@shop/domain/api/catalog';
import { STATE } from '@shop/domain/codes/generic-state';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { groupBy } from '../../db/group-by';
import { prodCats, prods } from '../../db/schema';

/**
 * Product categories, each with its enabled option-type products counted (and listed with `prodsSimple`).
 * `prodsCountGt` keeps only categories with more products than that.
 */
export async function listProdCats(
  db: Db,
  filter: { state?: number | undefined; prodsSimple: boolean; prodsCountGt?: number | undefined },
): Promise<ProdCat[]> {
  const where: SQL[] = [];
  if (filter.state !== undefined) where.push(eq(prodCats.state, filter.state));
  const cats = await rowsInDisplayOrder(db, prodCats, and(...where));
  const catIds = cats.map((c) => c.id);
  const prodRows = catIds.length
    ? await db
        .select({
          id: prods.id,
          title: prods.title,
          typeConn: prods.typeConn,
          state: prods.state,
          catId: prods.prodCatId,
        })
        .from(prods)
        .where(
          and(
            inArray(prods.prodCatId, catIds),
            eq(prods.state, STATE.ENABLE),
            eq(prods.typeConn, TYPE_CONN.OPTION),
          ),
        )
        .orderBy(asc(prods.sort), asc(prods.id))
    : [];
  const byCat = groupBy(prodRows, (p) => p.catId ?? 0);
  return cats
    .map((c) => {
      const list = byCat.get(c.id) ?? [];
      return {
        id: c.id,
        title: c.title,
        state: c.state,
        sort: c.sort,
        prods_count: list.length,
        ...(filter.prodsSimple
          ? { prods: list.map((p) => ({ id: p.id, title: p.title, type_conn: p.typeConn, state: p.state })) }
          : {}),
      };
    })
    .filter((c) => filter.prodsCountGt === undefined || c.prods_count > filter.prodsCountGt);
}
