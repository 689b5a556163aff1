import type { ProdDetail } from '@shop/domain/api/catalog';
import { Link } from 'react-router';
import { tagListPath } from '../land/land-links';
import styles from './prod-detail.module.css';
import { ShareButton } from './share-button';

/** The maker, the title with 공유, the tags (each opening its list) and the current deal. */
export function ProdHead({ prod }: { prod: ProdDetail }) {
  return (
    <header className={styles.head}>
      {prod.corp_maker && <p className={styles.maker}>{prod.corp_maker.title}</p>}
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{prod.title}</h1>
        <ShareButton title={prod.title} />
      </div>
      {prod.tag_taggables_with_tag.length > 0 && (
        <ul className={styles.tags} aria-label="태그">
          {prod.tag_taggables_with_tag.map(({ id, tag }) => (
            <li key={id}>
              <Link to={tagListPath(tag)}>#{tag.title}</Link>
            </li>
          ))}
        </ul>
      )}
      {prod.discounts.length > 0 && <p className={styles.deal}>{prod.discounts.at(-1)?.title}</p>}
    </header>
  );
}
