import type { AdminQuizResult, AdminQuizResultBody } from '@shop/domain/api/admin/catalogue';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { joinSymbolContent, splitSymbolContent } from '@shop/domain/quiz/symbol-content';
import type { Db } from '../../db/client';
import { favables, favSymbols } from '../../db/schema';
import { bannerListAdmin } from './banner-lists';

const results = bannerListAdmin(
  {
    table: favSymbols,
    bannerType: MORPH_TYPE.FAV_SYMBOL,
    links: {
      table: favables,
      list: favables.favSymbolId,
      linkedType: favables.favableType,
      linked: favables.favableId,
      toProd: (favSymbolId, favableId) => ({ favSymbolId, favableType: MORPH_TYPE.PROD, favableId }),
    },
    notFoundMessage: '퀴즈 결과를 찾을 수 없습니다.',
    audit: { area: 'quizResult', targetType: 'favSymbol' },
  },
  (s, banner): AdminQuizResult => ({
    id: s.id,
    title: s.title,
    ...splitSymbolContent(s.content),
    sort: s.sort,
    ...banner,
  }),
);

/** Every quiz result with its intro, body and recommended products, in the storefront's order. */
export const listQuizResults = results.list;

/** A result's name, intro and body, as the quiz's result screen and the home banner show them. */
export async function updateQuizResult(
  db: Db,
  staffId: number,
  id: number,
  body: AdminQuizResultBody,
): Promise<AdminQuizResult> {
  return results.update(db, staffId, id, {
    title: body.title,
    content: joinSymbolContent({ intro: body.intro, body: body.body }),
  });
}

/** The products a result recommends, replaced whole and in this order. */
export const setQuizResultProds = results.setProds;
