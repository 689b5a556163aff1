import { FAV_LAST_KEY, FAV_PENDING_KEY, parseFavLast, parseFavPending } from '@shop/domain/quiz/fav-pending';
import { useFavSymbol } from '../../shared/api/get-fav-symbol';
import { useUser } from '../../shared/api/get-user';
import { useSession } from '../../shared/auth/auth-store';
import { readStored } from '../../shared/storage/read-stored';
import { bannerSymbolId } from './banner-symbol-id';

/** The banner's symbol: waits for the signed-in customer's saved result, falling back as bannerSymbolId says. */
export function useBannerSymbol() {
  const session = useSession();
  const user = useUser(session?.id ?? null);
  const waitingForUser = session !== null && user.isPending;
  const id = waitingForUser
    ? null
    : bannerSymbolId({
        userSymbolId: user.data?.fav_symbol?.id ?? null,
        lastId: parseFavLast(readStored('localStorage', FAV_LAST_KEY)),
        pending: parseFavPending(readStored('localStorage', FAV_PENDING_KEY)),
      });
  return useFavSymbol(id);
}
