import { FEATD_ATTACHABLE_TYPE, type Featd, type Featdable } from '@shop/domain/api/featured';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupBy } from '../../db/group-by';
import { readPage } from '../../db/read-page';
import { featdables, featds } from '../../db/schema';
import type { Pagination } from '../../http/pagination';
import { loadProdCards } from '../assocs/prod-cards';
import { loadAtts } from '../catalog/att-view';
import { listSubscCats } from '../catalog/subsc-cats-service';

/**
 * A page of enabled featured groups in order, each with its image and entries. A product entry carries the
 * product's card with its default subscription category; one whose product is hidden or gone is left out.
 * Entries of other types pass through without `featdable`.
 */
export async function listFeatds(db: Db, pagination: Pagination): Promise<{ rows: Featd[]; total: number }> {
  const where = eq(featds.state, STATE.ENABLE);
  const { rows: groups, total } = await readPage(
    db.select().from(featds).where(where).orderBy(asc(featds.sort), asc(featds.id)).$dynamic(),
    db.select({ n: count() }).from(featds).where(where),
    pagination,
  );
  if (groups.length === 0) return { rows: [], total };

  const groupIds = groups.map((g) => g.id);
  const [entries, groupAtts] = await Promise.all([
    db
      .select()
      .from(featdables)
      .where(inArray(featdables.featdId, groupIds))
      .orderBy(asc(featdables.featdId), asc(featdables.sort), asc(featdables.id)),
    loadAtts(db, FEATD_ATTACHABLE_TYPE, groupIds),
  ]);
  const productIds = entries.filter((e) => e.featdableType === MORPH_TYPE.PROD).map((e) => e.featdableId);
  const [cards, subscCats] = await Promise.all([
    loadProdCards(db, productIds),
    productIds.length ? listSubscCats(db, {}) : Promise.resolve([]),
  ]);
  const subscCatById = new Map(subscCats.map((c) => [c.id, c]));
  const entriesByGroup = groupBy(entries, (e) => e.featdId);

  const rows = groups.map((g) => ({
    id: g.id,
    title: g.title,
    content: g.content,
    atts: groupAtts.get(g.id) ?? [],
    featdables_with_featdable: (entriesByGroup.get(g.id) ?? []).flatMap((e): Featdable[] => {
      const entry = { id: e.id, featdable_type: e.featdableType, featdable_id: e.featdableId };
      if (e.featdableType !== MORPH_TYPE.PROD) return [entry];
      const card = cards.get(e.featdableId);
      if (!card) return [];
      const subsc_cat = card.subsc_cat_id === null ? null : (subscCatById.get(card.subsc_cat_id) ?? null);
      return [{ ...entry, featdable: { ...card, subsc_cat } }];
    }),
  }));
  return { rows, total };
}
