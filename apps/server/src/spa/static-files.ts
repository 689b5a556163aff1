import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { contentSecurityPolicy, scriptHash } from '../http/security-headers';
import { refuseMissingBuildFile, registerBuildFiles } from './build-files';
import { readRoutePreloads, routeHints } from './route-hints';

export const SPA_BASE = '/customer_v2/';

/** What the SPA needs to know about this server at start; injected into index.html, never fetched. */
function appConfigScriptText(config: Config): string {
  const analytics =
    config.analytics.provider === 'ga4' ? { provider: 'ga4', id: config.analytics.measurementId } : undefined;
  const json = JSON.stringify({
    env: config.appEnv,
    supportPhone: config.supportPhone,
    analytics,
  }).replaceAll('<', '\\u003c');
  return `window.__APP_CONFIG__=${json}`;
}

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
  const indexHtml = readFileSync(indexPath, 'utf8').replace(
    '<!--app-config-->',
    `<script>${configScript}</script>`,
  );
  const csp = contentSecurityPolicy(config, [scriptHash(configScript)]);
  const preloads = readRoutePreloads(config.webDistDir);

  // Hashed build files never change; index.html is answered below with no-cache.
  await registerBuildFiles(app, config.webDistDir, SPA_BASE);

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (refuseMissingBuildFile(request, reply, SPA_BASE)) return reply;
    // A first screen's code, data and largest picture are known from its URL: ask for them with the page.
    const url = new URL(request.url, 'http://app');
    const routePath = `/${url.pathname.slice(SPA_BASE.length)}`.replace(/(.)\/+$/, '$1');
    const hints = await routeHints(routePath, url.searchParams, { db, preloads, spaBase: SPA_BASE });
    const html = hints ? indexHtml.replace('</head>', `${hints}</head>`) : indexHtml;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .send(html);
  };
  app.get('/', (_req, reply) => reply.redirect(SPA_BASE));
  app.get('/customer_v2', (_req, reply) => reply.redirect(SPA_BASE));
  app.get(SPA_BASE, sendIndex);
  // History fallback: any client route that is not a built file answers with the app's index.html.
  app.get(`${SPA_BASE}*`, sendIndex);
}
