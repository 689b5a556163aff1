import type { FavCat } from '@shop/domain/api/quiz';
import { SLIDE_SPEED_MS } from '@shop/domain/limits/timing';
import {
  answerItems,
  answerOf,
  chooseAnswer,
  type QuizAnswer,
  unansweredQuestions,
} from '@shop/domain/quiz/quiz-answers';
import { QUIZ_INCOMPLETE } from '@shop/domain/quiz/score-answers';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Swiper as SwiperClass } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { paths } from '../../../shared/config/paths';
import { CloseIcon } from '../../../shared/ui/icons';
import { RetryAlert } from '../../../shared/ui/query-state/retry-alert';
import { useFavCats } from '../api/get-fav-cats';
import { markIntroSeen } from '../mark-intro-seen';
import { QuestionSlide } from './question-slide';
import styles from './quiz-apply.module.css';
import { QuizSplash } from './quiz-splash';
import { useQuizSubmit } from './use-quiz-submit';

/** /favCats/apply: the swipe quiz, one question per slide (storefront-and-account.md 2.8). */
export function QuizApplyScreen() {
  const { data, isPending, isError, refetch } = useFavCats();
  useEffect(markIntroSeen, []);

  if (isPending) {
    return (
      <div className={styles.apply} aria-busy="true">
        <QuizHead current={0} total={0} />
        <div className={styles.skeleton} aria-hidden="true" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.apply}>
        <QuizHead current={0} total={0} />
        <RetryAlert
          text="질문을 불러오지 못했습니다."
          onRetry={refetch}
          classes={{ state: styles.state, retry: styles.retry }}
        />
      </div>
    );
  }
  if (data.data.length === 0) {
    return (
      <div className={styles.apply}>
        <QuizHead current={0} total={0} />
        <p className={styles.state}>준비된 질문이 없습니다.</p>
      </div>
    );
  }
  return <QuizRunner questions={data.data} />;
}

function QuizRunner({ questions }: { questions: FavCat[] }) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswer[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const { submit, analysing, error, clearError } = useQuizSubmit();
  const ids = questions.map((q) => q.id);

  function answer(position: number, favCatId: number, favId: number) {
    const next = chooseAnswer(answers, favCatId, favId);
    setAnswers(next);
    setNotice(null);
    clearError();
    if (position < questions.length - 1) {
      swiper?.slideTo(position + 1);
      return;
    }
    // The last answer submits, but only a whole quiz: otherwise back to the first open question.
    const items = answerItems(ids, next);
    if (!items) {
      setNotice(QUIZ_INCOMPLETE);
      swiper?.slideTo(ids.indexOf(unansweredQuestions(ids, next)[0]!));
      return;
    }
    void submit(items);
  }

  const message = notice ?? error;
  return (
    <div className={styles.apply}>
      <QuizHead current={index + 1} total={questions.length} />
      <Swiper
        className={styles.swiper}
        speed={SLIDE_SPEED_MS}
        allowTouchMove={false}
        autoHeight
        onSwiper={setSwiper}
        onSlideChange={(s) => setIndex(s.activeIndex)}
      >
        {questions.map((question, position) => (
          <SwiperSlide key={question.id} inert={position !== index} aria-hidden={position !== index}>
            <QuestionSlide
              question={question}
              number={position + 1}
              chosen={answerOf(answers, question.id)}
              disabled={analysing}
              onAnswer={(favId) => answer(position, question.id, favId)}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {message && (
        <p className={styles.message} role="alert">
          {message}
        </p>
      )}
      {index > 0 && (
        <button
          type="button"
          className={styles.prev}
          disabled={analysing}
          onClick={() => swiper?.slidePrev()}
        >
          이전 질문
        </button>
      )}
      {analysing && <QuizSplash />}
    </div>
  );
}

function QuizHead({ current, total }: { current: number; total: number }) {
  const ratio = total > 0 ? current / total : 0;
  return (
    <div className={styles.head}>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="진행률"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={total > 0 ? `${total}개 중 ${current}번째 질문` : undefined}
      >
        <span className={styles.progressFill} style={{ transform: `scaleX(${ratio})` }} />
      </div>
      {total > 0 && (
        <span className={styles.count}>
          {current}/{total}
        </span>
      )}
      <Link to={paths.home} className={styles.close} aria-label="닫기">
        <CloseIcon size={22} />
      </Link>
    </div>
  );
}
