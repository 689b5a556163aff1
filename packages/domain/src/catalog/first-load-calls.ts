import type { ApiCall } from '../api/api-url';
import type { ProdsQuery } from '../api/catalog';
import { PER_PAGE_ALL, PROD_LIST_PER_PAGE } from '../limits/pagination';
import { bundledSrc, introSlideFile } from './bundled-pictures';

/**
 * The calls the first screens make as soon as they open. The app makes them from here, and the server names
 * the same URLs in the page's HTML so the phone fetches them while it still loads the app's code.
 */
export const firstLoadCalls = {
  /** GET featds: every featured group (home and /featds/land). */
  featds: (): ApiCall => ({ path: 'featds', query: { per_page: PER_PAGE_ALL } }),
  /** GET prods: one page of a filtered list. */
  prodsPage: (filter: ProdsQuery, page: number, perPage = PROD_LIST_PER_PAGE): ApiCall => ({
    path: 'prods',
    query: { ...filter, page, per_page: perPage },
  }),
  /** GET prods/{id}, optionally priced in another subscription category. */
  prod: (prodId: number, subscCatId?: number): ApiCall => ({
    path: `prods/${prodId}`,
    query: { subsc_cat_id: subscCatId },
  }),
};

/**
 * The quiz intro's first picture, its largest: the intro draws it first, and the server names it in the HTML of
 * the intro and of a first visit to home, which the app sends on to the intro.
 */
export const QUIZ_INTRO_FIRST_PICTURE = bundledSrc(introSlideFile(1));
