import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atts, prods } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/test-app';
import { CART_SHELL_SCRIPT } from './cart-shell-script';
import { routeHints } from './route-hints';

let t: TestApp;
let webDist: string;
let prodId: number;
let firstPicture: string;

const links = (html: string) => html.match(/<link [^>]*>/g) ?? [];
const preloadsOf = (html: string) => links(html).filter((l) => /rel="(preload|modulepreload)"/.test(l));

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'shop-hints-'));
  mkdirSync(path.join(webDist, 'static'));
  writeFileSync(path.join(webDist, 'index.html'), '<html><head><!--app-config--></head><body></body></html>');
  writeFileSync(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify({
      '/': { js: ['static/home-1.js'], css: ['static/home-1.css'] },
      '/prods/:prodId': { js: ['static/detail-1.js', 'static/swiper-1.js'], css: [] },
      '/carts': { js: ['static/cart-1.js'], css: ['static/cart-1.css'] },
      '/favCats/intro': { js: ['static/intro-1.js'], css: ['static/intro-1.css'] },
    }),
  );
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
  const [prod] = await t.database.db.select({ id: prods.id }).from(prods).orderBy(asc(prods.id)).limit(1);
  prodId = prod!.id;
  const [picture] = await t.database.db
    .select({ path: atts.path })
    .from(atts)
    .where(and(eq(atts.attachableType, MORPH_TYPE.PROD), eq(atts.attachableId, prodId)))
    .orderBy(asc(atts.sort), asc(atts.id))
    .limit(1);
  firstPicture = picture!.path;
});

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('first-screen hints in the HTML', () => {
  it('home: the hero picture, the featured groups call and the screen’s own code', async () => {
    const html = (await t.app.inject({ url: '/customer_v2/', headers: { cookie: 'fav_init=1' } })).body;
    expect(preloadsOf(html)).toEqual([
      '<link rel="preload" as="image" href="/files/banners/home-hero.webp" fetchpriority="high">',
      '<link rel="preload" as="fetch" href="/api/v2/customer/featds?per_page=-1" crossorigin>',
      '<link rel="modulepreload" href="/customer_v2/static/home-1.js" crossorigin>',
      '<link rel="preload" as="style" href="/customer_v2/static/home-1.css" crossorigin>',
    ]);
  });

  it('a first visit to home: home’s code and the quiz intro’s, with the intro’s picture; not home’s data', async () => {
    const html = (await t.app.inject('/customer_v2/')).body;
    expect(preloadsOf(html)).toEqual([
      '<link rel="modulepreload" href="/customer_v2/static/home-1.js" crossorigin>',
      '<link rel="preload" as="image" href="/files/intro/slide-1.webp" fetchpriority="high">',
      '<link rel="modulepreload" href="/customer_v2/static/intro-1.js" crossorigin>',
      '<link rel="preload" as="style" href="/customer_v2/static/intro-1.css" crossorigin>',
    ]);
  });

  it('product detail: its first picture from the database and the very call the screen makes', async () => {
    const html = (await t.app.inject(`/customer_v2/prods/${prodId}`)).body;
    expect(preloadsOf(html)).toEqual([
      `<link rel="preload" as="image" href="${firstPicture}" fetchpriority="high">`,
      `<link rel="preload" as="fetch" href="/api/v2/customer/prods/${prodId}" crossorigin>`,
      '<link rel="modulepreload" href="/customer_v2/static/detail-1.js" crossorigin>',
      '<link rel="modulepreload" href="/customer_v2/static/swiper-1.js" crossorigin>',
    ]);
    const other = (await t.app.inject(`/customer_v2/prods/${prodId}?subsc_cat_id=2`)).body;
    expect(other).toContain(`href="/api/v2/customer/prods/${prodId}?subsc_cat_id=2"`);
  });

  it('an unknown product gets its call but no picture', async () => {
    const html = (await t.app.inject('/customer_v2/prods/987654321')).body;
    expect(preloadsOf(html).filter((l) => l.includes('as="image"'))).toEqual([]);
    expect(html).toContain('href="/api/v2/customer/prods/987654321"');
  });

  it('product list: the first page of the filters the screen reads, bad values left out', async () => {
    const html = (await t.app.inject('/customer_v2/prods/?tag_id=x&prod_cat_id=2')).body;
    expect(preloadsOf(html)).toEqual([
      '<link rel="preload" as="fetch" href="/api/v2/customer/prods?prod_cat_id=2&amp;page=1&amp;per_page=30" crossorigin>',
    ]);
  });

  it('the cart: its shell’s own code and styles, no call (the items are the browser’s)', async () => {
    expect(preloadsOf((await t.app.inject('/customer_v2/carts')).body)).toEqual([
      '<link rel="modulepreload" href="/customer_v2/static/cart-1.js" crossorigin>',
      '<link rel="preload" as="style" href="/customer_v2/static/cart-1.css" crossorigin>',
    ]);
  });

  it('other routes get no hints', async () => {
    for (const url of ['/customer_v2/prods/conn', '/customer_v2/users/auth/login', '/customer_v2/carts/12']) {
      expect(preloadsOf((await t.app.inject(url)).body), url).toEqual([]);
    }
  });

  it("ends the cart's rendered shell with its head script, and leaves it out of a page the app draws", async () => {
    const hintsFor = (rendered: boolean) =>
      routeHints('/carts', new URLSearchParams(), {
        db: t.database.db,
        preloads: { '/carts': { js: ['static/cart.js'], css: ['static/cart.css'] } },
        spaBase: '/customer_v2/',
        rendered,
      });
    expect(await hintsFor(true)).toBe(
      '<link rel="modulepreload" href="/customer_v2/static/cart.js" crossorigin>' +
        '<link rel="stylesheet" href="/customer_v2/static/cart.css" crossorigin>' +
        `<script>${CART_SHELL_SCRIPT}</script>`,
    );
    expect(await hintsFor(false)).not.toContain('<script>');
  });

  it('escapes what it writes into an attribute', async () => {
    const html = await routeHints('/prods/land', new URLSearchParams(), {
      db: t.database.db,
      preloads: { '/prods/land': { js: ['static/"><script>x</script>.js'], css: [] } },
      spaBase: '/customer_v2/',
      rendered: false,
    });
    expect(html).toBe(
      '<link rel="modulepreload" href="/customer_v2/static/&quot;&gt;&lt;script&gt;x&lt;/script&gt;.js" crossorigin>',
    );
  });
});
