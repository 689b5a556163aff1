import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from './chromium';
import { failOnNativeDialogs } from './dialogs';

export const PHONE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type PhonePage = { page: Page; context: BrowserContext; errors: string[]; url(path: string): string };

/** A phone-sized page in Korean; uncaught page errors are collected so a journey can assert there were none. */
export async function openPhone(
  browser: Browser,
  options: { returningVisitor?: boolean } = {},
): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    deviceScaleFactor: 2,
  });
  if (options.returningVisitor) {
    // A returning visitor has already been sent to the quiz intro once (FAV_INIT_20211214).
    await context.addInitScript({ content: "localStorage.setItem('FAV_INIT_20211214', '1')" });
    // …and its app has told the server so (the cookie home's first-visit loader sets; decision 027).
    await context.addCookies([{ name: 'fav_init', value: '1', url: inject('baseUrl') }]);
  }
  const page = await context.newPage();
  waitForTheAppOnLoad(page);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  collectCspViolations(page, errors);
  failOnNativeDialogs(page, errors);
  const baseUrl = inject('baseUrl');
  return { page, context, errors, url: (path: string) => `${baseUrl}/customer_v2${path}` };
}

/** A Content-Security-Policy refusal is an error of the journey like an uncaught exception (issue 11). */
export function collectCspViolations(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      errors.push(message.text());
  });
}

/**
 * A page the server rendered shows its buttons before the app has taken it over and they answer a tap
 * (decision 027): `goto` and `reload` of the shop return once the app marks the page ready, as a person
 * waits for a page to finish loading before tapping.
 */
function waitForTheAppOnLoad(page: Page): void {
  // A function, not a string (the page's CSP forbids eval); it runs in the page, typed without DOM types.
  const appReady = () =>
    (
      globalThis as unknown as { document: { documentElement: { hasAttribute(name: string): boolean } } }
    ).document.documentElement.hasAttribute('data-app-ready');
  const ready = async <T>(loaded: T): Promise<T> => {
    if (new URL(page.url()).pathname.startsWith('/customer_v2')) {
      await page.waitForFunction(appReady, null, { timeout: 15_000 });
    }
    return loaded;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
}
