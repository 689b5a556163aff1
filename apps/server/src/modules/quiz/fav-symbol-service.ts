import type { FavSymbol } from '@shop/domain/api/quiz';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { favables, favSymbols } from '../../db/schema';
import { notFound } from '../../http/errors';
import { loadProdCards } from '../assocs/prod-cards';
import { loadAtts } from '../catalog/att-view';

export const FAV_SYMBOL_NOT_FOUND = '취향 결과를 찾을 수 없습니다.';

/** A result symbol with its picture and its recommended products (visible ones, in order). */
export async function getFavSymbol(db: Db, id: number): Promise<FavSymbol> {
  const [symbol] = await db.select().from(favSymbols).where(eq(favSymbols.id, id));
  if (!symbol) throw notFound(FAV_SYMBOL_NOT_FOUND);
  const [symbolAtts, entries] = await Promise.all([
    loadAtts(db, MORPH_TYPE.FAV_SYMBOL, [id]),
    rowsInDisplayOrder(db, favables, eq(favables.favSymbolId, id)),
  ]);
  const products = entries.filter((e) => e.favableType === MORPH_TYPE.PROD);
  const cards = await loadProdCards(
    db,
    products.map((e) => e.favableId),
  );
  return {
    id: symbol.id,
    title: symbol.title,
    content: symbol.content,
    atts: symbolAtts.get(id) ?? [],
    favables_with_favable: products.flatMap((e) => {
      const card = cards.get(e.favableId);
      return card ? [{ id: e.id, favable_type: e.favableType, favable_id: e.favableId, favable: card }] : [];
    }),
  };
}
