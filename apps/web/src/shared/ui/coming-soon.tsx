import { useEffect } from 'react';
import { Link } from 'react-router';
import styles from './coming-soon.module.css';

/** The plain screen shown where a later piece of work will build the real one. */
export function ComingSoon({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | 소리담`;
  }, [title]);
  return (
    <section className={styles.screen} aria-labelledby="coming-soon-title">
      <div className={styles.mark} aria-hidden="true">
        <svg
          width="36"
          height="36"
          viewBox="0 0 36 36"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="18" cy="18" r="14" />
          <circle cx="18" cy="18" r="5" />
          <circle cx="18" cy="18" r="1" fill="currentColor" />
        </svg>
      </div>
      <h1 id="coming-soon-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>
        준비 중입니다.
        <br />더 좋은 모습으로 곧 찾아뵐게요.
      </p>
      <Link to="/" className={styles.home}>
        홈으로 가기
      </Link>
    </section>
  );
}
