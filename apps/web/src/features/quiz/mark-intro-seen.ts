import { FAV_INIT_MARKER } from '@shop/domain/codes/fav-init';

/** Someone who opened the quiz has seen it: home will not send them to the intro again. */
export function markIntroSeen(): void {
  try {
    if (window.localStorage.getItem(FAV_INIT_MARKER) === null) {
      window.localStorage.setItem(FAV_INIT_MARKER, new Date().toISOString());
    }
  } catch {
    // A storage that refuses (private mode): nothing to remember.
  }
}
