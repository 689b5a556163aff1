import styles from './quiz-apply.module.css';

/** The splash while the answers are analysed. */
export function QuizSplash() {
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <span className={styles.splashRing} aria-hidden="true" />
      <p className={styles.splashText}>취향을 분석하고 있어요</p>
      <p className={styles.splashSub}>잠시만 기다려 주세요</p>
    </div>
  );
}
