import screenStyles from '../../../shared/ui/screen/screen.module.css';
import styles from '../forums.module.css';
import { FaqAccordion } from './faq-accordion';

/** /forums/100 */
export function FaqScreen() {
  return (
    <section className={styles.page} aria-labelledby="faq-title">
      <h1 id="faq-title" className={screenStyles.title}>
        자주 묻는 질문
      </h1>
      <p className={styles.lead}>렌탈, 설치, AS와 결제에 대해 많이 물어보시는 내용을 모았습니다.</p>
      <FaqAccordion headingLevel={2} />
    </section>
  );
}
