import { STATE } from '@shop/domain/codes/generic-state';
import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prodCats, prods } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/test-app';
import { robotsTxt, sitemapPaths, sitemapXml } from './crawlers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('robots.txt and the sitemap (decision 035)', () => {
  it('keeps every crawler out of a development or staging shop, at /robots.txt', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt({ appEnv: 'staging', publicUrl: 'https://staging.example' })).toBe(
      'User-agent: *\nDisallow: /\n',
    );
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(404);
  });

  it('opens the live shop’s screens, not the API, the console or a customer’s own screens, and names the sitemap', () => {
    const lines = robotsTxt({ appEnv: 'live', publicUrl: 'https://soridam.kr' }).split('\n');
    expect(lines).toContain('Allow: /customer_v2/');
    for (const closed of [
      '/api/',
      '/admin/',
      '/customer_v2/users/',
      '/customer_v2/subscs',
      '/customer_v2/carts',
    ])
      expect(lines).toContain(`Disallow: ${closed}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://soridam.kr/sitemap.xml');
  });

  it('lists home, the product lists, each visible category with products and each product on sale', async () => {
    const db = t.database.db;
    const enabled = await db.select({ id: prods.id }).from(prods).where(eq(prods.state, STATE.ENABLE));
    const paths = await sitemapPaths(db);
    expect(paths.slice(0, 3)).toEqual(['/customer_v2/', '/customer_v2/prods/land', '/customer_v2/prods']);
    expect(paths.filter((p) => /^\/customer_v2\/prods\/\d+$/.test(p))).toEqual(
      enabled
        .map((p) => `/customer_v2/prods/${p.id}`)
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    );
    expect(paths.some((p) => p.startsWith('/customer_v2/prods?prod_cat_id='))).toBe(true);

    // A product taken off sale and a category hidden leave it at once.
    const [first] = enabled;
    const catId = Number(paths.find((p) => p.includes('prod_cat_id='))!.split('=')[1]);
    await db.update(prods).set({ state: STATE.DISABLE }).where(eq(prods.id, first!.id));
    await db.update(prodCats).set({ state: PROD_CAT_STATE.HIDDEN }).where(eq(prodCats.id, catId));
    const after = await sitemapPaths(db);
    expect(after).not.toContain(`/customer_v2/prods/${first!.id}`);
    expect(after).not.toContain(`/customer_v2/prods?prod_cat_id=${catId}`);
    expect(after).toContain('/customer_v2/prods/land');
  });

  it('writes each address absolute and escaped, in the sitemaps.org format', () => {
    expect(sitemapXml('https://soridam.kr', ['/customer_v2/', '/customer_v2/prods?prod_cat_id=1&x=2'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://soridam.kr/customer_v2/</loc></url>\n' +
        '<url><loc>https://soridam.kr/customer_v2/prods?prod_cat_id=1&amp;x=2</loc></url>\n' +
        '</urlset>\n',
    );
  });
});
