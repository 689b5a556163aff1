import type { AdminMaker, AdminMakerBody } from '@shop/domain/api/admin/catalogue';
import { corps, prods } from '../../db/schema';
import { codeListAdmin } from './code-list-admin';
import { prodCountsBy } from './code-list-prod-counts';

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
  ...prodCountsBy(prods, prods.corpMakerId),
  audit: { area: 'maker', targetType: 'corp' },
  notFoundMessage: '제조사를 찾을 수 없습니다.',
});
