import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ArrowRightIcon } from '../../../shared/ui/icons';
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
      <ArrowRightIcon />
    </Link>
  );
}
