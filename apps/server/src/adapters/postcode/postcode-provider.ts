import type { PostcodeAddress } from '@shop/domain/api/postcode';

/**
 * The postcode search behind the address form. Kakao's (Daum) Postcode widget runs in the browser, so the
 * server only tells the web app which search to use; the bundled sample list is searched here, offline.
 */
export type PostcodeProvider = {
  name: 'sample' | 'kakao';
  /** The widget script the browser loads; null when the server answers the search itself. */
  scriptUrl: string | null;
  /** Server-side search, or null when the search runs in the browser. */
  search: ((query: string) => PostcodeAddress[]) | null;
};
