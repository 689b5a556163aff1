import { useIsLoading } from '../../shared/http/loading-store';
import styles from './progress-bar.module.css';

/** A thin bar at the very top while any request (or a route change) is under way. */
export function ProgressBar({ active }: { active: boolean }) {
  const loading = useIsLoading();
  const on = active || loading;
  return (
    <div
      className={styles.bar}
      data-active={on}
      role="progressbar"
      aria-label="불러오는 중"
      aria-hidden={!on}
      aria-busy={on}
    />
  );
}
