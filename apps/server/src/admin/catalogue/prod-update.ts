import type { AdminProd, AdminProdUpdate } from '@shop/domain/api/admin/catalogue';
import { showableProblem } from '@shop/domain/catalog/showable-prod';
import { RETIRE_STATES } from '@shop/domain/catalog/unit-state-admin';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { and, count, countDistinct, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import {
  atts,
  corps,
  prodCats,
  prodOpts,
  prodStocks,
  prodSubscCatOpts,
  prods,
  subscCatOpts,
  tags,
  tagTaggables,
} from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { changedFields } from './audit-diff';
import { adminProdView, findProd, prodTagIds } from './prod-read';

/** Every id the body names must exist: a made-up category, maker or tag is a 400 naming the field. */
async function assertReferences(db: Db, body: AdminProdUpdate): Promise<void> {
  if (body.prod_cat_id) {
    const [cat] = await db
      .select({ id: prodCats.id })
      .from(prodCats)
      .where(eq(prodCats.id, body.prod_cat_id));
    if (!cat) throw badRequest('없는 분류입니다.', { prod_cat_id: ['없는 분류입니다.'] });
  }
  if (body.corp_maker_id) {
    const [maker] = await db.select({ id: corps.id }).from(corps).where(eq(corps.id, body.corp_maker_id));
    if (!maker) throw badRequest('없는 제조사입니다.', { corp_maker_id: ['없는 제조사입니다.'] });
  }
  if (body.tag_ids?.length) {
    const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, body.tag_ids));
    if (found.length !== body.tag_ids.length)
      throw badRequest('없는 태그입니다.', { tag_ids: ['없는 태그입니다.'] });
  }
}

type ProdRow = typeof prods.$inferSelect;

/**
 * Why the product, as it stands after the update, cannot be made visible (showable-prod.ts), or null: its
 * fees in its default subscription category, its own pictures, its colours with units not retired.
 */
async function showProblem(db: Db, prod: ProdRow): Promise<string | null> {
  const [[fees], [pictures], [colours]] = await Promise.all([
    db
      .select({ n: count() })
      .from(prodSubscCatOpts)
      .innerJoin(subscCatOpts, eq(subscCatOpts.id, prodSubscCatOpts.subscCatOptId))
      .where(
        and(
          eq(prodSubscCatOpts.prodId, prod.id),
          prod.subscCatId === null ? undefined : eq(subscCatOpts.subscCatId, prod.subscCatId),
        ),
      ),
    db
      .select({ n: count() })
      .from(atts)
      .where(morphPointsAt(atts, 'attachable', MORPH_TYPE.PROD, prod.id)),
    db
      .select({ n: countDistinct(prodStocks.prodOptId) })
      .from(prodStocks)
      .innerJoin(prodOpts, and(eq(prodOpts.id, prodStocks.prodOptId), eq(prodOpts.type, PROD_OPT_TYPE.COLOR)))
      .where(and(eq(prodStocks.prodId, prod.id), notInArray(prodStocks.state, [...RETIRE_STATES]))),
  ]);
  return showableProblem({
    type_conn: prod.typeConn,
    type_stock: prod.typeStock,
    state_provide: prod.stateProvide,
    default_fees: prod.subscCatId === null ? 0 : (fees?.n ?? 0),
    pictures: pictures?.n ?? 0,
    colours_with_units: colours?.n ?? 0,
  });
}

/** Title, code, visibility, sale state, category, maker, purchase price, tags and texts; audited whole. */
export async function updateProd(
  db: Db,
  staffId: number,
  id: number,
  body: AdminProdUpdate,
  now: Date,
): Promise<AdminProd> {
  return db.transaction(async (tx) => {
    const before = await findProd(tx, id, true);
    const beforeTags = await prodTagIds(tx, id);
    await assertReferences(tx, body);
    if (body.code !== undefined && body.code !== before.code) {
      const [taken] = await tx
        .select({ id: prods.id })
        .from(prods)
        .where(and(eq(prods.code, body.code), ne(prods.id, id)));
      if (taken) throw conflict(`이미 다른 상품이 쓰는 모델 코드입니다: ${body.code}`);
    }
    const { tag_ids, content, ...fields } = body;
    const [after] = await tx
      .update(prods)
      .set({
        ...(fields.title !== undefined ? { title: fields.title } : {}),
        ...(fields.code !== undefined ? { code: fields.code } : {}),
        ...(fields.state !== undefined ? { state: fields.state } : {}),
        ...(fields.state_provide !== undefined ? { stateProvide: fields.state_provide } : {}),
        ...(fields.prod_cat_id !== undefined ? { prodCatId: fields.prod_cat_id } : {}),
        ...(fields.corp_maker_id !== undefined ? { corpMakerId: fields.corp_maker_id } : {}),
        ...(fields.cost !== undefined ? { cost: fields.cost } : {}),
        // Texts staff did not send (the editor's own field among them) are kept as they were.
        ...(content !== undefined ? { content: { ...before.content, ...content } } : {}),
        updatedAt: now,
      })
      .where(eq(prods.id, id))
      .returning();
    // Made visible now: the storefront would list it as it stands, so it must be complete (fees, picture,
    // units); refused, the transaction writes nothing.
    if (after!.state === STATE.ENABLE && before.state !== STATE.ENABLE) {
      const problem = await showProblem(tx, after!);
      if (problem) throw badRequest(problem, { state: [problem] });
    }
    if (tag_ids !== undefined) {
      await tx.delete(tagTaggables).where(morphPointsAt(tagTaggables, 'taggable', MORPH_TYPE.PROD, id));
      if (tag_ids.length) {
        await tx
          .insert(tagTaggables)
          .values(tag_ids.map((tagId) => ({ tagId, taggableType: MORPH_TYPE.PROD, taggableId: id })));
      }
    }
    const afterTags = tag_ids !== undefined ? [...tag_ids].sort((a, b) => a - b) : beforeTags;
    const view = adminProdView(after!, afterTags);
    await recordAudit(tx, {
      staffId,
      action: 'prod.update',
      targetType: 'prod',
      targetId: id,
      ...changedFields(adminProdView(before, beforeTags), view),
    });
    return view;
  });
}
