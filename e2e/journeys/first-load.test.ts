import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, PHONE } from '../support/browser';

/**
 * The server names a first screen's code, data and largest picture in its HTML (apps/server/src/spa/
 * route-hints.ts). Each must be fetched once, by the hint, and then taken by the app: a hint that does not
 * match what the app asks for costs a second download instead of saving one.
 */
describe('first load: what the page names in its HTML is what the app uses', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function firstLoad(path: string, ready: string) {
    const phone = await openPhone(browser, { returningVisitor: true });
    const requests: string[] = [];
    const warnings: string[] = [];
    phone.page.on('request', (req) => requests.push(new URL(req.url()).pathname + new URL(req.url()).search));
    phone.page.on('console', (msg) => {
      if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
    });
    const response = await phone.page.goto(phone.url(path));
    const html = (await response?.text()) ?? '';
    await expect.poll(() => phone.page.locator(ready).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const hinted = [...html.matchAll(/<link rel="(?:preload|modulepreload)"[^>]* href="([^"]+)"/g)].map((m) =>
      m[1]!.replaceAll('&amp;', '&'),
    );
    await phone.context.close();
    return { hinted, requests, warnings, errors: phone.errors };
  }

  const cases = [
    {
      name: 'home',
      path: '/',
      ready: 'section[aria-labelledby^="featd-"] ul a',
      api: '/api/v2/customer/featds',
    },
    {
      name: 'a product list',
      path: '/prods?prod_cat_id=1',
      ready: 'main ul a[href*="/prods/"]',
      api: '/api/v2/customer/prods?',
    },
    { name: 'a product', path: '/prods/1', ready: 'main .swiper img', api: '/api/v2/customer/prods/1' },
  ];

  for (const c of cases) {
    it(`${c.name}: each hinted file and call is fetched exactly once`, async () => {
      const { hinted, requests, warnings, errors } = await firstLoad(c.path, c.ready);
      const appCalls = requests.filter((r) => r.startsWith(c.api));
      expect(appCalls.length).toBeGreaterThan(0);
      for (const call of appCalls) expect(hinted, call).toContain(call);
      expect(hinted.some((href) => href.endsWith('.js'))).toBe(true);
      for (const href of hinted) {
        expect(requests.filter((r) => r === href).length, href).toBe(1);
      }
      expect(warnings.filter((w) => w.includes('preload'))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('paints the top bar from the HTML alone, and says so when scripts cannot run', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/customer_v2/prods/1`);
    expect(await page.locator('.boot-bar').innerText()).toBe('소리담');
    const notice = page.locator('.boot-noscript');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain('자바스크립트가 필요합니다');
    await context.close();
  });
});
