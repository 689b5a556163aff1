import type { AdminQuizQuestion, AdminQuizQuestionBody } from '@shop/domain/api/admin/catalogue';
import { STATE } from '@shop/domain/codes/generic-state';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { foundRow } from '../../db/found-row';
import { groupBy } from '../../db/group-by';
import { favCats, favScores, favSymbols, favs } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { recordAudit } from '../audit/audit';

const QUESTION_NOT_FOUND = '퀴즈 질문을 찾을 수 없습니다.';

/** Every question, hidden ones too, with its answers and each answer's score toward each result. */
export async function listQuizQuestions(db: Db): Promise<AdminQuizQuestion[]> {
  const [cats, answers, scores] = await Promise.all([
    rowsInDisplayOrder(db, favCats),
    rowsInDisplayOrder(db, favs),
    db.select().from(favScores).orderBy(asc(favScores.favSymbolId)),
  ]);
  const answersOf = groupBy(answers, (a) => a.favCatId);
  const scoresOf = groupBy(scores, (s) => s.favId);
  return cats.map((c) => ({
    id: c.id,
    title: c.title,
    visible: c.state === STATE.ENABLE,
    sort: c.sort,
    answers: (answersOf.get(c.id) ?? []).map((a) => ({
      id: a.id,
      title: a.title,
      scores: (scoresOf.get(a.id) ?? []).map((s) => ({ fav_symbol_id: s.favSymbolId, score: s.score })),
    })),
  }));
}

/**
 * Rewrites a question: its text and visibility, its answers' texts and their scores (the answers are the
 * question's own; a score of 0 is kept as no row). A hidden question leaves the quiz at once.
 */
export async function updateQuizQuestion(
  db: Db,
  staffId: number,
  id: number,
  body: AdminQuizQuestionBody,
): Promise<AdminQuizQuestion> {
  return db.transaction(async (tx) => {
    await foundRow(tx.select().from(favCats).where(eq(favCats.id, id)), true, QUESTION_NOT_FOUND);
    const own = await tx.select({ id: favs.id }).from(favs).where(eq(favs.favCatId, id));
    const ownIds = new Set(own.map((a) => a.id));
    const sent = body.answers.map((a) => a.id);
    if (
      sent.length !== ownIds.size ||
      sent.some((a) => !ownIds.has(a)) ||
      new Set(sent).size !== sent.length
    ) {
      throw badRequest('이 질문의 답을 모두, 한 번씩 보내 주세요.', {
        answers: ['이 질문의 답이 아닙니다.'],
      });
    }
    const symbolIds = [...new Set(body.answers.flatMap((a) => a.scores.map((s) => s.fav_symbol_id)))];
    const known = symbolIds.length
      ? await tx.select({ id: favSymbols.id }).from(favSymbols).where(inArray(favSymbols.id, symbolIds))
      : [];
    if (known.length !== symbolIds.length) {
      throw badRequest('없는 결과가 들어 있습니다.', { answers: ['없는 결과가 들어 있습니다.'] });
    }
    const before = (await listQuizQuestions(tx)).find((q) => q.id === id)!;
    await tx
      .update(favCats)
      .set({ title: body.title, state: body.visible ? STATE.ENABLE : STATE.DISABLE })
      .where(eq(favCats.id, id));
    for (const answer of body.answers) {
      await tx.update(favs).set({ title: answer.title }).where(eq(favs.id, answer.id));
    }
    await tx.delete(favScores).where(inArray(favScores.favId, sent));
    const rows = body.answers.flatMap((a) =>
      a.scores
        .filter((s) => s.score > 0)
        .map((s) => ({ favId: a.id, favSymbolId: s.fav_symbol_id, score: s.score })),
    );
    if (rows.length) await tx.insert(favScores).values(rows);
    const after = (await listQuizQuestions(tx)).find((q) => q.id === id)!;
    await recordAudit(tx, {
      staffId,
      action: 'quizQuestion.update',
      targetType: 'favCat',
      targetId: id,
      before,
      after,
    });
    return after;
  });
}
