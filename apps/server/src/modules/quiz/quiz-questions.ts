import { STATE } from '@shop/domain/codes/generic-state';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { groupBy } from '../../db/group-by';
import { favCats, favs } from '../../db/schema';

/**
 * The quiz as customers take it: enabled questions in order, each with its answers. A question without
 * answers cannot be answered, so it is left out here, and so it is neither shown nor required.
 */
export async function loadQuizQuestions(db: Db) {
  const cats = await rowsInDisplayOrder(db, favCats, eq(favCats.state, STATE.ENABLE));
  if (cats.length === 0) return [];
  const answers = await db
    .select()
    .from(favs)
    .where(
      inArray(
        favs.favCatId,
        cats.map((c) => c.id),
      ),
    )
    .orderBy(asc(favs.favCatId), asc(favs.sort), asc(favs.id));
  const answersByCat = groupBy(answers, (a) => a.favCatId);
  return cats.flatMap((c) => {
    const catAnswers = answersByCat.get(c.id) ?? [];
    return catAnswers.length ? [{ ...c, favs: catAnswers }] : [];
  });
}
