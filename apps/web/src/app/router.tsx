import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { getSession } from '../shared/auth/auth-store';
import { isDev } from '../shared/config/app-config';
import { BASENAME } from './basename';
import { NotFoundScreen, ServerErrorScreen } from './errors/error-screens';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AppLayout } from './layout/app-layout';
import { paths, ROUTES, type RouteDef, type ScreenKey } from './paths';

export type RouteHandle = { title: string; requireAuth: boolean };

/** Each screen is its own chunk: the home route downloads only the home screen's code. */
const screens: Record<ScreenKey, RouteObject['lazy']> = {
  home: async () => ({ Component: (await import('../features/catalog/home/home-screen')).HomeScreen }),
  // The error screens are in the main bundle already (the error boundary needs them).
  errorNotFound: async () => ({ Component: NotFoundScreen }),
  errorServer: async () => ({ Component: ServerErrorScreen }),
  footerDevTest: async () => ({ Component: (await import('./footer-dev-test')).FooterDevTest }),
  comingSoon: async () => ({ Component: (await import('./coming-soon-route')).ComingSoonRoute }),
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
  const lazy = screens[def.screen ?? 'comingSoon'];
  const loader = def.requireAuth ? requireAuthLoader : undefined;
  if (def.path === '/') return { index: true, handle, lazy, loader };
  return { path: def.path, handle, lazy, loader };
}

export function buildRoutes(dev: boolean): RouteObject[] {
  const children = ROUTES.filter((def) => dev || !def.devOnly).map(toRouteObject);
  return [
    {
      path: '/',
      Component: AppLayout,
      children: [
        {
          // Pathless: an error in a screen swaps only the page content; the layout stays.
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

export const router = createBrowserRouter(buildRoutes(isDev()), { basename: BASENAME });
