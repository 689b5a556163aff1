import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, PHONE } from '../support/browser';

/**
 * The first screens arrive rendered (apps/web/src/entry-server.tsx through apps/server/src/spa/), with their
 * data in the page, and the server names their code and largest picture in the HTML (route-hints.ts). Each
 * hinted file must be fetched once, by the hint, and then taken by the app; the app takes over the HTML as it
 * stands without asking for the data again.
 */

/**
 * Preact takes over a page quietly: where the browser's render differs from the server's, it rewrites the text or
 * replaces the elements without a word in the console (decision 028). This watches the page from the end of
 * parsing (before the app's module runs) to the app's `first-screen-taken-over` mark, and lists every element
 * the take-over removed and, if the page's text changed, where. Preact may split a text the server sent as one
 * node into the pieces the component wrote (`총 {n}개`), which leaves the text as it was. The parts taken over
 * later, one task each (decision 029), are watched on to the `first-screen-parts-taken-over` mark for removed
 * elements only: by then the parts taken over first may have added to the page (a box's 더 보기), as they should.
 */
const TAKEN_OVER_MARK = 'first-screen-taken-over';
const PARTS_TAKEN_OVER_MARK = 'first-screen-parts-taken-over';

const WATCH_TAKE_OVER = `(() => {
  const changes = (window.__takeOverChanges = ['not taken over']);
  document.addEventListener('readystatechange', () => {
    const root = document.getElementById('root');
    if (document.readyState !== 'interactive' || !root) return;
    const sent = root.textContent;
    const removed = [];
    const note = (records) => {
      for (const r of records)
        for (const node of r.removedNodes) if (node.nodeType === 1) removed.push('removed ' + node.outerHTML.slice(0, 160));
    };
    const watch = new MutationObserver(note);
    watch.observe(root, { subtree: true, childList: true });
    const mark = performance.mark.bind(performance);
    performance.mark = (name, options) => {
      if (name === '${TAKEN_OVER_MARK}') {
        note(watch.takeRecords());
        changes.length = 0;
        changes.push(...removed.splice(0), 'parts not taken over');
        const shown = root.textContent;
        if (shown !== sent) {
          let at = 0;
          while (sent[at] === shown[at]) at++;
          changes.push('text "' + sent.slice(at - 20, at + 40) + '" became "' + shown.slice(at - 20, at + 40) + '"');
        }
      }
      if (name === '${PARTS_TAKEN_OVER_MARK}') {
        note(watch.takeRecords());
        watch.disconnect();
        changes.splice(changes.indexOf('parts not taken over'), 1, ...removed);
      }
      return mark(name, options);
    };
  });
})()`;

/** Waits for the app to have taken over every part of the page (the mark after the last one). */
const partsTakenOver = (page: Page) =>
  expect.poll(() => page.evaluate(`performance.getEntriesByName('${PARTS_TAKEN_OVER_MARK}').length`)).toBe(1);

