import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { screenPathOf, screenQuery } from '@shop/domain/catalog/list-filter';
import { FAV_INIT_COOKIE } from '@shop/domain/codes/fav-init';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { contentSecurityPolicy, scriptHash } from '../http/security-headers';
import { refuseMissingBuildFile, registerBuildFiles } from './build-files';
import { CART_SHELL_SCRIPT } from './cart-shell-script';
import { type FirstScreen, loadFirstScreens } from './first-screens';
import { firstVisitScript, QUIZ_INTRO_PATH } from './first-visit-script';
import { type PageMeta, pageMetaOfIndex, withPageMeta } from './page-meta-head';
import {
  APP_CODE_LOADER,
  inlineStylesheetLinks,
  inlineStylesheets,
  readBuildStyles,
  scriptsAfterContent,
} from './rendered-head';
import { readRoutePreloads, routeHints } from './route-hints';

export const SPA_BASE = '/customer_v2/';

/** What the SPA needs to know about this server at start; injected into index.html, never fetched. */
function appConfigOf(config: Config) {
  const analytics =
    config.analytics.provider === 'ga4' ? { provider: 'ga4', id: config.analytics.measurementId } : undefined;
  return { env: config.appEnv, supportPhone: config.supportPhone, analytics };
}

function appConfigScriptText(config: Config): string {
  return `window.__APP_CONFIG__=${JSON.stringify(appConfigOf(config)).replaceAll('<', '\\u003c')}`;
}

/** index.html's root holds the static boot frame between these marks; a rendered first screen replaces it. */
const BOOT_FRAME = /<!--first-screen-->[\s\S]*<!--\/first-screen-->/;

/** The rendered screen in the root, its data after it (JSON: never run, so the CSP has nothing to allow). */
function withFirstScreen(html: string, screen: FirstScreen): string {
  return html
    .replace(BOOT_FRAME, () => screen.html)
    .replace('<!--first-screen-state-->', () => screen.stateHtml);
}

/**
 * A first visit to home goes on to the quiz intro (the app's loader decides, from the browser's storage):
 * home is rendered only for a visitor whose app has said, by cookie, that the first visit is behind them.
 */
function firstVisitHome(routePath: string, request: FastifyRequest): boolean {
  if (routePath !== '/') return false;
  const cookies = request.headers.cookie?.split(';') ?? [];
  return !cookies.some((cookie) => cookie.trim().startsWith(`${FAV_INIT_COOKIE}=`));
}

/**
 * A screen about something the catalogue does not have: thrown out of the kept page's render so that every
 * request sharing that render hears it, and never kept (an unknown id must not crowd real pages out).
 */
class NotInCatalogue extends Error {}
const NOT_FOUND = Symbol('not found');

/**
 * A screen the server cannot render is drawn by the browser's app, as every screen was before; one about
 * something not in the catalogue is too (the app shows its 404 screen), answered 404 (decision 035).
 */
const rendererFailed = (request: FastifyRequest) => (err: unknown) => {
  if (err instanceof NotInCatalogue) return NOT_FOUND;
  request.log.error({ err }, 'first screen not rendered; the browser draws it');
  return null;
};

