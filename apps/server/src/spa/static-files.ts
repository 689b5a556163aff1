import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';

export const SPA_BASE = '/customer_v2/';

export const HOME_HERO_PRELOAD =
  '<link rel="preload" as="image" href="/files/banners/home-hero.svg" fetchpriority="high">';

/** What the SPA needs to know about this server at start; injected into index.html, never fetched. */
function appConfigScript(config: Config): string {
  const json = JSON.stringify({ env: config.appEnv, supportPhone: config.supportPhone }).replaceAll(
    '<',
    '\\u003c',
  );
  return `<script>window.__APP_CONFIG__=${json}</script>`;
}

export async function registerStaticFiles(app: FastifyInstance, config: Config): Promise<void> {
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
  const indexHtml = readFileSync(indexPath, 'utf8').replace('<!--app-config-->', appConfigScript(config));
  // Home's largest picture is known before any script runs: ask for it with the page, not after the app loads.
  const homeHtml = indexHtml.replace('</head>', `${HOME_HERO_PRELOAD}</head>`);

  await app.register(fastifyStatic, {
    root: config.webDistDir,
    prefix: SPA_BASE,
    index: false,
    wildcard: false,
    decorateReply: false,
    // Hashed build files never change; index.html is answered below with no-cache.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}static${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    // A missing build file is a 404, not the app shell: a stale chunk must fail loudly, not parse HTML as JS.
    if (request.url.startsWith(`${SPA_BASE}static/`)) {
      return reply.status(404).send({ message: '요청하신 파일을 찾을 수 없습니다.', errors: {} });
    }
    const html = request.url === SPA_BASE || request.url.startsWith(`${SPA_BASE}?`) ? homeHtml : indexHtml;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  app.get('/', (_req, reply) => reply.redirect(SPA_BASE));
  app.get('/customer_v2', (_req, reply) => reply.redirect(SPA_BASE));
  app.get(SPA_BASE, sendIndex);
  // History fallback: any client route that is not a built file answers with the app's index.html.
  app.get(`${SPA_BASE}*`, sendIndex);
}
