import type { AdminProd, AdminProdCreate } from '@shop/domain/api/admin/catalogue';
import { STATE } from '@shop/domain/codes/generic-state';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import { SUBSC_CAT_TYPE } from '@shop/domain/codes/subsc-cat-type';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { TYPE_STOCK } from '@shop/domain/codes/type-stock';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { corps, prodCats, prods, subscCats } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { adminProdView } from './prod-read';

/**
 * A new single product, hidden: priced in the shop's rental category (its fees are set next, in the fees
 * tab), on sale once staff make it visible. The model code is unique across products; audited whole.
 */
export async function createProd(
  db: Db,
  staffId: number,
  body: AdminProdCreate,
  now: Date,
): Promise<AdminProd> {
  return db.transaction(async (tx) => {
    const [cat] = await tx
      .select({ id: prodCats.id })
      .from(prodCats)
      .where(eq(prodCats.id, body.prod_cat_id));
    if (!cat) throw badRequest('없는 분류입니다.', { prod_cat_id: ['없는 분류입니다.'] });
    const [maker] = await tx.select({ id: corps.id }).from(corps).where(eq(corps.id, body.corp_maker_id));
    if (!maker) throw badRequest('없는 제조사입니다.', { corp_maker_id: ['없는 제조사입니다.'] });
    const [taken] = await tx.select({ id: prods.id }).from(prods).where(eq(prods.code, body.code));
    if (taken) throw conflict(`이미 다른 상품이 쓰는 모델 코드입니다: ${body.code}`);
    const [rental] = await tx
      .select({ id: subscCats.id })
      .from(subscCats)
      .where(and(eq(subscCats.type, SUBSC_CAT_TYPE.RENTAL_TAKE), eq(subscCats.state, STATE.ENABLE)))
      .orderBy(asc(subscCats.sort), asc(subscCats.id))
      .limit(1);
    const [row] = await tx
      .insert(prods)
      .values({
        title: body.title,
        code: body.code,
        typeConn: TYPE_CONN.OPTION,
        typeStock: body.tracks_units ? TYPE_STOCK.STOCK : TYPE_STOCK.NONE,
        state: STATE.DISABLE,
        stateProvide: STATE_PROVIDE.ENABLE,
        prodCatId: body.prod_cat_id,
        corpMakerId: body.corp_maker_id,
        subscCatId: rental?.id ?? null,
        cost: body.cost,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const view = adminProdView(row!, []);
    await recordAudit(tx, {
      staffId,
      action: 'prod.create',
      targetType: 'prod',
      targetId: row!.id,
      after: view,
    });
    return view;
  });
}
