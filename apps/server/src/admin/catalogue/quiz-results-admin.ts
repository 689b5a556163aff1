import type { AdminQuizResult, AdminQuizResultBody } from '@shop/domain/api/admin/catalogue';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { joinSymbolContent, splitSymbolContent } from '@shop/domain/quiz/symbol-content';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { foundRow } from '../../db/found-row';
import { favables, favSymbols } from '../../db/schema';
import { recordAudit } from '../audit/audit';
import { bannerImages } from './banner-images';
import { listedProdsByList, replaceListedProds } from './known-prods';

const RESULT_NOT_FOUND = '퀴즈 결과를 찾을 수 없습니다.';
const onProds = eq(favables.favableType, MORPH_TYPE.PROD);

/** Every quiz result with its intro, body and recommended products, in the storefront's order. */
export async function listQuizResults(db: Db): Promise<AdminQuizResult[]> {
  const [symbols, prodsOf, images] = await Promise.all([
    rowsInDisplayOrder(db, favSymbols),
    listedProdsByList(db, favables, favables.favSymbolId, favables.favableId, onProds),
    bannerImages(db, MORPH_TYPE.FAV_SYMBOL),
  ]);
  return symbols.map((s) => ({
    id: s.id,
    title: s.title,
    ...splitSymbolContent(s.content),
    sort: s.sort,
    image: images.get(s.id) ?? null,
    prods: prodsOf.get(s.id) ?? [],
  }));
}

async function lockedResult(db: Db, id: number): Promise<AdminQuizResult> {
  await foundRow(db.select().from(favSymbols).where(eq(favSymbols.id, id)), true, RESULT_NOT_FOUND);
  return (await listQuizResults(db)).find((r) => r.id === id)!;
}

/** A result's name, intro and body, as the quiz's result screen and the home banner show them. */
export async function updateQuizResult(
  db: Db,
  staffId: number,
  id: number,
  body: AdminQuizResultBody,
): Promise<AdminQuizResult> {
  return db.transaction(async (tx) => {
    const before = await lockedResult(tx, id);
    await tx
      .update(favSymbols)
      .set({ title: body.title, content: joinSymbolContent({ intro: body.intro, body: body.body }) })
      .where(eq(favSymbols.id, id));
    const after = (await listQuizResults(tx)).find((r) => r.id === id)!;
    const texts = ({ prods: _p, ...rest }: AdminQuizResult) => rest;
    await recordAudit(tx, {
      staffId,
      action: 'quizResult.update',
      targetType: 'favSymbol',
      targetId: id,
      before: texts(before),
      after: texts(after),
    });
    return after;
  });
}

/** The products a result recommends, replaced whole and in this order. */
export async function setQuizResultProds(
  db: Db,
  staffId: number,
  id: number,
  prodIds: number[],
): Promise<AdminQuizResult> {
  return db.transaction(async (tx) => {
    const before = await lockedResult(tx, id);
    await replaceListedProds(
      tx,
      {
        table: favables,
        owned: and(eq(favables.favSymbolId, id), onProds),
        link: (favableId) => ({ favSymbolId: id, favableType: MORPH_TYPE.PROD, favableId }),
      },
      { staffId, action: 'quizResult.prods', targetType: 'favSymbol', targetId: id, before: before.prods },
      prodIds,
    );
    return (await listQuizResults(tx)).find((r) => r.id === id)!;
  });
}
