import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prods } from '../db/schema';
import { scriptHash } from '../http/security-headers';
import { buildTestApp, type TestApp } from '../test/test-app';
import { firstScreenEntry } from './first-screens';
import { APP_CODE_ID, APP_CODE_LOADER } from './rendered-head';

/**
 * The server's side of first screens rendered as HTML (issue 10). The renderer itself is the web app's build
 * (apps/web/src/entry-server.tsx; the browser journeys run the real one): here a small one in its place reads
 * a product through the API it is handed, as the real one does, and counts its renders.
 */
const RENDERER = `
const state = (globalThis.__firstScreenTest ??= { renders: 0, fail: false });
let api;
export function startFirstScreens(input) { api = input.fetch; state.config = input.appConfig; }
export function isAppScreen(url) { return !url.pathname.startsWith('/customer_v2/nope'); }
export function rendersFirstScreen(url) {
  return ['/customer_v2/', '/customer_v2/favCats/intro'].includes(url.pathname) || url.pathname.startsWith('/customer_v2/prods/');
}
export async function renderFirstScreen(url) {
  if (url.pathname === '/customer_v2/') return { html: '<p class="rendered">home</p>', stateHtml: '' };
  if (url.pathname === '/customer_v2/favCats/intro') {
    const meta = { title: '취향 찾기 | 소리담', description: '취향 찾기', image: null, type: 'website' };
    return { html: '<p class="rendered">quiz intro</p>', stateHtml: '', meta };
  }
  const id = /\\/prods\\/(\\d+)$/.exec(url.pathname)?.[1];
  if (!id) return null;
  state.renders++;
  state.lastUrl = url.pathname + url.search;
  if (state.fail) throw new Error('renderer broke');
  const answer = await api('/api/v2/customer/prods/' + id);
  if (answer.status === 404) return { notFound: true };
  if (answer.status !== 200) return null;
  const prod = (await answer.json()).data;
  return {
    // A real screen's size: kept pages of 1 KB and more go out compressed.
    html: '<p class="rendered">' + prod.title + '</p><p>' + '좋은 소리를 매달 부담 없이. '.repeat(80) + '</p>',
    stateHtml: '<script type="application/json" id="first-screen-state">{"queries":{}}</script>',
    meta: {
      title: prod.title + ' | 소리담',
      description: prod.title + ', 월 구독 "렌탈" <미리보기>',
      image: prod.atts[0]?.url ?? null,
      type: 'product',
    },
  };
}`;

type RendererState = { renders: number; fail: boolean; config?: unknown; lastUrl?: string };
const rendererState = () => (globalThis as unknown as { __firstScreenTest: RendererState }).__firstScreenTest;

let t: TestApp;
let webDist: string;
let prodId: number;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-first-screens-'));
  webDist = path.join(root, 'dist');
  mkdirSync(path.join(webDist, 'static'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><meta name="description" content="소리담 — 오디오를 월 구독으로" /><title>소리담 — 오디오 렌탈</title><!--app-config--><script type="module" crossorigin src="/customer_v2/static/index-1.js"></script><link rel="stylesheet" crossorigin href="/customer_v2/static/index-1.css"></head><body><div id="root"><!--first-screen--><p class="boot">소리담</p><!--/first-screen--></div><!--first-screen-state--></body></html>',
  );
  writeFileSync(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify({ '/prods/:prodId': { js: ['static/detail-1.js'], css: ['static/detail-1.css'] } }),
  );
  writeFileSync(path.join(webDist, 'static', 'detail-1.css'), '.detail{color:#1f3b34}');
  writeFileSync(path.join(webDist, 'static', 'index-1.css'), 'body{margin:0}');
  mkdirSync(path.dirname(firstScreenEntry(webDist)), { recursive: true });
  writeFileSync(firstScreenEntry(webDist), RENDERER);
  t = await buildTestApp({
    env: { WEB_DIST_DIR: webDist, SUPPORT_PHONE: '1599-1234', PUBLIC_URL: 'https://soridam.example' },
  });
  const [prod] = await t.database.db.select({ id: prods.id }).from(prods).orderBy(asc(prods.id)).limit(1);
  prodId = prod!.id;
});

