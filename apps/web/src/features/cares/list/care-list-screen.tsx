import { formatDate } from '@shop/domain/format/date';
import { Link } from 'react-router';
import { PagesState } from '../../../shared/ui/load-more/pages-state';
import { useCares } from '../api/get-cares';
import { CareTabs } from '../care-tabs';
import styles from '../cares.module.css';
import { caresPaths } from '../cares-paths';
import { careView } from '../detail/care-view';

/** /cares/container/list: the AS requests in pages of 5, in tabs with the create form. */
export function CareListScreen() {
  const query = useCares();
  const now = new Date();
  return (
    <div className={styles.page}>
      <CareTabs active="list" />
      <PagesState
        query={query}
        loading={<div aria-busy="true" className={styles.bone} />}
        errorText="AS 내역을 불러오지 못했습니다."
        emptyText="AS 신청 내역이 없습니다."
        classes={{ state: styles.empty, retry: styles.small, more: styles.more }}
      >
        {(rows) => (
          <ul className={styles.list} aria-label="AS 신청 내역">
            {rows.map((care) => {
              const view = careView(care, now);
              return (
                <li key={care.id}>
                  <Link to={caresPaths.detail(care.id)} className={styles.section}>
                    <span className={styles.badge}>{view.label}</span>
                    <strong>{care.title}</strong>
                    {view.message && <span className={styles.muted}>{view.message}</span>}
                    <span className={styles.faint}>신청일 {formatDate(care.created_at)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </PagesState>
    </div>
  );
}
