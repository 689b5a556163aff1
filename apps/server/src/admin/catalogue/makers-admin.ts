import type { AdminMakerBody } from '@shop/domain/api/admin/catalogue';
import { corps, prods } from '../../db/schema';
import { codeListAdmin } from './code-list-admin';
import { prodCountsBy } from './code-list-prod-counts';

/** Makers (corps), with how many products each makes. */
export const makersAdmin = codeListAdmin({
  table: corps,
  fields: (row) => ({ title_en: row.titleEn, content: row.content }),
  columns: (body: AdminMakerBody) => ({ titleEn: body.title_en || null, content: body.content }),
  ...prodCountsBy(prods, prods.corpMakerId),
  audit: { area: 'maker', targetType: 'corp' },
  notFoundMessage: '제조사를 찾을 수 없습니다.',
});
