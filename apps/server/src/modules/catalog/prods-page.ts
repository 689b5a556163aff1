import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client';
import { readPage } from '../../db/read-page';
import { corps, prodCats, prods } from '../../db/schema';
import type { Pagination } from '../../http/pagination';

/** A row of `columns`: the product's fields as they are, its category's and maker's null where it has none. */
type ProdsPageRow<Columns> = SelectResult<
  Columns,
  'partial',
  { prods: 'not-null'; prod_cats: 'nullable'; corps: 'nullable' }
>;

/**
 * A page of the products `where` keeps, in the lists' order (sort, then id), with the whole count: `columns`
 * may read the product, its category (`prodCats`) and its maker (`corps`), both joined where they exist.
 * The storefront's product list and the console's share it.
 */
export async function readProdsPage<Columns extends SelectedFields>(
  db: Db,
  columns: Columns,
  where: SQL | undefined,
  pagination: Pagination,
): Promise<{ rows: ProdsPageRow<Columns>[]; total: number }> {
  // Drizzle cannot follow a generic selection through the joins; the row type above is the one it infers.
  const { rows, total } = await readPage(
    db
      .select(columns as SelectedFields)
      .from(prods)
      .leftJoin(prodCats, eq(prodCats.id, prods.prodCatId))
      .leftJoin(corps, eq(corps.id, prods.corpMakerId))
      .where(where)
      .orderBy(asc(prods.sort), asc(prods.id))
      .$dynamic(),
    db.select({ n: count() }).from(prods).where(where),
    pagination,
  );
  return { rows: rows as ProdsPageRow<Columns>[], total };
}
