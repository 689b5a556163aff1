import type { ProdDetail } from '@shop/domain/api/catalog';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { HydrateLater } from '../../../shared/ui/hydrate-later/hydrate-later';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import { AssocSwiper } from './assoc-swiper';
import { manualsPath } from './detail-view';
import { InfoBox } from './info-box';
import styles from './prod-detail.module.css';
import { SectionTabs } from './section-tabs';

/**
 * Below the price: the rental note, then 상품 상세, 렌탈·배송·교환 and 추천 behind their tabs. The three sections are
 * below a phone's first screen: the app takes them over after the rest (decision 029).
 */
export function ProdInfoSections({ prod }: { prod: ProdDetail }) {
  return (
    <>
      {prod.subsc_cat && (
        <section className={styles.intro} aria-label="렌탈 안내">
          <p>{prod.subsc_cat.options.content ?? prod.subsc_cat.content}</p>
          {prod.subsc_cat.atts[0] && (
            <img
              className={styles.banner}
              src={prod.subsc_cat.atts[0].url}
              alt={prod.subsc_cat.title}
              width={prod.subsc_cat.atts[0].width ?? 1080}
              height={prod.subsc_cat.atts[0].height ?? 600}
              loading="lazy"
              decoding="async"
            />
          )}
        </section>
      )}

      <SectionTabs
        tabs={[
          { id: 'prod-detail', label: '상품 상세' },
          { id: 'prod-rental', label: '렌탈·배송·교환' },
          { id: 'prod-recommend', label: '추천' },
        ]}
      />

      <HydrateLater>
        <section id="prod-detail" className={styles.section} aria-label="상품 상세">
          {prod.content.detail && (
            <SafeHtml html={prod.content.detail} className={styles.html} prose={false} />
          )}
          {prod.content.spec && <InfoBox title="상품 사양" html={prod.content.spec} />}
          {prod.content.information && <InfoBox title="상품 정보 고시" html={prod.content.information} />}
          {prod.docs.length > 0 && (
            <Link to={manualsPath(prod)} className={styles.outline}>
              사용 설명서 다운로드
            </Link>
          )}
        </section>
      </HydrateLater>

      <HydrateLater>
        <section id="prod-rental" className={styles.section} aria-label="렌탈·배송·교환">
          {prod.content.delivery && <InfoBox title="배송 및 설치" html={prod.content.delivery} />}
          {prod.content.refund && <InfoBox title="AS·환불·렌탈 해지" html={prod.content.refund} />}
          <Link to={paths.termsOfUse} className={styles.outline}>
            렌탈 약관 보기
          </Link>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section id="prod-recommend" className={styles.section} aria-labelledby="prod-recommend-title">
          <h2 id="prod-recommend-title" className={styles.sectionTitle}>
            함께 보면 좋은 상품
          </h2>
          <AssocSwiper prodId={prod.id} />
        </section>
      </HydrateLater>
    </>
  );
}
