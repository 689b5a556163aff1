import { FAV_INIT_MARKER, favInitCookieText } from '@shop/domain/codes/fav-init';
import { BASENAME } from '../../shared/config/basename';

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether this visit should go to the quiz intro (storefront-and-account.md 2.8): only a visitor without
 * the first-visit marker, once — the marker is set here, so the next visit stays. A signed-in customer
 * is no first-time visitor: the marker is set and they stay. A storage that refuses (private mode) sends
 * nobody, so a visitor is never sent on every visit.
 */
export function claimFirstVisit(storage: MarkerStorage, signedIn: boolean): boolean {
  try {
    if (storage.getItem(FAV_INIT_MARKER) !== null) return false;
    storage.setItem(FAV_INIT_MARKER, new Date().toISOString());
    return !signedIn;
  } catch {
    return false;
  }
}

/**
 * Tells the server, by a cookie, that this visitor is past the first visit, so it may send home already
 * rendered (decision 027); a first visit's home is left to the app, which goes on to the quiz intro at once.
 */
export function shareFirstVisitMark(storage: Pick<Storage, 'getItem'>, cookies: { cookie: string }): void {
  try {
    if (storage.getItem(FAV_INIT_MARKER) === null) return;
    cookies.cookie = favInitCookieText(BASENAME);
  } catch {
    // A storage that refuses (private mode): the server keeps leaving home to the app.
  }
}
