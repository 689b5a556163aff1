import type { AdminProd } from '@shop/domain/api/admin/catalogue';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foundRow } from '../../db/found-row';
import { morphPointsAt } from '../../db/morph-ref';
import { prods, tagTaggables } from '../../db/schema';
import { PROD_NOT_FOUND } from './route-kit';

type ProdRow = typeof prods.$inferSelect;

export function adminProdView(row: ProdRow, tagIds: number[]): AdminProd {
  const { detail, spec, information, delivery, refund } = row.content ?? {};
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    type_conn: row.typeConn,
    type_stock: row.typeStock,
    state: row.state,
    state_provide: row.stateProvide,
    prod_cat_id: row.prodCatId,
    corp_maker_id: row.corpMakerId,
    subsc_cat_id: row.subscCatId,
    cost: row.cost,
    content: { detail, spec, information, delivery, refund },
    tag_ids: tagIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function prodTagIds(db: Db, prodId: number): Promise<number[]> {
  const rows = await db
    .select({ tagId: tagTaggables.tagId })
    .from(tagTaggables)
    .where(morphPointsAt(tagTaggables, 'taggable', MORPH_TYPE.PROD, prodId))
    .orderBy(asc(tagTaggables.tagId));
  return rows.map((r) => r.tagId);
}

/** The product row, locked for the rest of the transaction when `lock` (writes to the product go one at a time). */
export async function findProd(db: Db, id: number, lock = false): Promise<ProdRow> {
  const query = db.select().from(prods).where(eq(prods.id, id));
  return foundRow(query, lock, PROD_NOT_FOUND);
}

/** One product as the edit screen shows it, hidden or not. */
export async function getAdminProd(db: Db, id: number): Promise<AdminProd> {
  const [row, tagIds] = await Promise.all([findProd(db, id), prodTagIds(db, id)]);
  return adminProdView(row, tagIds);
}
