import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageMeta } from './page-meta-head';

/** What apps/web/src/entry-server.tsx exports (built into apps/web/dist-ssr/ by the web app's build). */
type FirstScreenModule = {
  startFirstScreens(input: {
    appConfig: unknown;
    fetch: (url: string, init?: RequestInit) => Promise<Response>;
  }): void;
  rendersFirstScreen(url: URL): boolean;
  renderFirstScreen(url: URL): Promise<FirstScreen | ScreenNotFound | null>;
  /** Whether a URL is a screen of the app at all (a renderer built before decision 035 does not say). */
  isAppScreen?(url: URL): boolean;
};

/**
 * The screen's HTML for the page's root, the element that carries its data to the browser's app, and what the
 * page's head says of it (a renderer built before decision 035 says nothing: index.html's head stays).
 */
export type FirstScreen = { html: string; stateHtml: string; meta?: PageMeta };
/** A screen about something the catalogue does not have (an unknown product): the page is answered 404. */
export type ScreenNotFound = { notFound: true };

/** The renderer as the server uses it: whether it renders a URL at all, and the rendering. */
export type FirstScreenRenderer = {
  renders(url: URL): boolean;
  render(url: URL): Promise<FirstScreen | ScreenNotFound | null>;
  /** Whether a URL is a screen of the app: any other is its 404 screen, answered 404. */
  isScreen(url: URL): boolean;
};

/** The renderer sits beside the app's build: `<webDistDir>/../dist-ssr/entry-server.js`. */
export const firstScreenEntry = (webDistDir: string) =>
  path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');

/**
 * Loads the web app's first-screen renderer, wired to this server's own API (answered in process, through
 * every hook a browser's request meets). Null when the renderer was not built: the app is then drawn in the
 * browser only, as before. The renderer keeps one API per process: the last app that started it.
 */
export async function loadFirstScreens(
  app: FastifyInstance,
  webDistDir: string,
  appConfig: unknown,
): Promise<FirstScreenRenderer | null> {
  const entry = firstScreenEntry(webDistDir);
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'first-screen renderer is not built; first screens are drawn in the browser');
    return null;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as FirstScreenModule;
  renderer.startFirstScreens({ appConfig, fetch: (url, init) => injectFetch(app, url, init) });
  return {
    renders: renderer.rendersFirstScreen,
    render: renderer.renderFirstScreen,
    isScreen: renderer.isAppScreen ?? (() => true),
  };
}

async function injectFetch(app: FastifyInstance, url: string, init?: RequestInit): Promise<Response> {
  const answer = await app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url,
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
}
