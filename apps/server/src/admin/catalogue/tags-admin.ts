import type { AdminTag, AdminTagBody } from '@shop/domain/api/admin/catalogue';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { TAG_STATE } from '@shop/domain/codes/tag-state';
import { and, count, eq } from 'drizzle-orm';
import { tags, tagTaggables } from '../../db/schema';
import { codeListAdmin } from './code-list-admin';

const onProds = eq(tagTaggables.taggableType, MORPH_TYPE.PROD);

/** Tags with how many products carry them; a hidden tag leaves the storefront's tag list and product pages. */
export const tagsAdmin = codeListAdmin({
  table: tags,
  view: (row, prodsCount): AdminTag => ({
    id: row.id,
    title: row.title,
    visible: row.state === TAG_STATE.ENABLE,
    sort: row.sort,
    prods_count: prodsCount,
  }),
  columns: (body: AdminTagBody) => ({
    title: body.title,
    state: body.visible ? TAG_STATE.ENABLE : TAG_STATE.DISABLE,
    sort: body.sort,
  }),
  prodCounts: async (db) => {
    const counts = await db
      .select({ tagId: tagTaggables.tagId, n: count() })
      .from(tagTaggables)
      .where(onProds)
      .groupBy(tagTaggables.tagId);
    return new Map(counts.map((c) => [c.tagId, c.n]));
  },
  prodCount: async (db, id) => {
    const [n] = await db
      .select({ n: count() })
      .from(tagTaggables)
      .where(and(onProds, eq(tagTaggables.tagId, id)));
    return n?.n ?? 0;
  },
  audit: { area: 'tag', targetType: 'tag' },
  notFoundMessage: '태그를 찾을 수 없습니다.',
});
