import type { AdminMaker, AdminMakerBody } from '@shop/domain/api/admin/catalogue';
import { count, eq } from 'drizzle-orm';
import { corps, prods } from '../../db/schema';
import { codeListAdmin } from './code-list-admin';

/** Makers (corps), with how many products each makes. */
export const makersAdmin = codeListAdmin({
  table: corps,
  view: (row, prodsCount): AdminMaker => ({
    id: row.id,
    title: row.title,
    title_en: row.titleEn,
    content: row.content,
    sort: row.sort,
    prods_count: prodsCount,
  }),
  columns: (body: AdminMakerBody) => ({
    title: body.title,
    titleEn: body.title_en || null,
    content: body.content,
    sort: body.sort,
  }),
  prodCounts: async (db) => {
    const counts = await db
      .select({ makerId: prods.corpMakerId, n: count() })
      .from(prods)
      .groupBy(prods.corpMakerId);
    return new Map(counts.map((c) => [c.makerId, c.n]));
  },
  prodCount: async (db, id) => {
    const [n] = await db.select({ n: count() }).from(prods).where(eq(prods.corpMakerId, id));
    return n?.n ?? 0;
  },
  audit: { area: 'maker', targetType: 'corp' },
  notFoundMessage: '제조사를 찾을 수 없습니다.',
});