afterAll(async () => {
  await t.close();
  rmSync(path.dirname(webDist), { recursive: true, force: true });
});

const titleOf = async (id: number) =>
  (await t.database.db.select({ title: prods.title }).from(prods).where(eq(prods.id, id)))[0]!.title;

describe('first screens rendered on the server', () => {
  it('a product page arrives with its content in the root, its data beside it, and its styles applied', async () => {
    const answer = await t.app.inject(`/customer_v2/prods/${prodId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    const html = answer.body;
    expect(html).toContain(`<div id="root"><p class="rendered">${await titleOf(prodId)}</p>`);
    expect(html).not.toContain('class="boot"');
    expect(html).toContain('<script type="application/json" id="first-screen-state">');
    // The data is in the page: no fetch preload. The screen's CSS is in the page before the first paint (its
    // file linked for print only, so the app's loader leaves it alone); its code comes after its content.
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" media="print" crossorigin href="/customer_v2/static/index-1.css">',
    );
    expect(html).toContain(
      '<style>.detail{color:#1f3b34}</style><link rel="stylesheet" media="print" href="/customer_v2/static/detail-1.css" crossorigin>',
    );
    // Its code is asked for by the one inline loader, which the page's CSP allows by its hash.
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '{"entry":"/customer_v2/static/index-1.js","preloads":["/customer_v2/static/detail-1.js"]}',
    );
    expect(html).toContain(`<script>${APP_CODE_LOADER}</script>`);
    expect(answer.headers['content-security-policy']).toContain(scriptHash(APP_CODE_LOADER));
    expect(rendererState().config).toMatchObject({ supportPhone: '1599-1234' });
  });

  it('is rendered once per catalogue version: kept, compressed, and revalidated by its ETag', async () => {
    const url = `/customer_v2/prods/${prodId}?subsc_cat_id=91`;
    const first = await t.app.inject(url);
    const renders = rendererState().renders;
    const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(rendererState().renders).toBe(renders);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keeps one page per screen: a URL differing only in what no screen reads is answered by the same page', async () => {
    const first = await t.app.inject(`/customer_v2/prods/${prodId}?subsc_cat_id=94&utm_source=a`);
    expect(rendererState().lastUrl).toBe(`/customer_v2/prods/${prodId}?subsc_cat_id=94`);
    const { renders } = rendererState();
    for (const url of [
      `/customer_v2/prods/${prodId}?subsc_cat_id=94`,
      `/customer_v2/prods/${prodId}/?fbclid=b&subsc_cat_id=094&x=1`,
      `/customer_v2/prods/${prodId}?made_up=${'a'.repeat(500)}&subsc_cat_id=94`,
    ]) {
      const again = await t.app.inject(url);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
    }
    expect(rendererState().renders).toBe(renders);
    // What a screen reads still tells pages apart.
    await t.app.inject(`/customer_v2/prods/${prodId}?subsc_cat_id=95&utm_source=a`);
    expect(rendererState().renders).toBe(renders + 1);
    expect(rendererState().lastUrl).toBe(`/customer_v2/prods/${prodId}?subsc_cat_id=95`);
  });

  it('a product the catalogue does not have is the app shell (its 404 screen) answered 404, never kept', async () => {
    const { renders } = rendererState();
    for (const attempt of [1, 2]) {
      const unknown = await t.app.inject('/customer_v2/prods/987654321');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(unknown.body).toContain('<p class="boot">소리담</p>');
      expect(unknown.body).not.toContain('og:title');
      expect(rendererState().renders).toBe(renders + attempt);
    }
  });

  it('an address the app has no screen for is the app shell (its 404 screen) answered 404; any screen is 200', async () => {
    const unknown = await t.app.inject('/customer_v2/nope/deeper?x=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<p class="boot">소리담</p>');
    expect((await t.app.inject('/customer_v2/users/update')).statusCode).toBe(200);
  });

  it('a product page’s head says what it shows: title, description, link preview and canonical address', async () => {
    const title = await titleOf(prodId);
    const answer = await t.app.inject(`/customer_v2/prods/${prodId}/?utm_source=kakao&subsc_cat_id=93`);
    const head = answer.body.slice(0, answer.body.indexOf('</head>'));
    const address = `https://soridam.example/customer_v2/prods/${prodId}?subsc_cat_id=93`;
    expect(head.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${title} | 소리담</title>`]);
    expect(head).toContain(
      `<meta name="description" content="${title}, 월 구독 &quot;렌탈&quot; &lt;미리보기&gt;">`,
    );
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${address}">`);
    expect(head).toContain(`<meta property="og:url" content="${address}">`);
    expect(head).toContain(`<meta property="og:title" content="${title} | 소리담">`);
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toMatch(/<meta property="og:image" content="https:\/\/soridam\.example\/files\/[^"]+">/);
  });

  it('a first visit to home, answered with the quiz intro, says what home says at home’s address', async () => {
    const firstVisit = await t.app.inject('/customer_v2/');
    const head = firstVisit.body.slice(0, firstVisit.body.indexOf('</head>'));
    expect(head.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>소리담 — 오디오 렌탈</title>']);
    expect(head).toContain('<link rel="canonical" href="https://soridam.example/customer_v2/">');
    expect(head).toContain('<meta property="og:description" content="소리담 — 오디오를 월 구독으로">');
  });

  it('a catalogue write renders the page again: never older than the last committed write', async () => {
    const url = `/customer_v2/prods/${prodId}?subsc_cat_id=92`;
    await t.app.inject(url);
    await t.database.db.update(prods).set({ title: '새 이름의 턴테이블' }).where(eq(prods.id, prodId));
    const after = await t.app.inject(url);
    expect(after.body).toContain('<p class="rendered">새 이름의 턴테이블</p>');
  });

  it('home says it depends on the first-visit cookie, whether kept or drawn, and nothing else does', async () => {
    const firstVisit = await t.app.inject('/customer_v2/');
    const returning = await t.app.inject({ url: '/customer_v2/', headers: { cookie: 'fav_init=1' } });
    expect(returning.body).toContain('<p class="rendered">home</p>');
    expect(firstVisit.body).not.toContain('<p class="rendered">home</p>');
    for (const answer of [firstVisit, returning]) expect(String(answer.headers.vary)).toMatch(/\bcookie\b/);
    const product = await t.app.inject(`/customer_v2/prods/${prodId}`);
    expect(String(product.headers.vary)).not.toMatch(/\bcookie\b/);
  });

  it('a page the renderer declines or fails is the app shell, as before', async () => {
    const declined = await t.app.inject('/customer_v2/prods/land');
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('<p class="boot">소리담</p>');
    // The app's own stylesheet is in every page, the app shell's too; its code keeps its usual priority.
    expect(declined.body).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" media="print" crossorigin href="/customer_v2/static/index-1.css">',
    );
    expect(declined.body).not.toContain(`id="${APP_CODE_ID}"`);
    expect(declined.body).not.toContain('id="first-screen-state"');

    rendererState().fail = true;
    try {
      const failed = await t.app.inject(`/customer_v2/prods/${prodId}?subsc_cat_id=93`);
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('<p class="boot">소리담</p>');
      expect(failed.body).toContain('as="fetch"');
      // Nothing shows without the app here: its code keeps its usual priority.
      expect(failed.body).toContain(
        '<link rel="modulepreload" href="/customer_v2/static/detail-1.js" crossorigin>',
      );
    } finally {
      rendererState().fail = false;
    }
    // A screen it does not render is never handed to it, nor looked for among the kept pages.
    const { renders } = rendererState();
    const missesBefore = t.app.catalogCache.stats().misses;
    const cart = await t.app.inject('/customer_v2/carts');
    expect(cart.body).toContain('<p class="boot">소리담</p>');
    expect(rendererState().renders).toBe(renders);
    expect(t.app.catalogCache.stats().misses).toBe(missesBefore);
  });

  it('home is rendered only past the first visit: a first visit gets the quiz intro rendered', async () => {
    const first = await t.app.inject('/customer_v2/');
    expect(first.body).toContain('<p class="rendered">quiz intro</p>');
    expect(first.body).not.toContain('<p class="rendered">home</p>');
    const returning = await t.app.inject({ url: '/customer_v2/', headers: { cookie: 'a=b; fav_init=1' } });
    expect(returning.body).toContain('<p class="rendered">home</p>');
  });
});
