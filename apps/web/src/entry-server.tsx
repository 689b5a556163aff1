import { ApiError } from '@shop/domain/api/api-error';
import { screenPathOf } from '@shop/domain/catalog/list-filter';
import { applyKoreanZodMessages } from '@shop/domain/validation/korean-zod-messages';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/app';
import { firstScreenMeta } from './app/first-screen/first-screen-meta';
import { firstScreenStateHtml } from './app/first-screen/first-screen-state';
import { resolveLazyMatches } from './app/first-screen/resolve-lazy-matches';
import { isFetchedOnServer, isServerRendered } from './app/first-screen/server-rendered-routes';
import { createQueryClient } from './app/query-client';
import { buildRoutes } from './app/router';
import { adoptServerAppConfig, appConfig } from './shared/config/app-config';
import { BASENAME } from './shared/config/basename';
import type { RouteHandle } from './shared/config/paths';
import { fetchOnServerWith } from './shared/http/http';
import { type PageMeta, type PageTitleSink, PageTitleSinkContext } from './shared/seo/page-meta';

/**
 * A first screen as HTML for `<div id="root">`, the data the browser's app takes over with it, and what the
 * page's head says of it (title, description, link preview).
 */
export type FirstScreen = { html: string; stateHtml: string; meta: PageMeta };
/** A screen about something the catalogue does not have (an unknown or removed product): answered 404. */
export type ScreenNotFound = { notFound: true };

/** Each render fetches what it found waiting, then renders again: products, then what they lead to. */
const MAX_FETCH_ROUNDS = 3;

/** Once, when the server starts: its settings (as written into index.html) and its own API. */
export function startFirstScreens(input: {
  appConfig: unknown;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}): void {
  adoptServerAppConfig(input.appConfig);
  applyKoreanZodMessages();
  fetchOnServerWith(input.fetch);
}

let screenRoutes: RouteObject[] | undefined;

/**
 * Whether a URL under the app's base is a screen of the app at all: any other draws the app's 404 screen,
 * and the server answers it 404 (decision 035). Matched only, never rendered: the routes' code is not loaded.
 */
export function isAppScreen(url: URL): boolean {
  screenRoutes ??= buildRoutes(appConfig.env);
  return matchRoutes(screenRoutes, url.pathname, BASENAME)?.at(-1)?.route.path !== '*';
}

/** Whether a URL under the app's base is one of the screens rendered here: the server asks before anything else. */
export function rendersFirstScreen(url: URL): boolean {
  return isServerRendered(url.pathname.slice(BASENAME.length) || '/');
}

/**
 * Renders a first screen (server-rendered-routes.ts) for a URL under the app's base, or null: a route the
 * server does not render, a redirect, or a read that failed (the browser's app then shows it, as before).
 * A read the API answered 404 makes the screen not found: the browser's app shows its 404 screen, and the
 * server says 404 to a search engine too.
 */
export async function renderFirstScreen(url: URL): Promise<FirstScreen | ScreenNotFound | null> {
  try {
    return await render(url);
  } catch (error) {
    // A screen that throws the API's 404 for what its address names (a product id that is no id at all).
    if (isNotFound(error)) return { notFound: true };
    throw error;
  }
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

async function render(url: URL): Promise<FirstScreen | ScreenNotFound | null> {
  if (!rendersFirstScreen(url)) return null;
  const routes = buildRoutes(appConfig.env);
  // Loaders read the browser's storage: the browser runs them itself before it takes over (take-over.ts).
  for (const { route } of await resolveLazyMatches(routes, url.pathname)) route.loader = undefined;
  const handler = createStaticHandler(routes, { basename: BASENAME });
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;

  const queryClient = createQueryClient();
  const router = createStaticRouter(handler.dataRoutes, context);
  const titled: PageTitleSink = {};
  const page = (
    <StrictMode>
      <PageTitleSinkContext.Provider value={titled}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageTitleSinkContext.Provider>
    </StrictMode>
  );
  const cache = queryClient.getQueryCache();
  let html = renderToString(page);
  for (let round = 0; round < MAX_FETCH_ROUNDS; round++) {
    const waiting = cache.findAll({ predicate: (q) => q.state.status === 'pending' && isFetchedOnServer(q) });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    const failed = cache.findAll({ predicate: (q) => q.state.status === 'error' });
    if (failed.some((q) => isNotFound(q.state.error))) return { notFound: true };
    if (failed.length > 0) return null;
    html = renderToString(page);
  }
  const path = screenPathOf(url.pathname.slice(BASENAME.length) || '/');
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  return {
    html,
    stateHtml: firstScreenStateHtml({ queries: dehydrate(queryClient), path }),
    meta: firstScreenMeta(path, url.searchParams, { handle, title: titled.title }, queryClient),
  };
}
