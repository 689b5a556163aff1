import { HydrateLater } from '../../shared/ui/hydrate-later/hydrate-later';
import { ProdCardSkeleton } from '../../shared/ui/prod-card/prod-card';
import { QueryState } from '../../shared/ui/query-state/query-state';
import { ServiceBanner } from '../../shared/ui/service-banner/service-banner';
import { useFeatdGroups } from './api/get-featds';
import { FavSymbolBanner } from './fav-symbol-banner';
import { FeatdGroup } from './featd-group';
import styles from './featured-land.module.css';
import { HeroBanner } from './hero-banner';

const SKELETON_KEYS = ['a', 'b', 'c'] as const;

/**
 * The featured land (storefront-and-account.md 2.7), which is also home: the fav-symbol banner, the
 * featured groups with their product cards, and the service banner. Home adds the shop's hero on top.
 */
export function FeaturedLandScreen({ hero = false }: { hero?: boolean }) {
  return (
    <div className={styles.land}>
      <h1 className="visually-hidden">{hero ? '소리담 오디오 렌탈' : '추천 모음'}</h1>
      {hero && <HeroBanner />}
      <FavSymbolBanner />
      <FeatdGroups />
      <ServiceBanner classes={{ banner: styles.service, text: styles.serviceText }}>
        설치부터 무상 AS까지
        <span className={styles.serviceArrow} aria-hidden="true">
          →
        </span>
      </ServiceBanner>
    </div>
  );
}

export function HomeScreen() {
  return <FeaturedLandScreen hero />;
}

function FeatdGroups() {
  const featds = useFeatdGroups();
  return (
    <QueryState
      query={featds}
      loading={
        <div className={styles.group} aria-busy="true">
          <div className={styles.titleSkeleton} aria-hidden="true" />
          <div className={styles.row}>
            {SKELETON_KEYS.map((key) => (
              <div key={key} className={styles.rowItem}>
                <ProdCardSkeleton />
              </div>
            ))}
          </div>
        </div>
      }
      errorText="추천 상품을 불러오지 못했습니다."
      emptyText="준비된 추천이 없습니다."
      classes={{ state: styles.state, retry: styles.retry }}
    >
      {(featds) =>
        featds.map((featd, index) =>
          // The first group is on screen at once; the others are taken over after it (decision 029).
          index === 0 ? (
            <FeatdGroup key={featd.id} featd={featd} />
          ) : (
            <HydrateLater key={featd.id}>
              <FeatdGroup featd={featd} />
            </HydrateLater>
          ),
        )
      }
    </QueryState>
  );
}
