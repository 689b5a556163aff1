import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone } from '../support/browser';

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
});
