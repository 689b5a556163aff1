import { ApiError } from '@shop/domain/api/api-error';
import type { ProdDetail } from '@shop/domain/api/catalog';
import { positiveIntOf } from '@shop/domain/catalog/list-filter';
import { isSubscriptionProd, NOT_SUBSCRIPTION_MESSAGE } from '@shop/domain/catalog/subscription-prod';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { documentTitle, usePageTitle } from '../../../shared/seo/page-meta';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { RetryAlert } from '../../../shared/ui/query-state/retry-alert';
import { useProd } from '../api/get-prod';
import styles from './prod-detail.module.css';
import { ProdDetailView } from './prod-detail-view';
import type { AddToCart } from './use-prod-selection';

/** /prods/{prodId}(?subsc_cat_id): loads the product; unknown ids show the 404 screen. */
export function ProdDetailScreen({ addToCart }: { addToCart: AddToCart }) {
  const params = useParams();
  const [search] = useSearchParams();
  const prodId = positiveIntOf(params.prodId);
  if (prodId === undefined) throw new ApiError(404, '상품 정보를 찾을 수 없습니다.');
  const { data, isPending, isError, refetch } = useProd(prodId, positiveIntOf(search.get('subsc_cat_id')));

  if (isPending) return <DetailSkeleton />;
  if (isError) {
    return (
      <RetryAlert
        text="상품을 불러오지 못했습니다."
        onRetry={refetch}
        classes={{ state: styles.state, retry: styles.secondary }}
      />
    );
  }
  return <Subscribable key={data.id} prod={data} addToCart={addToCart} />;
}

/** A product that cannot be subscribed says so and goes home. */
function Subscribable({ prod, addToCart }: { prod: ProdDetail; addToCart: AddToCart }) {
  const navigate = useNavigate();
  const ok = isSubscriptionProd(prod);
  usePageTitle(documentTitle(prod.title));
  useEffect(() => {
    if (ok) return;
    void showAlert(NOT_SUBSCRIPTION_MESSAGE);
    navigate(paths.home, { replace: true });
  }, [ok, navigate]);
  if (!ok) return <DetailSkeleton />;
  return <ProdDetailView prod={prod} addToCart={addToCart} />;
}

function DetailSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className="visually-hidden">상품 정보를 불러오는 중</span>
      <div className={styles.boneImage} />
      <div className={styles.boneLine} style={{ width: '30%' }} />
      <div className={styles.boneLine} style={{ width: '80%' }} />
      <div className={styles.boneLine} style={{ width: '50%' }} />
    </div>
  );
}
