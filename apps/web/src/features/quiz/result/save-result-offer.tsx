import { FAV_PENDING_KEY, parseFavPending } from '@shop/domain/quiz/fav-pending';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/auth-store';
import { paths } from '../../../shared/config/paths';
import { readStored } from '../../../shared/storage/read-stored';
import { quizPaths } from '../quiz-paths';
import styles from './fav-symbol.module.css';

function pendingSymbolId(): number | null {
  return parseFavPending(readStored('localStorage', FAV_PENDING_KEY))?.fav_symbol_id ?? null;
}

/**
 * Under a visitor's own fresh result: sign up (or log in) and it is saved with the account
 * (after-login saves the pending result and comes back here).
 */
export function SaveResultOffer({ favSymbolId }: { favSymbolId: number }) {
  const session = useSession();
  if (session || pendingSymbolId() !== favSymbolId) return null;
  return (
    <aside className={styles.offer} aria-labelledby="save-result-title">
      <h2 id="save-result-title" className={styles.offerTitle}>
        이 결과를 저장할까요?
      </h2>
      <p className={styles.offerText}>가입하면 취향 테스트 결과와 맞춤 추천을 언제든 다시 볼 수 있어요.</p>
      <Link to={quizPaths.createFav} className={styles.primary}>
        회원가입하고 결과 저장
      </Link>
      <Link to={paths.login} className={styles.secondary}>
        로그인하고 결과 저장
      </Link>
    </aside>
  );
}
