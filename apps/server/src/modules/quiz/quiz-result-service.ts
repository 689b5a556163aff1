import type { FavSymbol } from '@shop/domain/api/quiz';
import { scoreAnswers } from '@shop/domain/quiz/score-answers';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favScores, favSymbols, favUsers, users } from '../../db/schema';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { LOGIN_REQUIRED } from '../../security/require-user';
import { FAV_SYMBOL_NOT_FOUND, getFavSymbol } from './fav-symbol-service';
import { loadQuizQuestions } from './quiz-questions';

/** The result symbol of the given answers, by the rule of docs/decisions/008-quiz-scoring.md. */
export async function resultSymbolId(db: Db, answers: number[]): Promise<number> {
  const [questions, symbols, scores] = await Promise.all([
    loadQuizQuestions(db),
    db.select({ id: favSymbols.id }).from(favSymbols).orderBy(asc(favSymbols.id)),
    answers.length
      ? db
          .select({ favId: favScores.favId, favSymbolId: favScores.favSymbolId, score: favScores.score })
          .from(favScores)
          .where(inArray(favScores.favId, answers))
      : Promise.resolve([]),
  ]);
  const result = scoreAnswers({
    questions: questions.map((q) => ({ id: q.id, favIds: q.favs.map((f) => f.id) })),
    symbolIds: symbols.map((s) => s.id),
    scores,
    answers,
  });
  if (result.ok) return result.favSymbolId;
  if (result.reason === 'no-symbol') throw notFound(FAV_SYMBOL_NOT_FOUND);
  throw badRequest(result.message, { items: [result.message] });
}

/** Scores the answers and answers the result symbol; nothing is saved (a visitor's quiz). */
export async function quizResult(db: Db, answers: number[]): Promise<FavSymbol> {
  return getFavSymbol(db, await resultSymbolId(db, answers));
}

/** Scores the answers, saves the result for the signed-in customer and answers the symbol. */
export async function saveQuizResult(db: Db, userId: number, answers: number[]): Promise<FavSymbol> {
  const favSymbolId = await resultSymbolId(db, answers);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(LOGIN_REQUIRED);
  await db.insert(favUsers).values({ userId, favSymbolId, items: answers });
  return getFavSymbol(db, favSymbolId);
}
