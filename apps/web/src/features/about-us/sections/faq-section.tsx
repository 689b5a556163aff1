import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import styles from '../about-us.module.css';

/** The FAQ accordion (composed in by the route) under the section heading. */
export function FaqSection({ faq }: { faq: ReactNode }) {
  return (
    <>
      <div className={styles.body}>
        <p>
          더 궁금한 점은 <Link to={paths.userHelp}>고객센터</Link>로 문의해 주세요.
        </p>
      </div>
      <div className={styles.faq}>{faq}</div>
    </>
  );
}
