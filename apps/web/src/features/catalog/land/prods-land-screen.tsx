import type { ProdsQuery } from '@shop/domain/api/catalog';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { LANDING_PACKAGE_COUNT } from '@shop/domain/limits/pagination';
import { Link } from 'react-router';
import { useProdCats } from '../../../shared/api/get-prod-cats';
import { isLive } from '../../../shared/config/app-config';
import { paths } from '../../../shared/config/paths';
import catalogPageStyles from '../../../shared/styles/catalog-page.module.css';
import pictureBannerStyles from '../../../shared/styles/picture-banner.module.css';
import { ProdCard, ProdCardSkeleton } from '../../../shared/ui/prod-card/prod-card';
import { ServiceBanner } from '../../../shared/ui/service-banner/service-banner';
import { useProdsPreview } from '../api/get-prods-page';
import { useTags } from '../api/get-tags';
import { tagListPath, visibleCats } from './land-links';
import styles from './prods-land.module.css';

const CATEGORY_PREVIEW = 4;
const PACKAGE_FILTER: ProdsQuery = { type_conn: TYPE_CONN.PACKAGE };

/** /prods/land: tags, a package section of two, one section per visible category, the service banner. */
export function ProdsLandScreen() {
  const cats = useProdCats();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>전체 상품</h1>
      <TagList />
      <Section
        id="land-pkg"
        title="큐레이션 패키지"
        filter={PACKAGE_FILTER}
        count={LANDING_PACKAGE_COUNT}
        moreTo={isLive() ? null : paths.prodsConn}
      />
      {cats.isPending && <SectionSkeleton />}
      {(cats.data ? visibleCats(cats.data) : []).map((cat) => (
        <Section
          key={cat.id}
          id={`land-cat-${cat.id}`}
          title={cat.title}
          filter={{ prod_cat_id: cat.id }}
          count={CATEGORY_PREVIEW}
          moreTo={paths.prodsByCat(cat.id)}
        />
      ))}
      <ServiceBanner classes={{ banner: pictureBannerStyles.banner, text: styles.bannerText }}>
        <strong>설치부터 무상 AS까지</strong>
        <span>소리담 서비스 알아보기</span>
      </ServiceBanner>
    </div>
  );
}

function TagList() {
  const tags = useTags();
  if (tags.isError || (tags.data && tags.data.length === 0)) return null;
  return (
    <nav className={styles.tags} aria-label="태그">
      {tags.isPending
        ? ['a', 'b', 'c', 'd'].map((key) => <span key={key} className={styles.tagBone} aria-hidden="true" />)
        : tags.data.map((tag) => (
            <Link key={tag.id} to={tagListPath(tag)} className={styles.tag}>
              #{tag.title}
            </Link>
          ))}
    </nav>
  );
}

type SectionProps = { id: string; title: string; filter: ProdsQuery; count: number; moreTo: string | null };

function Section({ id, title, filter, count, moreTo }: SectionProps) {
  const { data, isPending, isError } = useProdsPreview(filter, count);
  if (isError || data?.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {moreTo && (
          <Link to={moreTo} className={styles.more} aria-label={`${title} 전체 보기`}>
            전체 보기
          </Link>
        )}
      </div>
      <ul className={catalogPageStyles.grid}>
        {isPending
          ? Array.from({ length: count }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i}>
                <ProdCardSkeleton />
              </li>
            ))
          : data.data.map((prod) => (
              <li key={prod.id}>
                <ProdCard prod={prod} />
              </li>
            ))}
      </ul>
    </section>
  );
}

function SectionSkeleton() {
  return (
    <div className={styles.section} aria-hidden="true">
      <div className={catalogPageStyles.grid}>
        <ProdCardSkeleton />
        <ProdCardSkeleton />
      </div>
    </div>
  );
}
