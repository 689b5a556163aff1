import type { ProdDetail } from '@shop/domain/api/catalog';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from '../support/browser';
import { customerCall, DEMO } from '../support/customer-api';
import { logIn, storedUserId } from './account-steps';

const api = <T>(path: string) => customerCall<T>(inject('baseUrl'), 'GET', path, null);

/** Inside the native wrapper: what the app posts to it is kept in window.__posted. */
const WRAPPER = `
window.__posted = [];
window.ReactNativeWebView = { postMessage: (text) => window.__posted.push(JSON.parse(text)) };
`;
/** The wrapper speaking to the page, as react-native-webview does on Android (a message event on document). */
const fromWrapper = (message: object) =>
  `document.dispatchEvent(new MessageEvent('message', { data: ${JSON.stringify(JSON.stringify(message))} }))`;

describe('the native bridge: the share button and the wrapper’s sync, login and logout messages', () => {
  let browser: Browser;
  let prod: ProdDetail;

  beforeAll(async () => {
    browser = await launchBrowser();
    prod = await api<ProdDetail>('prods/1');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shares a product through the wrapper, and copies its link in a plain browser', async () => {
    const wrapped: PhonePage = await openPhone(browser, { returningVisitor: true });
    try {
      await wrapped.context.addInitScript({ content: WRAPPER });
      await wrapped.page.goto(wrapped.url(`/prods/${prod.id}`));
      await wrapped.page.getByRole('heading', { level: 1, name: prod.title }).waitFor();
      await wrapped.page.getByRole('button', { name: '공유하기' }).click();
      const posted =
        await wrapped.page.evaluate<{ type: string; payload: { title: string; url: string } }[]>(
          'window.__posted',
        );
      expect(posted.filter((m) => m.type === 'share')).toEqual([
        { type: 'share', payload: { title: prod.title, url: wrapped.page.url() } },
      ]);
      expect(wrapped.errors).toEqual([]);
    } finally {
      await wrapped.context.close();
    }

    const plain = await openPhone(browser, { returningVisitor: true });
    try {
      await plain.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(inject('baseUrl')).origin,
      });
      await plain.page.goto(plain.url(`/prods/${prod.id}`));
      await plain.page.getByRole('heading', { level: 1, name: prod.title }).waitFor();
      await plain.page.evaluate('delete Navigator.prototype.share');
      await plain.page.getByRole('button', { name: '공유하기' }).click();
      await plain.page.getByRole('status').getByText('상품 링크를 복사했습니다.').waitFor();
      expect(await plain.page.evaluate<string>('navigator.clipboard.readText()')).toBe(plain.page.url());
      expect(plain.errors).toEqual([]);
    } finally {
      await plain.context.close();
    }
  });

  it('runs the cart sync on the wrapper’s sync message, and signs out on its logout message', async () => {
    const phone = await openPhone(browser, { returningVisitor: true });
    try {
      await phone.context.addInitScript({ content: WRAPPER });
      const { page } = phone;
      await page.goto(phone.url('/users/auth/login'));
      await logIn(page, DEMO.email, DEMO.password);
      await expect.poll(() => storedUserId(page)).not.toBeNull();
      await page.waitForLoadState('networkidle');

      const synced = page.waitForRequest(
        (req) => req.method() === 'GET' && /\/api\/v2\/customer\/carts/.test(req.url()),
      );
      await page.evaluate(fromWrapper({ type: 'sync', payload: { direction: 'remote' } }));
      await synced;

      // The login was told to the wrapper, with the customer's id.
      const posts = await page.evaluate<{ type: string; payload: { id?: string } }[]>('window.__posted');
      expect(posts.find((m) => m.type === 'userAfterLogin')?.payload.id).toBe(await storedUserId(page));

      await page.evaluate(fromWrapper({ type: 'userAfterLogout', payload: {} }));
      await expect.poll(() => storedUserId(page)).toBeNull();
      await page.goto(phone.url('/spots'));
      await expect.poll(() => new URL(page.url()).pathname).toBe('/customer_v2/users/auth/login');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
