import type { FavCat } from '@shop/domain/api/quiz';
import { FAV_CAT_LAYOUT } from '@shop/domain/codes/fav-cat-layout';
import { AttImage } from '../../../shared/ui/att-image/att-image';
import styles from './quiz-apply.module.css';

const ANSWER_IMAGE_SIZE = 400;

type Props = {
  question: FavCat;
  number: number;
  chosen: number | undefined;
  disabled: boolean;
  onAnswer: (favId: number) => void;
};

/** One question: answer buttons (text layout) or answer tiles with pictures (image layout). */
export function QuestionSlide({ question, number, chosen, disabled, onAnswer }: Props) {
  const image = question.type_layout === FAV_CAT_LAYOUT.IMAGE;
  const titleId = `fav-cat-${question.id}`;
  return (
    <fieldset className={styles.question} aria-labelledby={titleId} disabled={disabled}>
      <p className={styles.number}>Q{number}.</p>
      <h2 id={titleId} className={styles.questionTitle}>
        {question.title}
      </h2>
      <div className={image ? styles.tiles : styles.buttons}>
        {question.favs.map((fav) => {
          return (
            <button
              key={fav.id}
              type="button"
              className={image ? styles.tile : styles.answer}
              aria-pressed={chosen === fav.id}
              onClick={() => onAnswer(fav.id)}
            >
              {image && (
                <AttImage
                  atts={fav.atts}
                  width={ANSWER_IMAGE_SIZE}
                  height={ANSWER_IMAGE_SIZE}
                  decoding="async"
                />
              )}
              <span className={styles.answerTitle}>{fav.title}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
