import type { HydrationState, LoaderFunctionArgs, RouteObject } from 'react-router';
import { BASENAME } from '../../shared/config/basename';
import { resolveLazyMatches } from './resolve-lazy-matches';

export type TakeOver = { hydrationData: HydrationState } | { redirectTo: string };

/**
 * Before the app takes over a page the server rendered, it runs the loaders the server left out (they read
 * this browser's storage): a loader that sends the visitor elsewhere (the first visit's quiz intro) means the
 * page is drawn afresh there; otherwise their answers are handed to the router so it starts as rendered.
 */
export async function prepareTakeOver(routes: RouteObject[], location: Location): Promise<TakeOver> {
  const matches = await resolveLazyMatches(routes, location.pathname);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    try {
      const args = { request: new Request(location.href), params, context: undefined } as LoaderFunctionArgs;
      loaderData[route.id] = (await route.loader(args)) ?? null;
    } catch (thrown) {
      const target = thrown instanceof Response ? thrown.headers.get('Location') : null;
      if (target) return { redirectTo: target };
      throw thrown;
    }
  }
  return { hydrationData: { loaderData } };
}

/** The browser URL of an app path a loader redirected to. */
export const browserPathOf = (appPath: string) => `${BASENAME}${appPath === '/' ? '/' : appPath}`;

/** The User Timing mark set the moment the app has taken over a page the server rendered. */
export const TAKEN_OVER_MARK = 'first-screen-taken-over';

/** The mark set once the parts put off (HydrateLater, decision 029) are taken over too, one task each. */
export const PARTS_TAKEN_OVER_MARK = 'first-screen-parts-taken-over';
