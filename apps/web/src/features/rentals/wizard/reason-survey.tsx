import type { FeedbackCat } from '@shop/domain/api/feedback';
import stackStyles from '../../../shared/styles/stack.module.css';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import styles from '../rentals.module.css';
import type { SurveyAnswers } from './wizard-steps';

type Props = {
  cats: readonly FeedbackCat[];
  /** A heading in place of the survey's own title (the order cancel's 취소 사유). */
  title?: string | undefined;
  answers: SurveyAnswers;
  onAnswer: (catId: number, id: number) => void;
};

/** Step 1: one reason per feedback category, by radio. */
export function ReasonSurvey({ cats, title, answers, onAnswer }: Props) {
  return (
    <>
      {cats.map((cat) => (
        <fieldset key={cat.id} className={styles.section}>
          <legend className={styles.sectionTitle}>{title ?? cat.title}</legend>
          <p className={screenStyles.muted}>사유를 하나 선택해 주세요.</p>
          <div className={stackStyles.stack2}>
            {cat.feedbacks.map((feedback) => (
              <label key={feedback.id} className={styles.radio}>
                <input
                  type="radio"
                  name={`feedback-${cat.id}`}
                  checked={answers[cat.id] === feedback.id}
                  onChange={() => onAnswer(cat.id, feedback.id)}
                />
                {feedback.title}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
