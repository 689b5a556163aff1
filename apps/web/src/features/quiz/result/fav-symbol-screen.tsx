import { useParams } from 'react-router';
import { useFavSymbolScreen } from '../../../shared/api/get-fav-symbol';
import { NotFoundScreen } from '../../../shared/ui/error-screens/error-screens';
import { RetryAlert } from '../../../shared/ui/query-state/retry-alert';
import styles from './fav-symbol.module.css';
import { FavSymbolResult, FavSymbolSkeleton } from './fav-symbol-result';
import { SaveResultOffer } from './save-result-offer';

/** /favSymbols/{favSymbolId}: a quiz result (storefront-and-account.md 2.8). */
export function FavSymbolScreen() {
  const id = Number(useParams().favSymbolId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundScreen />;
  return <FavSymbolById id={id} />;
}

function FavSymbolById({ id }: { id: number }) {
  const { data, isPending, isError, refetch } = useFavSymbolScreen(id);
  if (isPending) return <FavSymbolSkeleton />;
  if (isError) {
    return (
      <RetryAlert
        text="결과를 불러오지 못했습니다."
        onRetry={refetch}
        classes={{ state: styles.state, retry: styles.retry }}
      />
    );
  }
  return (
    <>
      <FavSymbolResult symbol={data} eyebrow="취향 테스트 결과" />
      <SaveResultOffer favSymbolId={id} />
    </>
  );
}
