/**
 * The answers of a quiz in progress (storefront-and-account.md 2.8): one answer per question, kept per
 * question so that going back and answering again replaces that question's answer.
 */

export type QuizAnswer = { favCatId: number; favId: number };

/** The answers after choosing `favId` for question `favCatId`: that question's earlier answer is replaced. */
export function chooseAnswer(answers: readonly QuizAnswer[], favCatId: number, favId: number): QuizAnswer[] {
  return [...answers.filter((a) => a.favCatId !== favCatId), { favCatId, favId }];
}

/** The chosen answer of one question, if any. */
export function answerOf(answers: readonly QuizAnswer[], favCatId: number): number | undefined {
  return answers.find((a) => a.favCatId === favCatId)?.favId;
}

/** The questions (ids, in quiz order) not answered yet. */
export function unansweredQuestions(
  questionIds: readonly number[],
  answers: readonly QuizAnswer[],
): number[] {
  return questionIds.filter((id) => answerOf(answers, id) === undefined);
}

/**
 * The answer ids to send, one per question in quiz order; null while a question is unanswered (the quiz is
 * only submitted whole). Answers to questions that are not in the quiz are left out.
 */
export function answerItems(questionIds: readonly number[], answers: readonly QuizAnswer[]): number[] | null {
  const items: number[] = [];
  for (const id of questionIds) {
    const favId = answerOf(answers, id);
    if (favId === undefined) return null;
    items.push(favId);
  }
  return items;
}
