import { FAV_LAST_KEY, FAV_PENDING_KEY, type FavPending } from '@shop/domain/quiz/fav-pending';

/** Keeps a result in this browser: always as the last result, and a visitor's also as pending. */
export function storeQuizResult(result: FavPending, pending: boolean): void {
  try {
    window.localStorage.setItem(FAV_LAST_KEY, String(result.fav_symbol_id));
    if (pending) window.localStorage.setItem(FAV_PENDING_KEY, JSON.stringify(result));
  } catch {
    // A storage that refuses (private mode) only loses the banner's memory; the result page still shows.
  }
}
