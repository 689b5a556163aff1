import {
  type AdminProdRow,
  type AdminQuizResult,
  adminQuizResultBodySchema,
} from '@shop/domain/api/admin/catalogue';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Field } from '../../../shared/ui/field';
import { Page } from '../../../shared/ui/page';
import { catalogueKeys } from '../api/catalogue-keys';
import {
  useQuizQuestions,
  useQuizResults,
  useSaveQuizResult,
  useSetQuizResultProds,
} from '../api/quiz-results';
import { BannerListCard } from '../banner-list-card';
import { CatalogueNav } from '../catalogue-nav';
import { useCheckedDialog } from '../checked-dialog';
import { LinkedGroups } from '../linked-groups';
import { QuizQuestionCard } from './quiz-question-card';

/** A result's texts: its name, the intro (also the home banner's) and the body of the result screen. */
function QuizResultDialog({ result, onClose }: { result: AdminQuizResult; onClose: () => void }) {
  const save = useSaveQuizResult(result.id);
  const form = useCheckedDialog(save, onClose);
  return (
    <ConfirmDialog
      open
      {...form.dialog}
      title="결과 문구 수정"
      confirmLabel="저장"
      onConfirm={(data) => {
        const body = form.check(adminQuizResultBodySchema, {
          title: String(data.get('title') ?? ''),
          intro: String(data.get('intro') ?? ''),
          body: String(data.get('body') ?? ''),
        });
        if (body) save.mutate(body, { onSuccess: form.close });
      }}
    >
      <Field label="결과 이름">
        <input name="title" defaultValue={result.title} maxLength={50} />
      </Field>
      <Field label="소개" hint="결과 화면 첫 줄과 홈 화면 배너에 보입니다.">
        <input name="intro" defaultValue={result.intro} maxLength={200} />
      </Field>
      <Field label="본문">
        <textarea
          className="catalogue-wide"
          name="body"
          rows={5}
          maxLength={2000}
          defaultValue={result.body}
        />
      </Field>
    </ConfirmDialog>
  );
}

function QuizResultCard({
  result,
  candidates,
  onEdit,
}: {
  result: AdminQuizResult;
  candidates: AdminProdRow[];
  onEdit: () => void;
}) {
  const save = useSetQuizResultProds(result.id);
  return (
    <BannerListCard
      list={result}
      heading={result.title}
      editLabel="문구 수정"
      onEdit={onEdit}
      imagePath={`/catalogue/quiz/results/${result.id}/image`}
      queryKey={catalogueKeys.quizResults()}
      prodsEditor={{
        heading: `${result.title} 추천 상품`,
        hint: '이 결과가 나온 고객에게 이 순서로 추천합니다. 숨긴 상품은 저절로 빠집니다.',
        empty: '추천 상품이 없습니다.',
      }}
      candidates={candidates}
      save={save}
    >
      <p>{result.intro}</p>
      {result.body && <p className="field__hint">{result.body}</p>}
    </BannerListCard>
  );
}

/** The taste quiz: what each result says and recommends, then each question's answers and their scores. */
export function QuizResultsScreen() {
  const results = useQuizResults();
  const questions = useQuizQuestions();
  const [editing, setEditing] = useState<AdminQuizResult | null>(null);
  return (
    <Page title="취향 테스트 결과">
      <CatalogueNav />
      <LinkedGroups groups={results} also={questions} empty="퀴즈 결과가 없습니다.">
        {(result, candidates) => (
          <QuizResultCard
            key={result.id}
            result={result}
            candidates={candidates}
            onEdit={() => setEditing(result)}
          />
        )}
      </LinkedGroups>
      {results.data && questions.data && (
        <section aria-labelledby="quiz-questions">
          <h2 id="quiz-questions">질문과 점수</h2>
          {questions.data.map((q) => (
            <QuizQuestionCard key={q.id} question={q} results={results.data} />
          ))}
        </section>
      )}
      {editing && <QuizResultDialog result={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
