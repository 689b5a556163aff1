import { STATE } from '@shop/domain/codes/generic-state';
import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';
import { and, asc, eq, exists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { prodCats, prods } from '../db/schema';
import { escapeMarkup } from './escape-markup';

/** A sitemap holds at most 50,000 addresses (sitemaps.org). */
const SITEMAP_LIMIT = 50_000;

/**
 * What search engines may read (decision 035). Only the live shop is indexed: a development or staging server
 * asks every crawler to stay out, so a test shop's prices never turn up in a search. On live, the shop's
 * screens are open; the API, the console, the cart and a customer's own screens (the routes that need a
 * sign-in, and sign-in itself) are not, and the sitemap is named.
 */
export function robotsTxt(config: Pick<Config, 'appEnv' | 'publicUrl'>): string {
  if (config.appEnv !== 'live') return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /customer_v2/',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Disallow: /customer_v2/users/',
    'Disallow: /customer_v2/subscs',
    'Disallow: /customer_v2/purOrders',
    'Disallow: /customer_v2/payments',
    'Disallow: /customer_v2/cares',
    'Disallow: /customer_v2/spots',
    'Disallow: /customer_v2/carts',
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The screens the server renders with their content (home, the product lists and every product's page). */
export async function sitemapPaths(db: Db): Promise<string[]> {
  const enabled = eq(prods.state, STATE.ENABLE);
  const [cats, products] = await Promise.all([
    db
      .select({ id: prodCats.id })
      .from(prodCats)
      .where(
        and(
          eq(prodCats.state, PROD_CAT_STATE.VISIBLE),
          exists(
            db
              .select({ id: prods.id })
              .from(prods)
              .where(and(eq(prods.prodCatId, prodCats.id), enabled)),
          ),
        ),
      )
      .orderBy(asc(prodCats.sort), asc(prodCats.id)),
    db.select({ id: prods.id }).from(prods).where(enabled).orderBy(asc(prods.id)).limit(SITEMAP_LIMIT),
  ]);
  return [
    '/customer_v2/',
    '/customer_v2/prods/land',
    '/customer_v2/prods',
    ...cats.map((c) => `/customer_v2/prods?prod_cat_id=${c.id}`),
    ...products.map((p) => `/customer_v2/prods/${p.id}`),
  ].slice(0, SITEMAP_LIMIT);
}

export function sitemapXml(publicUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeMarkup(`${publicUrl}${path}`)}</loc></url>`).join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  );
}

/** /robots.txt and, on live, /sitemap.xml (read from the catalogue when asked: crawlers ask rarely). */
export function registerCrawlerFiles(app: FastifyInstance, config: Config, db: Db): void {
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    if (config.appEnv !== 'live') return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(config.publicUrl, await sitemapPaths(db)));
  });
}