describe('first load: rendered on the server, taken over by the app', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function firstLoad(path: string, ready: string) {
    const phone = await openPhone(browser, { returningVisitor: true });
    await phone.context.addInitScript({ content: WATCH_TAKE_OVER });
    const requests: string[] = [];
    const warnings: string[] = [];
    phone.page.on('request', (req) => requests.push(new URL(req.url()).pathname + new URL(req.url()).search));
    phone.page.on('console', (msg) => {
      if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
    });
    const response = await phone.page.goto(phone.url(path));
    const html = (await response?.text()) ?? '';
    await expect.poll(() => phone.page.locator(ready).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await partsTakenOver(phone.page);
    const takeOverChanges = await phone.page.evaluate('window.__takeOverChanges');
    const linkedStyles = await phone.page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as unknown as { href: string }).href).pathname),
      );
    // A rendered page asks for its code after its content, from the addresses it carries (decision 030).
    const appCode = /<script type="application\/json" id="app-code">([^<]*)<\/script>/.exec(html);
    const code = appCode ? (JSON.parse(appCode[1]!) as { entry: string; preloads: string[] }) : null;
    const hinted = [
      ...[...html.matchAll(/<link rel="(?:preload|modulepreload)"[^>]* href="([^"]+)"/g)].map((m) =>
        m[1]!.replaceAll('&amp;', '&'),
      ),
      ...(code ? [code.entry, ...code.preloads] : []),
    ];
    // A rendered screen's stylesheets are in the page; each file is linked for print only (decision 029).
    const printLinked = [...html.matchAll(/<link rel="stylesheet" media="print"[^>]* href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    await phone.context.close();
    return {
      html,
      hinted,
      printLinked,
      linkedStyles,
      requests,
      warnings,
      takeOverChanges,
      errors: phone.errors,
    };
  }

  const cases = [
    {
      name: 'home',
      path: '/',
      ready: 'section[aria-labelledby^="featd-"] ul a',
      api: '/api/v2/customer/featds',
      rendered: '이달의 턴테이블',
    },
    {
      // A parameter no screen reads: the kept page for the screen answers, and the app takes it over as it is.
      name: 'a product list',
      path: '/prods?utm_source=journey&prod_cat_id=1',
      ready: 'main ul a[href*="/prods/"]',
      api: '/api/v2/customer/prods?',
      rendered: '온음 TT-1 벨트 드라이브 턴테이블',
    },
    {
      name: 'a product',
      path: '/prods/1?fbclid=journey',
      ready: 'main .swiper img',
      api: '/api/v2/customer/prods/1',
      rendered: '온음 TT-1 벨트 드라이브 턴테이블',
    },
  ];

  for (const c of cases) {
    it(`${c.name}: arrives rendered, each hinted file is fetched once, its data is not asked for again`, async () => {
      const { html, hinted, printLinked, linkedStyles, requests, warnings, takeOverChanges, errors } =
        await firstLoad(c.path, c.ready);
      expect(html).toContain(c.rendered);
      expect(html).toContain('id="first-screen-state"');
      expect(requests.filter((r) => r.startsWith(c.api))).toEqual([]);
      expect(hinted.some((href) => href.endsWith('.js'))).toBe(true);
      // Its code is asked for after the page has loaded: after every picture the page asked for itself.
      expect(html).not.toContain('<script type="module"');
      const firstScript = requests.findIndex((r) => r.endsWith('.js'));
      const hintedPictures = hinted.filter((href) => href.startsWith('/files/'));
      for (const picture of hintedPictures) {
        expect(requests.indexOf(picture), picture).toBeLessThan(firstScript);
      }
      for (const href of hinted) {
        expect(requests.filter((r) => r === href).length, href).toBe(1);
      }
      // No stylesheet holds the first paint, and the app's loader does not fetch an inlined one again.
      expect(html).not.toMatch(/<link rel="stylesheet"(?! media="print")/);
      expect(printLinked.length).toBeGreaterThan(1);
      for (const href of printLinked) {
        expect(requests.filter((r) => r === href).length, href).toBe(1);
        expect(linkedStyles.filter((linked) => linked === href).length, href).toBe(1);
      }
      // A render that differs from the server's: the take-over rewrote or replaced what the server sent.
      expect(takeOverChanges).toEqual([]);
      // A preload not used: Chromium says so in the console.
      expect(warnings).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('the app takes over a rendered page: its controls work without drawing the page again', async () => {
    const phone = await openPhone(browser, { returningVisitor: true });
    await phone.page.goto(phone.url('/prods/1'));
    const title = phone.page.getByRole('heading', { name: '온음 TT-1 벨트 드라이브 턴테이블' });
    await title.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
    await phone.page.getByRole('button', { name: '장바구니 담기' }).click();
    await expect.poll(() => phone.page.locator('[role="dialog"], dialog[open]').count()).toBeGreaterThan(0);
    // Still the element the server sent: React took it over rather than replacing it.
    expect(await title.getAttribute('data-from-server')).toBe('yes');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('a tap on 장바구니 담기 before the app’s code has come is held, and acted on once the app is ready', async () => {
    const phone = await openPhone(browser, { returningVisitor: true });
    const { release, loading } = await openWithCodeHeld(phone.page, phone.url('/prods/1'));
    await phone.page.getByRole('button', { name: '장바구니 담기' }).click();
    expect(await phone.page.locator('[role="dialog"], dialog[open]').count()).toBe(0);
    release();
    await loading;
    // Without a second tap.
    await expect.poll(() => phone.page.locator('[role="dialog"], dialog[open]').count()).toBeGreaterThan(0);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('a list’s cards taken over after the rest (decision 029) open their product inside the app, without a reload', async () => {
    const phone = await openPhone(browser, { returningVisitor: true });
    await phone.page.goto(phone.url('/prods?prod_cat_id=1'));
    await partsTakenOver(phone.page);
    await phone.page.evaluate('window.__samePage = true');
    const cards = phone.page.locator('main ul a[href*="/prods/"]');
    expect(await cards.count()).toBeGreaterThan(4);
    const last = cards.last();
    const href = (await last.getAttribute('href'))!;
    await last.click();
    await phone.page.waitForURL((url) => url.pathname === href);
    expect(await phone.page.evaluate('window.__samePage')).toBe(true);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('a first-time visitor to home goes to the quiz intro once, without home shown first', async () => {
    const phone = await openPhone(browser);
    const first = await phone.page.goto(phone.url('/'));
    // The intro arrives rendered in home's answer, and its head script gives it its own address (decision 030).
    const firstHtml = (await first?.text()) ?? '';
    expect(firstHtml).toContain('"path":"/favCats/intro"');
    expect(firstHtml).not.toContain('aria-labelledby="featd-');
    await phone.page.waitForURL(/\/favCats\/intro$/);
    const next = await phone.page.goto(phone.url('/'));
    expect(await next?.text()).toContain('id="first-screen-state"');
    await expect
      .poll(() => phone.page.locator('section[aria-labelledby^="featd-"]').count())
      .toBeGreaterThan(0);
    expect(new URL(phone.page.url()).pathname).toBe('/customer_v2/');
    await phone.context.close();
  });

  it('a returning visitor whose cookie is gone gets home, not the intro: the page is asked for again with it', async () => {
    const phone = await openPhone(browser);
    await phone.context.addInitScript({ content: "localStorage.setItem('FAV_INIT_20211214', '1')" });
    const documents: string[] = [];
    phone.page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(new URL(response.url()).pathname);
    });
    // The first answer's script asks for the page again at once, which may cut the first navigation short.
    await phone.page.goto(phone.url('/')).catch(() => null);
    await expect
      .poll(() => phone.page.locator('section[aria-labelledby^="featd-"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(new URL(phone.page.url()).pathname).toBe('/customer_v2/');
    expect(documents).toEqual(['/customer_v2/', '/customer_v2/']);
    expect((await phone.context.cookies()).map((cookie) => cookie.name)).toContain('fav_init');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('with scripts off, the catalogue still shows products and prices; the cart and other screens say scripts are needed', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/customer_v2/prods/1`);
    expect(await page.getByRole('heading', { name: '온음 TT-1 벨트 드라이브 턴테이블' }).isVisible()).toBe(
      true,
    );
    expect(await page.locator('main').innerText()).toMatch(/월\s*[\d,]+원/);
    await page.goto(`${inject('baseUrl')}/customer_v2/prods?prod_cat_id=1`);
    expect(await page.locator('main ul a[href*="/prods/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main').innerText()).toMatch(/[\d,]+원/);

    // The cart arrives as its shell, which says it needs scripts (shown by `@media (scripting: none)`).
    await page.goto(`${inject('baseUrl')}/customer_v2/carts`);
    expect(await page.getByRole('heading', { name: '장바구니' }).isVisible()).toBe(true);
    expect(await page.getByText('장바구니는 자바스크립트가 필요합니다', { exact: false }).isVisible()).toBe(
      true,
    );

    // A screen the server does not render: the app's frame and its notice.
    await page.goto(`${inject('baseUrl')}/customer_v2/login`);
    expect(await page.locator('.boot-bar').innerText()).toBe('소리담');
    const notice = page.locator('.boot-noscript');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain('자바스크립트가 필요합니다');
    await context.close();
  });

  it('the cart arrives as its shell and the app fills it from the browser’s own cart, never saying it is empty', async () => {
    const phone = await openPhone(browser, { returningVisitor: true });
    await phone.page.goto(phone.url('/prods/1'));
    await phone.page.getByRole('button', { name: '장바구니 담기' }).click();
    await phone.page.getByText('장바구니에 담았습니다').waitFor();
    await phone.context.addInitScript({ content: WATCH_TAKE_OVER });
    const { response, shownBeforeCode } = await cartBeforeItsCode(phone.page, phone.url('/carts'));
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="first-screen-state"');
    expect(html).toContain('장바구니</h1>');
    // Before the app's code has come: stand-ins, not the empty cart the shell also carries (hidden).
    expect(shownBeforeCode).toEqual({ empty: false, standIns: true });
    const items = phone.page.getByRole('list', { name: '장바구니 상품' }).getByRole('checkbox');
    await expect.poll(() => items.count()).toBe(1);
    // The take-over itself left the shell as sent; the items came after it, from the browser's storage.
    expect(await phone.page.evaluate('window.__takeOverChanges')).toEqual([]);
    expect(await phone.page.getByText('장바구니에 담긴 상품이 없습니다').count()).toBe(0);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('an empty cart says so at its first paint, before the app’s code has come (decision 030)', async () => {
    const phone = await openPhone(browser, { returningVisitor: true });
    const { shownBeforeCode } = await cartBeforeItsCode(phone.page, phone.url('/carts'));
    expect(shownBeforeCode).toEqual({ empty: true, standIns: false });
    // Once the app has drawn the cart, the same sentence and link, once.
    await expect.poll(() => phone.page.getByText('장바구니에 담긴 상품이 없습니다').count()).toBe(1);
    expect(await phone.page.getByRole('link', { name: '상품 둘러보기' }).isVisible()).toBe(true);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});

/**
 * Opens a page with the app's code held back until `release`: what the page does from the server's HTML and
 * its head scripts alone. `loading` is the navigation, which settles once the app has taken over.
 */
async function openWithCodeHeld(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/customer_v2/static/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.goto(url).finally(() => page.unroute('**/customer_v2/static/*.js'));
  await page.waitForURL(url, { waitUntil: 'domcontentloaded' });
  return { release, loading };
}

/** The cart as it shows before the app's code has come; returns the navigation's answer once it has. */
async function cartBeforeItsCode(page: Page, url: string) {
  const { release, loading } = await openWithCodeHeld(page, url);
  const shownBeforeCode = {
    empty: await page.getByText('장바구니에 담긴 상품이 없습니다').isVisible(),
    standIns: await page.locator('main [aria-busy="true"]').isVisible(),
  };
  release();
  return { response: await loading, shownBeforeCode };
}