export async function registerStaticFiles(app: FastifyInstance, config: Config, db: Db): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.assetsDir,
    prefix: '/files/',
    decorateReply: false,
    maxAge: '7d',
  });

  const indexPath = path.join(config.webDistDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webDistDir: config.webDistDir }, 'web app is not built; /customer_v2/ is unavailable');
    return;
  }
  const configScript = appConfigScriptText(config);
  const buildStyles = readBuildStyles(config.webDistDir, SPA_BASE);
  // The app's own stylesheet, in every page: written out once, here (decision 029).
  const indexHtml = inlineStylesheets(
    readFileSync(indexPath, 'utf8').replace('<!--app-config-->', `<script>${configScript}</script>`),
    buildStyles,
  );
  const firstVisitPage = firstVisitScript(SPA_BASE);
  const csp = contentSecurityPolicy(config, [
    scriptHash(configScript),
    scriptHash(APP_CODE_LOADER),
    scriptHash(CART_SHELL_SCRIPT),
    scriptHash(firstVisitPage),
  ]);
  const preloads = readRoutePreloads(config.webDistDir);
  const firstScreens = await loadFirstScreens(app, config.webDistDir, appConfigOf(config));

  // Hashed build files never change; index.html is answered below with no-cache.
  await registerBuildFiles(app, config.webDistDir, SPA_BASE);

  const routePathOf = (url: URL) => screenPathOf(`/${url.pathname.slice(SPA_BASE.length)}`);

  // A first visit to home is answered with the quiz intro, but its address is home's: it says what home says.
  const homeMeta = pageMetaOfIndex(indexHtml);

  /** index.html for a URL: with its first screen when the server rendered one, and the screen's hints. */
  const pageFor = async (url: URL, screen: FirstScreen | null, firstVisit = false) => {
    // A first screen's code, data and largest picture are known from its URL: ask for them with the page.
    const routePath = routePathOf(url);
    const hints = await routeHints(routePath, url.searchParams, {
      db,
      preloads,
      spaBase: SPA_BASE,
      rendered: screen !== null,
      firstVisit,
    });
    if (!screen) return hints ? indexHtml.replace('</head>', () => `${hints}</head>`) : indexHtml;
    // A rendered screen's hints link its own stylesheets (a drawn page's only preload them): written out too.
    // A first visit's intro decides in the head whether this visit is the first (decision 030); a screen's
    // own head script (the cart's shell) comes with its hints.
    const headScript = firstVisit ? `<script>${firstVisitPage}</script>` : '';
    const meta: PageMeta | null | undefined = firstVisit ? homeMeta : screen.meta;
    const described = meta
      ? withPageMeta(indexHtml, meta, config.publicUrl, firstVisit ? SPA_BASE : url.pathname + url.search)
      : indexHtml;
    const page = withFirstScreen(described, screen).replace(
      '</head>',
      () => `${inlineStylesheetLinks(hints, buildStyles)}${headScript}</head>`,
    );
    return scriptsAfterContent(page);
  };

  /**
   * A first screen the server renders is made of catalogue reads only: kept until the catalogue changes. Any
   * other page goes out without touching the cache or the database. One page is kept per screen, not per URL:
   * it is rendered from the route's path and the part of the query a screen reads (screenQuery), so a URL
   * that differs only in what no screen reads (a trailing slash, a campaign tag, a made-up parameter) is
   * answered by the same kept page and cannot crowd the others out.
   */
  const keptFirstScreen = (request: FastifyRequest, url: URL, firstVisit: boolean) => {
    // A first visit to home is answered with the quiz intro rendered, which its head script shows only to a
    // visitor whose first visit it is (decision 030); the same page for every such visitor.
    const screenUrl = firstVisit
      ? new URL(`${SPA_BASE}${QUIZ_INTRO_PATH.slice(1)}`, url)
      : new URL(`${SPA_BASE}${routePathOf(url).slice(1)}${screenQuery(url.searchParams)}`, url);
    if (!firstScreens?.renders(screenUrl)) return null;
    const key = screenUrl.pathname + screenUrl.search + (firstVisit ? '#first-visit' : '');
    return app.catalogCache
      .keptPage(key, async () => {
        const screen = await firstScreens.render(screenUrl);
        if (screen && 'notFound' in screen) throw new NotInCatalogue();
        return screen ? pageFor(screenUrl, screen, firstVisit) : null;
      })
      .catch(rendererFailed(request));
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (refuseMissingBuildFile(request, reply, SPA_BASE)) return reply;
    const url = new URL(request.url, 'http://app');
    reply.header('content-security-policy', csp);
    const routePath = routePathOf(url);
    const firstVisit = firstVisitHome(routePath, request);
    // Home is one page for a first visit and another after it, told apart by the first-visit cookie.
    const varyOn = routePath === '/' ? 'cookie' : undefined;
    const kept = await keptFirstScreen(request, url, firstVisit);
    if (kept && kept !== NOT_FOUND) return app.catalogCache.sendKeptPage(request, reply, kept, varyOn);
    if (varyOn) reply.header('vary', varyOn);
    // The app draws its 404 screen for an address it has no screen for, or one about what is not there.
    const missing = kept === NOT_FOUND || (firstScreens !== null && !firstScreens.isScreen(url));
    return reply
      .code(missing ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await pageFor(url, null, firstVisit));
  };
  app.get('/', (_req, reply) => reply.redirect(SPA_BASE));
  app.get('/customer_v2', (_req, reply) => reply.redirect(SPA_BASE));
  // A kept first screen goes out compressed already; the compression plugin leaves such an answer alone.
  app.get(SPA_BASE, sendIndex);
  // History fallback: any client route that is not a built file answers with the app's index.html.
  app.get(`${SPA_BASE}*`, sendIndex);
}
