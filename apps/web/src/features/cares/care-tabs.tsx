import { Link } from 'react-router';
import styles from './cares.module.css';
import { caresPaths } from './cares-paths';

/** The AS container's tabs: 신청 and 조회. */
export function CareTabs({ active }: { active: 'create' | 'list' }) {
  return (
    <nav className={styles.tabs} aria-label="AS 메뉴">
      <Link
        to={caresPaths.create}
        className={styles.tab}
        aria-current={active === 'create' ? 'page' : undefined}
      >
        AS 신청
      </Link>
      <Link to={caresPaths.list} className={styles.tab} aria-current={active === 'list' ? 'page' : undefined}>
        AS 조회
      </Link>
    </nav>
  );
}
