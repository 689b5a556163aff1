import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import styles from '../about-us.module.css';
import { nextSection } from '../about-us-sections';

/** The arrow at the end of a section, to the next one (from the last, back to the first). */
export function NextArrow({ index }: { index: number }) {
  const next = nextSection(index);
  const wraps = next.slug === 'intro';
  return (
    <Link to={paths.aboutUs(next.slug)} className={styles.next} aria-label={`다음 섹션: ${next.title}`}>
      <span className={styles.nextLabel}>{wraps ? '처음으로' : '다음'}</span>
      <span className={styles.nextTitle}>{next.title}</span>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}
