import {
  type AdminQuizQuestion,
  type AdminQuizResult,
  adminQuizQuestionBodySchema,
  QUIZ_SCORE_MAX,
} from '@shop/domain/api/admin/catalogue';
import { useState } from 'react';
import { useSaveQuizQuestion } from '../api/quiz-results';
import { refusal } from '../api/refusal';

type Draft = {
  title: string;
  visible: boolean;
  answers: { id: number; title: string; scores: Record<number, string> }[];
};

const draftOf = (q: AdminQuizQuestion): Draft => ({
  title: q.title,
  visible: q.visible,
  answers: q.answers.map((a) => ({
    id: a.id,
    title: a.title,
    scores: Object.fromEntries(a.scores.map((s) => [s.fav_symbol_id, String(s.score)])),
  })),
});

/**
 * One question: its text, whether the quiz asks it, and a grid of its answers against the results (how many
 * points each answer gives each result; the quiz recommends the result with the most).
 */
export function QuizQuestionCard({
  question,
  results,
}: {
  question: AdminQuizQuestion;
  results: AdminQuizResult[];
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(question));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveQuizQuestion(question.id);
  const setAnswer = (index: number, change: Partial<Draft['answers'][number]>) =>
    setDraft((d) => ({ ...d, answers: d.answers.map((a, i) => (i === index ? { ...a, ...change } : a)) }));
  const submit = () => {
    const parsed = adminQuizQuestionBodySchema.safeParse({
      title: draft.title,
      visible: draft.visible,
      answers: draft.answers.map((a) => ({
        id: a.id,
        title: a.title,
        scores: results.map((r) => ({ fav_symbol_id: r.id, score: Number(a.scores[r.id] || 0) })),
      })),
    });
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) save.mutate(parsed.data);
  };
  const error = problem ?? refusal(save.error)?.message ?? null;
  return (
    <article className="catalogue-stack">
      <label className="field">
        <span className="field__label">질문</span>
        <input
          value={draft.title}
          maxLength={100}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        />
      </label>
      <label className="catalogue-check">
        <input
          type="checkbox"
          checked={draft.visible}
          onChange={(e) => setDraft({ ...draft, visible: e.target.checked })}
        />
        퀴즈에서 묻기
      </label>
      <div className="table-wrap">
        <table className="table quiz-grid">
          <caption className="field__hint">답마다 결과별 점수 (0–{QUIZ_SCORE_MAX})</caption>
          <thead>
            <tr>
              <th scope="col">답</th>
              {results.map((r) => (
                <th key={r.id} scope="col">
                  {r.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.answers.map((a, i) => (
              <tr key={a.id}>
                <td>
                  <input
                    aria-label={`답 ${i + 1}`}
                    value={a.title}
                    maxLength={50}
                    onChange={(e) => setAnswer(i, { title: e.target.value })}
                  />
                </td>
                {results.map((r) => (
                  <td key={r.id}>
                    <input
                      type="number"
                      min={0}
                      max={QUIZ_SCORE_MAX}
                      step={1}
                      inputMode="numeric"
                      aria-label={`${a.title} → ${r.title} 점수`}
                      value={a.scores[r.id] ?? ''}
                      placeholder="0"
                      onChange={(e) => setAnswer(i, { scores: { ...a.scores, [r.id]: e.target.value } })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {save.isSuccess && !save.isPending && <p role="status">저장했습니다.</p>}
      <div>
        <button type="button" className="button button--primary" disabled={save.isPending} onClick={submit}>
          {save.isPending ? '저장 중…' : '질문 저장'}
        </button>
      </div>
    </article>
  );
}
