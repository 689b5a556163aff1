import { LinkItems } from '../../../shared/ui/link-items';
import type { Crumb } from './detail-view';
import styles from './prod-detail.module.css';

export function BreadcrumbNav({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="현재 위치" className={styles.crumbs}>
      <ol>
        <LinkItems links={crumbs} />
      </ol>
    </nav>
  );
}
