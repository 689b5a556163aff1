/**
 * The taste quiz's result rule (docs/decisions/008-quiz-scoring.md).
 *
 * Every answer (fav) gives points to some result symbols (fav_scores). The result is the symbol with the
 * highest sum of the chosen answers' points; a tie goes to the lowest symbol id, and a symbol no chosen answer
 * scores counts 0. The answers must cover every question exactly once.
 */

export const QUIZ_INCOMPLETE = '모든 질문에 답해 주세요.';

export type QuizQuestion = { id: number; favIds: readonly number[] };
export type FavScore = { favId: number; favSymbolId: number; score: number };

export type QuizResult =
  | { ok: true; favSymbolId: number; totals: Map<number, number> }
  | {
      ok: false;
      message: string;
      reason: 'unknown-answer' | 'missing-answer' | 'repeated-question' | 'no-symbol';
    };

const refuse = (reason: Extract<QuizResult, { ok: false }>['reason']): QuizResult => ({
  ok: false,
  message: QUIZ_INCOMPLETE,
  reason,
});

/** Which question each answer belongs to; an unknown answer id is not in the map. */
function questionOfAnswer(questions: readonly QuizQuestion[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const q of questions) for (const favId of q.favIds) map.set(favId, q.id);
  return map;
}

/** Checks that the answers cover every question once and picks the result symbol. */
export function scoreAnswers(input: {
  questions: readonly QuizQuestion[];
  symbolIds: readonly number[];
  scores: readonly FavScore[];
  answers: readonly number[];
}): QuizResult {
  const questionOf = questionOfAnswer(input.questions);
  const answered = new Set<number>();
  for (const favId of input.answers) {
    const questionId = questionOf.get(favId);
    if (questionId === undefined) return refuse('unknown-answer');
    if (answered.has(questionId)) return refuse('repeated-question');
    answered.add(questionId);
  }
  if (answered.size !== input.questions.length) return refuse('missing-answer');
  if (input.symbolIds.length === 0) return refuse('no-symbol');

  const totals = new Map<number, number>(input.symbolIds.map((id) => [id, 0]));
  const chosen = new Set(input.answers);
  for (const s of input.scores) {
    const total = totals.get(s.favSymbolId);
    if (total !== undefined && chosen.has(s.favId)) totals.set(s.favSymbolId, total + s.score);
  }
  let best: { id: number; total: number } | null = null;
  for (const [id, total] of totals) {
    // Stryker disable next-line EqualityOperator: the ids are the keys of one Map, so id never equals best.id and < and <= agree
    if (!best || total > best.total || (total === best.total && id < best.id)) best = { id, total };
  }
  return { ok: true, favSymbolId: best!.id, totals };
}
