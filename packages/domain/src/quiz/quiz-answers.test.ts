import { describe, expect, it } from 'vitest';
import { answerItems, answerOf, chooseAnswer, unansweredQuestions } from './quiz-answers';

describe('quiz answers', () => {
  it('accumulate one answer per question', () => {
    let answers = chooseAnswer([], 1, 11);
    answers = chooseAnswer(answers, 2, 21);
    expect(answers).toEqual([
      { favCatId: 1, favId: 11 },
      { favCatId: 2, favId: 21 },
    ]);
    expect(answerOf(answers, 2)).toBe(21);
    expect(answerOf(answers, 3)).toBeUndefined();
  });

  it('replace a question’s answer when it is answered again, without touching the others', () => {
    const before = chooseAnswer(chooseAnswer([], 1, 11), 2, 21);
    const after = chooseAnswer(before, 1, 12);
    expect(after).toHaveLength(2);
    expect(answerOf(after, 1)).toBe(12);
    expect(answerOf(after, 2)).toBe(21);
    expect(before).toHaveLength(2);
    expect(answerOf(before, 1)).toBe(11);
  });

  it('give the items in question order only when every question is answered', () => {
    const questions = [1, 2, 3];
    let answers = chooseAnswer(chooseAnswer([], 3, 31), 1, 11);
    expect(unansweredQuestions(questions, answers)).toEqual([2]);
    expect(answerItems(questions, answers)).toBeNull();
    answers = chooseAnswer(answers, 2, 22);
    expect(unansweredQuestions(questions, answers)).toEqual([]);
    expect(answerItems(questions, answers)).toEqual([11, 22, 31]);
  });

  it('leave out answers to questions that are not in the quiz', () => {
    const answers = chooseAnswer(chooseAnswer([], 1, 11), 9, 91);
    expect(answerItems([1], answers)).toEqual([11]);
  });

  it('treat an empty quiz as complete with no items', () => {
    expect(answerItems([], [])).toEqual([]);
  });
});
