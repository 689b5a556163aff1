import { matchRoutes, type RouteObject } from 'react-router';
import { BASENAME } from '../../shared/config/basename';

export type ResolvedMatch = { route: RouteObject; params: Record<string, string | undefined> };

/**
 * Loads, in place, the code of every route a path matches, so the first render needs nothing more: the
 * server renders with it, and the browser must have the same components before it takes over that HTML.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<ResolvedMatch[]> {
  const matches = matchRoutes(routes, pathname, BASENAME) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return matches.map(({ route, params }) => ({ route, params }));
}
