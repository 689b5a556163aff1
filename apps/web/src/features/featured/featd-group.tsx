import type { Featd, FeatdProd } from '@shop/domain/api/featured';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { AttImage } from '../../shared/ui/att-image/att-image';
import { ProdList } from '../../shared/ui/prod-card/prod-list';
import styles from './featured-land.module.css';

const GROUP_IMAGE_WIDTH = 1080;
const GROUP_IMAGE_HEIGHT = 600;

/** The products of a group: only entries whose featdable_type is product and that carry the product. */
export function featdProds(featd: Featd): FeatdProd[] {
  return featd.featdables_with_featdable.flatMap((entry) =>
    entry.featdable_type === MORPH_TYPE.PROD && entry.featdable ? [entry.featdable] : [],
  );
}

/** One featured group: title, content, image when present, and its products in a horizontal row. */
export function FeatdGroup({ featd }: { featd: Featd }) {
  const prods = featdProds(featd);
  const titleId = `featd-${featd.id}`;
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {featd.title}
      </h2>
      {featd.content && <p className={styles.groupContent}>{featd.content}</p>}
      <AttImage
        atts={featd.atts}
        className={styles.groupImage}
        width={GROUP_IMAGE_WIDTH}
        height={GROUP_IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      {prods.length > 0 && <ProdList prods={prods} className={styles.row} itemClassName={styles.rowItem} />}
    </section>
  );
}
