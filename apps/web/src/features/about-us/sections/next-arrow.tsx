import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import styles from '../about-us.module.css';
import { nextSection } from '../about-us-sections';

/**
 * The arrow at the end of a section, to the next one (from the last, back to the first). Its name is what it
 * shows (다음 브랜드, 처음으로 소리담은): a voice user says what they see (WCAG 2.5.3), where a label of its own
 * (다음 섹션: 브랜드) did not contain the visible words.
 */
export function NextArrow({ index }: { index: number }) {
  const next = nextSection(index);
  const wraps = next.slug === 'intro';
  return (
    <Link to={paths.aboutUs(next.slug)} className={styles.next}>
      <span className={styles.nextLabel}>{wraps ? '처음으로' : '다음'}</span>{' '}
      <span className={styles.nextTitle}>{next.title}</span>
      <ArrowRightIcon />
    </Link>
  );
}
