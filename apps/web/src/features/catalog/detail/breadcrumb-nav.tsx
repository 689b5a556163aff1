import { Link } from 'react-router';
import type { Crumb } from './detail-view';
import styles from './prod-detail.module.css';

export function BreadcrumbNav({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="현재 위치" className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
