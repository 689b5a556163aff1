import type { ProdAssoc } from '@shop/domain/api/assocs';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { prodAssocs } from '../../db/schema';
import { loadProdCards } from './prod-cards';

/** A product's recommended and related products in sort order, each as a card; hidden ones are left out. */
export async function listProdAssocs(db: Db, query: { prod_id: number; type?: number | undefined }) {
  const where: SQL[] = [eq(prodAssocs.prodId, query.prod_id)];
  if (query.type !== undefined) where.push(eq(prodAssocs.type, query.type));
  const rows = await rowsInDisplayOrder(db, prodAssocs, and(...where));
  const cards = await loadProdCards(
    db,
    rows.map((r) => r.prodAssocId),
  );
  return rows.flatMap((r): ProdAssoc[] => {
    const card = cards.get(r.prodAssocId);
    return card ? [{ id: r.id, type: r.type, prod_assoc: card }] : [];
  });
}
