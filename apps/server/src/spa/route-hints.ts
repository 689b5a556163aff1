import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE, type ApiCall, buildApiUrl } from '@shop/domain/api/api-url';
import { HOME_HERO_PICTURE } from '@shop/domain/catalog/bundled-pictures';
import { firstLoadCalls, QUIZ_INTRO_FIRST_PICTURE } from '@shop/domain/catalog/first-load-calls';
import { positiveIntOf, readListFilter } from '@shop/domain/catalog/list-filter';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { morphPointsAt } from '../db/morph-ref';
import { atts } from '../db/schema';
import { CART_SHELL_SCRIPT } from './cart-shell-script';
import { escapeMarkup } from './escape-markup';

/** Written by apps/web/build/route-preloads-plugin.ts: each route's own code, relative to the app's base. */
type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

/**
 * What a first screen fetches as soon as it opens, known from its URL alone (and the database), and the code
 * its rendered page runs in the head, before its first paint.
 */
type RouteNeeds = { calls: ApiCall[]; image: string | null; script?: string };

type HintedRoute = {
  pattern: string;
  match: (pathname: string) => string[] | null;
  needs: (params: string[], search: URLSearchParams, db: Db) => Promise<RouteNeeds>;
};

const exact = (path: string) => (pathname: string) => (pathname === path ? [] : null);

async function firstPicture(db: Db, prodId: number): Promise<string | null> {
  const [row] = await db
    .select({ path: atts.path })
    .from(atts)
    .where(morphPointsAt(atts, 'attachable', MORPH_TYPE.PROD, prodId))
    .orderBy(asc(atts.sort), asc(atts.id))
    .limit(1);
  return row?.path ?? null;
}

const HINTED_ROUTES: HintedRoute[] = [
  {
    pattern: '/',
    match: exact('/'),
    needs: async () => ({ calls: [firstLoadCalls.featds()], image: HOME_HERO_PICTURE }),
  },
  {
    pattern: '/prods',
    match: exact('/prods'),
    needs: async (_params, search) => ({
      calls: [firstLoadCalls.prodsPage(readListFilter(search), 1)],
      image: null,
    }),
  },
  { pattern: '/prods/land', match: exact('/prods/land'), needs: async () => ({ calls: [], image: null }) },
  {
    pattern: '/favCats/intro',
    match: exact('/favCats/intro'),
    needs: async () => ({ calls: [], image: QUIZ_INTRO_FIRST_PICTURE }),
  },
  // The cart's shell (decision 028): its code and styles; the items are the browser's own, which its script
  // reads before the first paint (decision 030).
  {
    pattern: '/carts',
    match: exact('/carts'),
    needs: async () => ({ calls: [], image: null, script: CART_SHELL_SCRIPT }),
  },
  {
    pattern: '/prods/:prodId',
    match: (pathname) => /^\/prods\/(\d{1,9})$/.exec(pathname)?.slice(1) ?? null,
    needs: async ([rawId], search, db) => {
      const prodId = positiveIntOf(rawId);
      if (prodId === undefined) return { calls: [], image: null };
      return {
        calls: [firstLoadCalls.prod(prodId, positiveIntOf(search.get('subsc_cat_id')))],
        image: await firstPicture(db, prodId),
      };
    },
  },
];

const modulePreload = (href: string) => `<link rel="modulepreload" href="${escapeMarkup(href)}" crossorigin>`;

export function readRoutePreloads(webDistDir: string): RoutePreloads {
  const file = path.join(webDistDir, 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : {};
}

/**
 * The `<link>` tags that let a phone fetch a first screen's code, data and largest picture together with the
 * page, instead of one after the other once the app has started. `routePath` is the path under the app's
 * base (`/prods/1`); a route with no hints gives an empty string. A page the server rendered (`rendered`)
 * carries its data already, and its styles are needed before the first paint: stylesheets, not preloads;
 * its head script comes last (the page's CSP lists its hash).
 */
export async function routeHints(
  routePath: string,
  search: URLSearchParams,
  input: { db: Db; preloads: RoutePreloads; spaBase: string; rendered: boolean; firstVisit?: boolean },
): Promise<string> {
  if (routePath === '/' && input.firstVisit) return firstVisitHints(search, input);
  for (const route of HINTED_ROUTES) {
    const params = route.match(routePath);
    if (!params) continue;
    const own = input.preloads[route.pattern] ?? { js: [], css: [] };
    const needs = await route.needs(params, search, input.db);
    const links = [
      ...(needs.image
        ? [`<link rel="preload" as="image" href="${escapeMarkup(needs.image)}" fetchpriority="high">`]
        : []),
      ...(input.rendered ? [] : needs.calls).map(
        (call) =>
          `<link rel="preload" as="fetch" href="${escapeMarkup(buildApiUrl(API_BASE, call.path, call.query))}" crossorigin>`,
      ),
      ...own.js.map((file) => modulePreload(input.spaBase + file)),
      ...own.css.map((file) =>
        input.rendered
          ? `<link rel="stylesheet" href="${escapeMarkup(input.spaBase + file)}" crossorigin>`
          : `<link rel="preload" as="style" href="${escapeMarkup(input.spaBase + file)}" crossorigin>`,
      ),
      ...(input.rendered && needs.script ? [`<script>${needs.script}</script>`] : []),
    ];
    return links.join('');
  }
  return '';
}

/**
 * A first visit to home: the app loads home's code, whose loader sends the visitor on to the quiz intro. The
 * page asks for both screens' code and the intro's picture, and not for home's featured groups and hero
 * picture, which this visitor will not see and which would share a slow link with what they will.
 */
async function firstVisitHints(
  search: URLSearchParams,
  input: { db: Db; preloads: RoutePreloads; spaBase: string },
): Promise<string> {
  const homeCode = (input.preloads['/']?.js ?? []).map((file) => modulePreload(input.spaBase + file));
  return homeCode.join('') + (await routeHints('/favCats/intro', search, { ...input, rendered: false }));
}
