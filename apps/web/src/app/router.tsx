import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { getSession } from '../shared/auth/auth-store';
import type { AppEnv } from '../shared/config/app-config';
import { BASENAME } from '../shared/config/basename';
import { paths, type RouteDef, type RouteHandle, routesFor } from '../shared/config/paths';
import { NotFoundScreen } from '../shared/ui/error-screens/error-screens';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AppLayout } from './layout/app-layout';
import { LayoutFallback } from './layout/layout-fallback';
import { accountScreens } from './screens/account-screens';
import { cartScreens } from './screens/cart-screens';
import { catalogScreens } from './screens/catalog-screens';
import { contentScreens } from './screens/content-screens';
import { coreScreens } from './screens/core-screens';
import { featuredScreens } from './screens/featured-screens';
import { rentalScreens } from './screens/rental-screens';
import type { ScreenRegistry } from './screens/screen-registry';

const comingSoon: RouteObject['lazy'] = async () => ({
  Component: (await import('./coming-soon-route')).ComingSoonRoute,
});

/** Each screen is its own chunk: the home route downloads only the home screen's code. */
const screens: ScreenRegistry = {
  ...coreScreens,
  ...featuredScreens,
  ...catalogScreens,
  ...contentScreens,
  ...accountScreens,
  ...cartScreens,
  ...rentalScreens,
};

/** requireAuth routes send a visitor without a valid token to login, remembering where they were going. */
function requireAuthLoader({ request }: LoaderFunctionArgs) {
  if (getSession()) return null;
  const url = new URL(request.url);
  const target = url.pathname.replace(BASENAME, '') + url.search;
  throw redirect(`${paths.login}?redirect=${encodeURIComponent(target || '/')}`);
}

function toRouteObject(def: RouteDef): RouteObject {
  const handle: RouteHandle = { title: def.title, requireAuth: def.requireAuth };
  const lazy = screens[def.path] ?? comingSoon;
  const loader = def.requireAuth ? requireAuthLoader : undefined;
  // The pattern is the id: a server-rendered page names the loaders it stood in for by it.
  if (def.path === '/') return { id: def.path, index: true, handle, lazy, loader };
  return { id: def.path, path: def.path, handle, lazy, loader };
}

export function buildRoutes(env: AppEnv): RouteObject[] {
  const children = routesFor(env).map(toRouteObject);
  return [
    {
      id: 'layout',
      path: '/',
      Component: AppLayout,
      HydrateFallback: LayoutFallback,
      children: [
        {
          // Pathless: an error in a screen swaps only the page content; the layout stays.
          id: 'screens',
          ErrorBoundary: RouteErrorBoundary,
          children: [
            ...children,
            {
              path: '*',
              Component: NotFoundScreen,
              handle: { title: '페이지를 찾을 수 없음', requireAuth: false },
            },
          ],
        },
      ],
    },
  ];
}
