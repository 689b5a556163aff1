import type { Query } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../../shared/config/paths';

/**
 * The first screens the server renders as HTML (issue 10): what a phone most often opens first, the same for
 * every visitor (the cart as its shell: the items live in the browser). Everything else is drawn by the app in
 * the browser.
 */
const SERVER_RENDERED = [
  paths.home,
  paths.prods,
  paths.prodsLand,
  '/prods/:prodId',
  paths.favCatsIntro,
  paths.carts,
];

export function isServerRendered(routePath: string): boolean {
  return SERVER_RENDERED.some((pattern) => matchPath(pattern, routePath) !== null);
}

/**
 * The catalogue's reads, the same for every visitor: the server fetches these while rendering. A visitor's
 * own data (the fav symbol picked from their quiz, their account) is left to the browser.
 */
const SHARED_QUERY_ROOTS = new Set(['featds', 'prods', 'prodCats', 'tags', 'prodAssocs', 'subscCats']);

export function isFetchedOnServer(query: Query): boolean {
  const root = query.queryKey[0];
  if (typeof root !== 'string' || !SHARED_QUERY_ROOTS.has(root)) return false;
  const { enabled } = query.options as { enabled?: unknown };
  if (enabled === false) return false;
  return typeof enabled !== 'function' || enabled(query) !== false;
}
