import type { ProdSummary } from '@shop/domain/api/catalog';
import { STATE } from '@shop/domain/codes/generic-state';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prods } from '../../db/schema';
import { buildProdSummaries, selectProdSummaries } from '../catalog/prod-summaries';

/**
 * Cards of the given products that customers may see (state enabled), keyed by id. Lists that point at
 * products (featured groups, quiz results, associated products) drop the entries missing from the map.
 */
export async function loadProdCards(db: Db, ids: number[]): Promise<Map<number, ProdSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectProdSummaries(db).where(
    and(inArray(prods.id, unique), eq(prods.state, STATE.ENABLE)),
  );
  const cards = await buildProdSummaries(db, rows);
  return new Map(cards.map((c) => [c.id, c]));
}
