import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUIZ_INCOMPLETE, scoreAnswers } from './score-answers';

// Two questions: q1 has answers 11 and 12, q2 has 21 and 22. Symbols 1, 2 and 3.
const questions = [
  { id: 1, favIds: [11, 12] },
  { id: 2, favIds: [21, 22] },
];
const symbolIds = [3, 1, 2];
const scores = [
  { favId: 11, favSymbolId: 1, score: 3 },
  { favId: 11, favSymbolId: 2, score: 1 },
  { favId: 12, favSymbolId: 2, score: 3 },
  { favId: 21, favSymbolId: 1, score: 1 },
  { favId: 21, favSymbolId: 3, score: 2 },
  { favId: 22, favSymbolId: 2, score: 2 },
  { favId: 22, favSymbolId: 3, score: 4 },
];
const score = (answers: number[]) => scoreAnswers({ questions, symbolIds, scores, answers });

describe('scoreAnswers', () => {
  it('sums the chosen answers per symbol and picks the highest', () => {
    const r = score([11, 21]);
    expect(r).toMatchObject({ ok: true, favSymbolId: 1 });
    expect(r.ok && Object.fromEntries(r.totals)).toEqual({ 1: 4, 2: 1, 3: 2 });
    expect(score([12, 22])).toMatchObject({ ok: true, favSymbolId: 2 });
    expect(score([22, 11])).toMatchObject({ ok: true, favSymbolId: 3 });
  });

  it('gives a tie to the lowest symbol id', () => {
    // 12 + 21: symbol 2 has 3, symbol 1 has 1, symbol 3 has 2 -> 2. 11 + 22: 1 has 3, 2 has 3, 3 has 4 -> 3.
    expect(score([12, 21])).toMatchObject({ favSymbolId: 2 });
    const tie = scoreAnswers({
      questions,
      symbolIds,
      scores: [
        { favId: 11, favSymbolId: 3, score: 2 },
        { favId: 21, favSymbolId: 2, score: 2 },
      ],
      answers: [11, 21],
    });
    expect(tie).toMatchObject({ ok: true, favSymbolId: 2 });
    // No points anywhere: every symbol ties at 0 and the lowest id wins.
    expect(scoreAnswers({ questions, symbolIds, scores: [], answers: [12, 22] })).toMatchObject({
      favSymbolId: 1,
    });
  });

  it('refuses answers that miss a question, repeat one, or are unknown', () => {
    expect(score([11])).toEqual({ ok: false, message: QUIZ_INCOMPLETE, reason: 'missing-answer' });
    expect(score([])).toMatchObject({ ok: false, reason: 'missing-answer' });
    expect(score([11, 12, 21])).toMatchObject({ ok: false, reason: 'repeated-question' });
    expect(score([11, 11, 21])).toMatchObject({ ok: false, reason: 'repeated-question' });
    expect(score([11, 99])).toMatchObject({ ok: false, reason: 'unknown-answer' });
  });

  it('refuses when there is no symbol to give', () => {
    expect(scoreAnswers({ questions, symbolIds: [], scores, answers: [11, 21] })).toMatchObject({
      ok: false,
      reason: 'no-symbol',
    });
  });

  it('always answers a symbol with the highest total, lowest id first, whatever the scores', () => {
    const scoreArb = fc.array(
      fc.record({
        favId: fc.constantFrom(11, 12, 21, 22),
        favSymbolId: fc.constantFrom(1, 2, 3, 4),
        score: fc.integer({ min: -5, max: 10 }),
      }),
    );
    fc.assert(
      fc.property(scoreArb, fc.constantFrom(11, 12), fc.constantFrom(21, 22), (s, a1, a2) => {
        const r = scoreAnswers({ questions, symbolIds, scores: s, answers: [a2, a1] });
        if (!r.ok) return false;
        const totals = [...r.totals.entries()];
        const best = Math.max(...totals.map(([, v]) => v));
        const winners = totals.filter(([, v]) => v === best).map(([id]) => id);
        // Order of the answers does not matter.
        const again = scoreAnswers({ questions, symbolIds, scores: s, answers: [a1, a2] });
        return r.favSymbolId === Math.min(...winners) && again.ok && again.favSymbolId === r.favSymbolId;
      }),
    );
  });
});

describe('quiz refusal wording', () => {
  it('asks for every question to be answered, whatever the reason', () => {
    expect(QUIZ_INCOMPLETE).toBe('모든 질문에 답해 주세요.');
    expect(score([11, 99])).toEqual({
      ok: false,
      message: '모든 질문에 답해 주세요.',
      reason: 'unknown-answer',
    });
    expect(scoreAnswers({ questions, symbolIds: [], scores, answers: [11, 21] })).toEqual({
      ok: false,
      message: '모든 질문에 답해 주세요.',
      reason: 'no-symbol',
    });
  });
});
