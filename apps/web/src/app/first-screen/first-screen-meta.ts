import type { ProdDetail } from '@shop/domain/api/catalog';
import { positiveIntOf } from '@shop/domain/catalog/list-filter';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { prodQueryOptions } from '../../features/catalog/api/get-prod';
import { prodPageMeta } from '../../features/catalog/detail/prod-page-meta';
import type { RouteHandle } from '../../shared/config/paths';
import { type PageMeta, screenPageMeta } from '../../shared/seo/page-meta';

/**
 * What a rendered first screen says of itself in the page's head (decision 035): a product page its product,
 * read from the data it was rendered with; any other screen the title it gave itself (usePageTitle), else
 * its route's.
 */
export function firstScreenMeta(
  routePath: string,
  search: URLSearchParams,
  screen: { handle: RouteHandle | undefined; title: string | undefined },
  queryClient: QueryClient,
): PageMeta {
  const prodId = positiveIntOf(matchPath('/prods/:prodId', routePath)?.params.prodId);
  if (prodId !== undefined) {
    const { queryKey } = prodQueryOptions(prodId, positiveIntOf(search.get('subsc_cat_id')));
    const prod = queryClient.getQueryData<ProdDetail>(queryKey);
    if (prod) return prodPageMeta(prod);
  }
  const meta = screenPageMeta(screen.handle?.title);
  return screen.title ? { ...meta, title: screen.title } : meta;
}
