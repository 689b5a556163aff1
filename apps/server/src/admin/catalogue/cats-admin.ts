import type { AdminCatBody } from '@shop/domain/api/admin/catalogue';
import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prodCats, prods } from '../../db/schema';
import { conflict } from '../../http/errors';
import { codeListAdmin } from './code-list-admin';
import { prodCountsBy } from './code-list-prod-counts';

/** Product categories: title, address name, order and visibility (a hidden one leaves the storefront's menu). */
export const catsAdmin = codeListAdmin({
  table: prodCats,
  fields: (row) => ({ slug: row.slug, visible: row.state === PROD_CAT_STATE.VISIBLE }),
  columns: (body: AdminCatBody) => ({
    slug: body.slug,
    state: body.visible ? PROD_CAT_STATE.VISIBLE : PROD_CAT_STATE.HIDDEN,
  }),
  ...prodCountsBy(prods, prods.prodCatId),
  audit: { area: 'prodCat', targetType: 'prod_cat' },
  notFoundMessage: '분류를 찾을 수 없습니다.',
  assertWritable: async (db: Db, body, exceptId) => {
    const [taken] = await db
      .select({ id: prodCats.id })
      .from(prodCats)
      .where(and(eq(prodCats.slug, body.slug), exceptId ? ne(prodCats.id, exceptId) : undefined));
    if (taken) throw conflict(`이미 다른 분류가 쓰는 주소용 이름입니다: ${body.slug}`);
  },
});
