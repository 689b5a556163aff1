import { assocTitle } from '@shop/domain/catalog/assoc-title';
import { cardPrice } from '@shop/domain/pricing/card-price';
import { Link } from 'react-router';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { paths } from '../../../shared/config/paths';
import thumbStyles from '../../../shared/styles/thumb.module.css';
import { AttImage } from '../../../shared/ui/att-image/att-image';
import { useProdAssocs } from '../api/get-prod-assocs';
import styles from './prod-detail.module.css';

/** Recommended and related products: 2 per view and per swipe, 10 px apart, titles cut to 22 characters. */
export function AssocSwiper({ prodId }: { prodId: number }) {
  const { data, isPending, isError } = useProdAssocs(prodId);
  if (isPending) return <div className={styles.assocBone} aria-hidden="true" />;
  if (isError || data.length === 0) return <p className={styles.muted}>추천 상품이 없습니다.</p>;
  return (
    <Swiper slidesPerView={2} slidesPerGroup={2} spaceBetween={10} className={styles.assocs}>
      {data.map(({ id, prod_assoc: prod }) => {
        const price = cardPrice({
          monthly: prod.cost_subsc,
          months: prod.cost_subsc_months,
          discounts: prod.discounts,
        });
        return (
          <SwiperSlide key={id}>
            <Link to={paths.prod(prod.id)} className={styles.assoc}>
              <span className={thumbStyles.square}>
                <AttImage atts={prod.atts} width={400} height={400} loading="lazy" decoding="async" />
              </span>
              {prod.corp_maker && <span className={styles.assocMaker}>{prod.corp_maker.title}</span>}
              <span className={styles.assocTitle} title={prod.title}>
                {assocTitle(prod.title)}
              </span>
              {price && (
                <span className={styles.assocPrice}>
                  {price.text} <small className={styles.assocBasis}>{price.basis}</small>
                </span>
              )}
            </Link>
          </SwiperSlide>
        );
      })}
    </Swiper>
  );
}
