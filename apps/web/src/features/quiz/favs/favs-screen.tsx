import { Link } from 'react-router';
import { useUser } from '../../../shared/api/get-user';
import { useSession } from '../../../shared/auth/auth-store';
import { paths } from '../../../shared/config/paths';
import { RetryAlert } from '../../../shared/ui/query-state/retry-alert';
import styles from '../result/fav-symbol.module.css';
import { FavSymbolLoader } from '../result/fav-symbol-loader';
import { FavSymbolResult, FavSymbolSkeleton } from '../result/fav-symbol-result';

/** /favs: the signed-in customer's saved quiz result, or an invitation to take the test. */
export function FavsScreen() {
  const session = useSession();
  const user = useUser(session?.id ?? null);
  if (!session) return <TakeTest signedIn={false} />;
  if (user.isPending) return <FavSymbolSkeleton />;
  if (user.isError) {
    return (
      <RetryAlert
        text="나의 취향을 불러오지 못했습니다."
        onRetry={user.refetch}
        classes={{ state: styles.state, retry: styles.retry }}
      />
    );
  }
  const saved = user.data.fav_symbol;
  return saved ? <SavedResult id={saved.id} /> : <TakeTest signedIn />;
}

function SavedResult({ id }: { id: number }) {
  return (
    <FavSymbolLoader id={id}>
      {(symbol) => <FavSymbolResult symbol={symbol} eyebrow="나의 취향" />}
    </FavSymbolLoader>
  );
}

function TakeTest({ signedIn }: { signedIn: boolean }) {
  return (
    <section className={styles.prompt} aria-labelledby="favs-title">
      <h1 id="favs-title" className={styles.promptTitle}>
        아직 나의 취향을 모르시나요?
      </h1>
      <p className={styles.promptText}>
        {signedIn
          ? '취향 테스트를 마치면 결과와 추천 상품을 여기에서 다시 볼 수 있어요.'
          : '로그인하고 취향 테스트를 마치면 결과와 추천 상품을 언제든 다시 볼 수 있어요.'}
      </p>
      <Link to={paths.favCatsIntro} className={styles.primary}>
        취향 테스트 하러 가기
      </Link>
      {!signedIn && (
        <Link to={`${paths.login}?redirect=${encodeURIComponent('/favs')}`} className={styles.secondary}>
          로그인
        </Link>
      )}
    </section>
  );
}
